import type { ReactNode } from 'react';
import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { theme } from '@shop/ui';
import { Button } from '@shop/ui';
import { messages } from '../../../messages';
import { sortSkinsByRarity } from '../../../lib/skins';
import type { ProductCardFieldsFragment } from '../../../gql/graphql';
import { RARITY_COLORS, blueEssenceText, stockColor } from '../lib/card-helpers';
import { RarityIcon } from './rarity-icon';

export type CardProduct = ProductCardFieldsFragment;

/** The spec's fixed card height. */
export const CARD_HEIGHT = 600;

const card = css`
  display: flex;
  flex-direction: column;
  gap: 12px;
  height: ${CARD_HEIGHT}px;
  padding: 18px;
  border-radius: ${theme.radius};
  border: 1px solid ${theme.colors.border};
  background: linear-gradient(180deg, ${theme.colors.surface} 0%, ${theme.colors.background} 100%);
  box-shadow: 0 0 16px rgba(59, 130, 246, 0.18);
  color: ${theme.colors.text};
  transition: box-shadow 150ms;
  &:hover {
    box-shadow: 0 0 22px rgba(59, 130, 246, 0.4);
  }
  ${theme.mobile} {
    padding: 14px;
  }
`;

const chip = css`
  display: inline-flex;
  align-items: center;
  gap: 5px;
  max-width: 100%;
  padding: 4px 9px;
  border-radius: 999px;
  border: 1px solid currentColor;
  background: rgba(255, 255, 255, 0.04);
  font-size: 12px;
  font-weight: 600;
  cursor: pointer;
  span.name {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &:hover {
    background: rgba(255, 255, 255, 0.1);
  }
`;

const featureGrid = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 6px 10px;
  margin: 0;
  div {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    padding: 6px 10px;
    border-radius: 6px;
    background: rgba(37, 99, 235, 0.08);
    border: 1px solid ${theme.colors.borderMuted};
    min-width: 0;
    font-size: 13px;
  }
  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    text-align: right;
  }
  @media (max-width: 479px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 4px;
    div {
      padding: 4px 10px;
    }
  }
`;

const actionLink = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 40px;
  padding: 8px 12px;
  border-radius: 8px;
  border: 1px solid ${theme.colors.border};
  color: ${theme.colors.text};
  font-weight: 700;
  text-decoration: none;
  text-align: center;
  &:hover {
    background: rgba(37, 99, 235, 0.18);
  }
`;

export interface FeatureRow {
  label: string;
  value: ReactNode;
}

/**
 * Card fields the API adds for card designs (level, texts, feature slots, custom features,
 * display options). Optional here so the card also works with products that lack them.
 */
export interface CardExtras {
  level?: number;
  cardTexts?: { warranty?: string | null; deliveryTime?: string | null; level?: string | null; [key: string]: string | null | undefined };
  cardFeatures?: readonly { slot: string; column: string; value: string; icon?: string | null }[];
  customFeatures?: readonly { id: string; icon: string; label: string; value: string }[];
  displayOptions?: { showLevel: boolean; showBE: boolean; showChampions: boolean; showSkins: boolean };
}

/** The spec caps the card at 600 px: at most this many feature rows. */
const MAX_FEATURE_ROWS = 7;

export type CardLabels = { readonly [K in keyof typeof messages.card]: (typeof messages.card)[K] extends (...args: infer A) => string ? (...args: A) => string : string };

/** Feature rows of a card: the fixed facts, then the card's own texts and custom features. */
export function featureRows(product: CardProduct & CardExtras, m: CardLabels = messages.card): FeatureRow[] {
  const texts = product.cardTexts ?? {};
  const rows: FeatureRow[] = [{ label: m.server, value: product.server || m.notAvailable }];
  if (product.displayOptions?.showLevel !== false) rows.push({ label: m.level, value: texts.level || String(product.level ?? m.defaultLevel) });
  rows.push({ label: m.rankStatus, value: product.rankStatus === 'ranked' ? m.ranked : m.unranked });
  rows.push({ label: m.warranty, value: texts.warranty || m.defaultWarranty });
  rows.push({ label: m.deliveryTime, value: texts.deliveryTime || m.defaultDeliveryTime });
  for (const feature of product.customFeatures ?? []) {
    if (feature.label.trim() && feature.value.trim()) rows.push({ label: feature.label, value: feature.value });
  }
  for (const feature of product.cardFeatures ?? []) {
    if (feature.value.trim()) rows.push({ label: feature.icon?.trim() || '•', value: feature.value });
  }
  return rows.slice(0, MAX_FEATURE_ROWS);
}

