import { memo, useMemo } from 'react';
import { css, type SerializedStyles } from '@emotion/react';
import { Link } from 'react-router-dom';
import { theme } from '@shop/ui';
import { Button } from '@shop/ui';
import * as messages from '../../../messages';
import { sortSkinsByRarity, type Rarity } from '../../../lib/skins';
import type { ProductCardFieldsFragment } from '../../../gql/graphql';
import type { CardStyles } from '@shop/shared';
import { RARITY_COLORS, blueEssenceText, featureRows, stockColor, type CardLabels } from '../lib/card-helpers';
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
  /* Phones: label above value, still two columns, so the skins keep room in the 600 px card. */
  @media (max-width: 479px) {
    gap: 4px 6px;
    div {
      flex-direction: column;
      gap: 0;
      padding: 3px 8px;
      font-size: 12px;
    }
    dd {
      text-align: left;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
  }
`;

/** The card's feature slots: left and right columns side by side, order info below. */
const slotList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 4px 10px;
  font-size: 12px;
  li {
    display: flex;
    gap: 6px;
    align-items: center;
    min-width: 0;
  }
  li[data-column='order'] {
    grid-column: 1 / -1;
  }
  .value {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
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

export interface ProductCardProps {
  product: CardProduct;
  /** BUY NOW and VIEW DETAILS are hidden on the detail page and on /skins. */
  showActions?: boolean;
  onBuy?(product: CardProduct): void;
  /** Shows the add-to-cart control beside BUY NOW (only where the actions show). */
  onAddToCart?(product: CardProduct): void;
  /** Price text of BUY NOW (the list shows '$' and the raw price). */
  formatPrice?(price: string): string;
  /** A price line for cards without BUY NOW (/skins shows lira). */
  priceLabel?: string;
  /** Turkish labels on /skins. */
  labels?: CardLabels;
  /** The game's card design (colours); the theme's defaults otherwise. */
  design?: CardStyles | null;
  /** The card title's heading level: one below the heading the card sits under (2 under a page's h1). */
  headingLevel?: 2 | 3;
}

const designStyles = new WeakMap<CardStyles, SerializedStyles>();

/** The design's colours as styles, serialised once per design object (every card of a list shares it). */
function designCss(design: CardStyles): SerializedStyles {
  const known = designStyles.get(design);
  if (known) return known;
  const styles = css`
    background: linear-gradient(180deg, ${design.backgroundColor} 0%, ${theme.colors.background} 100%);
    border-color: ${design.borderColor};
    color: ${design.textColor};
    box-shadow: 0 0 16px ${design.glowColor}33;
    &:hover {
      box-shadow: 0 0 22px ${design.glowColor}77;
    }
  `;
  designStyles.set(design, styles);
  return styles;
}

const chipStyles = new Map<Rarity, SerializedStyles>();

/** A skin chip in its rarity's colour, serialised once per rarity rather than once per chip. */
function chipCss(rarity: Rarity): SerializedStyles {
  let styles = chipStyles.get(rarity);
  if (!styles) chipStyles.set(rarity, (styles = css([chip, { color: RARITY_COLORS[rarity] }])));
  return styles;
}

// The card's fixed parts, serialised once for every card instead of at each render.
const headerRow = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 12 });
const caption = css({ display: 'block', fontSize: 12, color: theme.colors.textMuted, letterSpacing: '0.06em' });
const titleStyle = css({ margin: 0, fontSize: 20, lineHeight: 1.2 });
const subtitle = css({
  margin: 0,
  fontSize: 14,
  color: theme.colors.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
const skinsSection = css({ flex: '1 1 auto', minHeight: 0, display: 'flex', flexDirection: 'column' });
const skinsHeading = css({ margin: '0 0 8px', fontSize: 13, letterSpacing: '0.06em', color: theme.colors.textMuted });
const noSkins = css({ margin: 0, color: theme.colors.textMuted, fontSize: 13 });
const chipList = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 6,
  overflowY: 'auto',
  alignContent: 'flex-start',
});
const chipItem = css({ maxWidth: '100%' });
const priceLine = css({
  margin: 0,
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  fontSize: 14,
  color: theme.colors.textMuted,
});
const priceValue = css({ fontSize: 24, color: theme.colors.text });
const actionsTwo = css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 10 });
const actionsThree = css({ display: 'grid', gridTemplateColumns: '1fr 1fr auto', gap: 10 });
const cartButton = css({ padding: '8px 10px' });

export function CartIcon() {
  return (
    <svg
      aria-hidden="true"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      <path d="M2 3h3l2.7 12.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" />
    </svg>
  );
}

/** `$` followed by the price as the server sends it ("12.50"). */
export function listPrice(price: string): string {
  return `$${price}`;
}

/** A card's place while products load: the card's size and frame, nothing inside to read. */
export function ProductCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-testid="product-card-skeleton"
      css={[card, { boxShadow: 'none', opacity: 0.55, '&:hover': { boxShadow: 'none' } }]}
    >
      <span css={[skeletonBar, { width: '40%', height: 44 }]} />
      <span css={[skeletonBar, { width: '70%', height: 18 }]} />
      <span css={[skeletonBar, { flex: '1 1 auto' }]} />
      <span css={[skeletonBar, { height: 120 }]} />
    </div>
  );
}

const skeletonBar = css`
  display: block;
  border-radius: 6px;
  background: ${theme.colors.borderMuted};
  opacity: 0.5;
`;

export const ProductCard = memo(function ProductCard({
  product,
  showActions = true,
  onBuy,
  onAddToCart,
  formatPrice = listPrice,
  priceLabel,
  labels = messages.card,
  design,
  headingLevel = 3,
}: ProductCardProps) {
  const m = labels;
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const SkinsHeading = headingLevel === 2 ? 'h3' : 'h4';
  const titleId = `product-${product.id}-title`;
  const skins = useMemo(() => sortSkinsByRarity(product.skins), [product.skins]);
  const rows = useMemo(() => featureRows(product, m), [product, m]);
  const options = product.displayOptions;
  const slots = product.cardFeatures;
  return (
    <article css={[card, design && designCss(design)]} aria-labelledby={titleId} data-testid="product-card">
      <header css={headerRow}>
        <div css={{ minWidth: 0 }}>
          <span css={caption}>{m.productId}</span>
          <Title id={titleId} css={titleStyle}>
            {m.id(product.id)}
          </Title>
        </div>
        {options.showBE && (
          <div css={{ textAlign: 'right' }}>
            <span css={caption}>{m.blueEssence}</span>
            <strong css={{ fontSize: 20, color: design?.accentColor ?? '#60a5fa' }} data-testid="blue-essence">
              {blueEssenceText(product.blueEssence, product.accountText, m.notAvailable)}
            </strong>
          </div>
        )}
      </header>
      <p css={subtitle}>{product.title}</p>

      <section
        aria-label={m.skinsHeading(skins.length)}
        css={skinsSection}
        style={options.showSkins ? undefined : { visibility: 'hidden' }}
      >
        <SkinsHeading css={skinsHeading}>{m.skinsHeading(skins.length)}</SkinsHeading>
        {skins.length === 0 ? (
          <p css={noSkins}>{m.noSkins}</p>
        ) : (
          <ul css={chipList}>
            {skins.map((skin, index) => (
              <li key={`${skin.name}-${index}`} css={chipItem}>
                <button
                  type="button"
                  css={chipCss(skin.rarity)}
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
        {rows.map((row) => (
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

      {slots.length > 0 && (
        <ul css={slotList} aria-label={m.features}>
          {slots.map((slot) => (
            <li key={slot.slot} data-column={slot.column}>
              <span aria-hidden="true" css={{ color: design?.accentColor ?? theme.colors.accent }}>
                {slot.icon?.trim() || '✓'}
              </span>
              <span className="value">{slot.value}</span>
            </li>
          ))}
        </ul>
      )}

      {!showActions && priceLabel && (
        <p css={priceLine}>
          {priceLabel}
          <strong css={priceValue} data-testid="card-price">
            {formatPrice(product.price)}
          </strong>
        </p>
      )}
      {showActions && (
        <div css={onAddToCart ? actionsThree : actionsTwo}>
          <Button onClick={() => onBuy?.(product)}>
            {m.buyNow} {formatPrice(product.price)}
          </Button>
          <Link to={`/product/${product.id}`} css={actionLink}>
            {m.viewDetails}
          </Link>
          {onAddToCart && (
            <Button
              variant="outline"
              aria-label={messages.cart.add}
              title={messages.cart.add}
              css={cartButton}
              onClick={() => onAddToCart(product)}
            >
              <CartIcon />
            </Button>
          )}
        </div>
      )}
    </article>
  );
});
