import { useId, useState } from 'react';
import { css } from '@emotion/react';
import { formatUsd } from '@shop/shared';
import { theme } from '../../../components/theme';
import { Button } from '../../../components/button';
import { panel } from '../../../components/page';
import { messages } from '../../../messages';
import type { ProductDetail as Product } from '../hooks/use-product';

const layout = css`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(260px, 2fr);
  gap: 24px;
  align-items: start;
  ${theme.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const tabButton = css`
  border: 0;
  border-bottom: 2px solid transparent;
  background: transparent;
  color: ${theme.colors.textMuted};
  padding: 10px 14px;
  font-weight: 700;
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${theme.colors.text};
    border-bottom-color: ${theme.colors.glow};
  }
`;

/** Description text: each non-empty line is one feature bullet. */
export function featureLines(description: string): string[] {
  return description
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

type Tab = 'description' | 'reviews';

export function ProductDetail({ product, onBuy }: { product: Product; onBuy(product: Product): void }) {
  const [tab, setTab] = useState<Tab>('description');
  const id = useId();
  const features = featureLines(product.description);
  const numberFormat = new Intl.NumberFormat('en-US');

  return (
    <div css={layout}>
      <section css={[panel, { padding: 20 }]}>
        <div role="tablist" aria-label={messages.detail.tabs} css={{ display: 'flex', gap: 4, borderBottom: `1px solid ${theme.colors.borderMuted}` }}>
          {(['description', 'reviews'] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`${id}-${name}-tab`}
              aria-selected={tab === name}
              aria-controls={`${id}-${name}-panel`}
              css={tabButton}
              onClick={() => setTab(name)}
            >
              {messages.detail[name]}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}-tab`} css={{ paddingTop: 16 }}>
          {tab === 'description' ? (
            features.length > 0 ? (
              <ul css={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 6 }}>
                {features.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </ul>
            ) : (
              <p css={{ margin: 0, color: theme.colors.textMuted }}>{messages.detail.noDescription}</p>
            )
          ) : (
            <p css={{ margin: 0, color: theme.colors.textMuted }}>{messages.detail.reviewsSoon}</p>
          )}
        </div>
      </section>
      {/* on phones the price and BUY NOW come first */}
      <aside css={[panel, { padding: 20, display: 'grid', gap: 12, borderColor: theme.colors.border, [theme.mobile]: { order: -1 } }]}>
        <dl css={{ margin: 0, display: 'grid', gap: 8, dd: { margin: 0, fontWeight: 700 }, dt: { color: theme.colors.textMuted, fontSize: 13 } }}>
          <div>
            <dt>{messages.detail.price}</dt>
            <dd css={{ fontSize: 28 }}>{formatUsd(product.price)}</dd>
          </div>
          <div>
            <dt>{messages.detail.stock}</dt>
            <dd>{product.stock}</dd>
          </div>
          <div>
            <dt>{messages.detail.server}</dt>
            <dd>{product.server}</dd>
          </div>
          {product.blueEssence !== null && (
            <div>
              <dt>{messages.detail.blueEssence}</dt>
              <dd>{numberFormat.format(product.blueEssence)}</dd>
            </div>
          )}
          <div>
            <dt>{messages.detail.delivery}</dt>
            <dd>{messages.detail.deliveryAutomatic}</dd>
          </div>
        </dl>
        <Button onClick={() => onBuy(product)}>
          {messages.card.buyNow} {formatUsd(product.price)}
        </Button>
      </aside>
    </div>
  );
}
