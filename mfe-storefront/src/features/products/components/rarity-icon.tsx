import { useState } from 'react';
import { css } from '@emotion/react';
import type { Rarity } from '../../../lib/skins';
import { rarityFallback } from '../lib/card-helpers';
import { RARITY_ICONS } from '../lib/rarity-icons';

const icon = css({ flex: 'none' });
const fallback = css({ fontSize: 11, fontWeight: 800 });

/**
 * The rarity's icon, a small gem in its colour (a PNG inlined by scripts/rarity-icons.mjs, so it
 * needs no asset server); if it fails to load, its first letter in brackets ('[E]').
 */
export function RarityIcon({ rarity, src }: { rarity: Rarity; src?: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span aria-hidden="true" data-testid="rarity-fallback" css={fallback}>
        {rarityFallback(rarity)}
      </span>
    );
  }
  return (
    <img src={src ?? RARITY_ICONS[rarity]} alt="" width={12} height={12} onError={() => setFailed(true)} css={icon} />
  );
}