export interface ProductCardProps {
  product: CardProduct;
  /** BUY NOW and VIEW DETAILS are hidden on the detail page and on /skins. */
  showActions?: boolean;
  onBuy?(product: CardProduct): void;
  /** Price text of BUY NOW (the list shows '$' and the raw price). */
  formatPrice?(price: string): string;
  /** A price line for cards without BUY NOW (/skins shows lira). */
  priceLabel?: string;
  /** Turkish labels on /skins. */
  labels?: CardLabels;
  /** The game's card design (colours); the theme's defaults otherwise. */
  design?: CardStyles | null;
}

/** Card colours of a card design (spec §3; the theme holds the defaults). */
export interface CardStyles {
  backgroundColor: string;
  borderColor: string;
  glowColor: string;
  textColor: string;
  accentColor: string;
}

function designCss(design: CardStyles) {
  return css`
    background: linear-gradient(180deg, ${design.backgroundColor} 0%, ${theme.colors.background} 100%);
    border-color: ${design.borderColor};
    color: ${design.textColor};
    box-shadow: 0 0 16px ${design.glowColor}33;
    &:hover {
      box-shadow: 0 0 22px ${design.glowColor}77;
    }
  `;
}

/** `$` followed by the price as the server sends it ("12.50"). */
export function listPrice(price: string): string {
  return `$${price}`;
}

export function ProductCard({ product, showActions = true, onBuy, formatPrice = listPrice, priceLabel, labels = messages.card, design }: ProductCardProps) {
  const m = labels;
  const titleId = `product-${product.id}-title`;
  const skins = sortSkinsByRarity(product.skins);
  const options = (product as CardProduct & CardExtras).displayOptions;
  return (
    <article css={[card, design && designCss(design)]} aria-labelledby={titleId} data-testid="product-card">
      <header css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 12 }}>
        <div css={{ minWidth: 0 }}>
          <span css={{ display: 'block', fontSize: 12, color: theme.colors.textMuted, letterSpacing: '0.06em' }}>{m.productId}</span>
          <h3 id={titleId} css={{ margin: 0, fontSize: 20, lineHeight: 1.2 }}>
            {m.id(product.id)}
          </h3>
        </div>
        {options?.showBE !== false && (
          <div css={{ textAlign: 'right' }}>
          <span css={{ display: 'block', fontSize: 12, color: theme.colors.textMuted, letterSpacing: '0.06em' }}>{m.blueEssence}</span>
          <strong css={{ fontSize: 20, color: '#60a5fa' }} data-testid="blue-essence">
            {blueEssenceText(product.blueEssence, product.accountText, m.notAvailable)}
          </strong>
          </div>
        )}
      </header>
      <p css={{ margin: 0, fontSize: 14, color: theme.colors.textMuted, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {product.title}
      </p>

      <section aria-label={m.skinsHeading(skins.length)} css={{ flex: '1 1 auto', minHeight: 0, display: 'flex', flexDirection: 'column', visibility: options?.showSkins === false ? 'hidden' : undefined }}>
        <h4 css={{ margin: '0 0 8px', fontSize: 13, letterSpacing: '0.06em', color: theme.colors.textMuted }}>{m.skinsHeading(skins.length)}</h4>
        {skins.length === 0 ? (
          <p css={{ margin: 0, color: theme.colors.textMuted, fontSize: 13 }}>{m.noSkins}</p>
        ) : (
          <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 6, overflowY: 'auto', alignContent: 'flex-start' }}>
            {skins.map((skin, index) => (
              <li key={`${skin.name}-${index}`} css={{ maxWidth: '100%' }}>
                <button
                  type="button"
                  css={[chip, { color: RARITY_COLORS[skin.rarity] }]}
                  title={`${skin.rarity} ${skin.name}`}
                  data-rarity={skin.rarity}
                  onClick={() => window.alert(m.skinAlert(skin.name, skin.rarity))}
                >
                  <RarityIcon rarity={skin.rarity} />
                  <span className="name">{skin.name}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <dl css={featureGrid}>
        {featureRows(product, m).map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
        <div>
          <dt>{m.stock}</dt>
          <dd css={{ color: stockColor(product.stock) }} data-testid="stock">
            {product.stock}
          </dd>
        </div>
      </dl>

      {!showActions && priceLabel && (
        <p css={{ margin: 0, display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', fontSize: 14, color: theme.colors.textMuted }}>
          {priceLabel}
          <strong css={{ fontSize: 24, color: theme.colors.text }} data-testid="card-price">
            {formatPrice(product.price)}
          </strong>
        </p>
      )}
      {showActions && (
        <div css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 10 }}>
          <Button onClick={() => onBuy?.(product)}>
            {m.buyNow} {formatPrice(product.price)}
          </Button>
          <Link to={`/product/${product.id}`} css={actionLink}>
            {m.viewDetails}
          </Link>
        </div>
      )}
    </article>
  );
}
