import { useState } from 'react';
import { css } from '@emotion/react';
import type { Rarity } from '../../../lib/skins';
import { RARITY_COLORS, rarityFallback } from '../lib/card-helpers';

const urls = new Map<Rarity, string>();

/** A small gem in the rarity's colour, inlined so it needs no asset server (built once per rarity). */
function iconUrl(rarity: Rarity): string {
  const known = urls.get(rarity);
  if (known) return known;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="M8 1l6 5-6 9-6-9z" fill="${RARITY_COLORS[rarity]}"/><path d="M8 1l6 5H2z" fill="#fff" fill-opacity=".35"/></svg>`;
  const url = `data:image/svg+xml,${encodeURIComponent(svg)}`;
  urls.set(rarity, url);
  return url;
}

const icon = css({ flex: 'none' });
const fallback = css({ fontSize: 11, fontWeight: 800 });

/** The rarity's icon; if it fails to load, its first letter in brackets ('[E]'). */
export function RarityIcon({ rarity, src }: { rarity: Rarity; src?: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span aria-hidden="true" data-testid="rarity-fallback" css={fallback}>
        {rarityFallback(rarity)}
      </span>
    );
  }
  return <img src={src ?? iconUrl(rarity)} alt="" width={12} height={12} onError={() => setFailed(true)} css={icon} />;
}
