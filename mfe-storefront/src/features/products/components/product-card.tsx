import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { theme } from '../../../components/theme';
import { Button } from '../../../components/button';
import { messages } from '../../../messages';
import type { ListedProduct } from '../hooks/use-listed-products';

const card = css`
  display: flex;
  flex-direction: column;
  gap: 14px;
  padding: 20px;
  border-radius: ${theme.radius};
  border: 1px solid ${theme.colors.border};
  background: linear-gradient(180deg, ${theme.colors.surface} 0%, ${theme.colors.background} 100%);
  box-shadow: 0 0 16px rgba(59, 130, 246, 0.18);
  transition: box-shadow 150ms, transform 150ms;
  &:hover {
    box-shadow: 0 0 22px rgba(59, 130, 246, 0.4);
  }
`;

const facts = css`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 8px;
  margin: 0;
  div {
    padding: 10px;
    border-radius: 8px;
    background: rgba(37, 99, 235, 0.1);
    border: 1px solid ${theme.colors.borderMuted};
    min-width: 0;
  }
  dt {
    font-size: 12px;
    color: ${theme.colors.textMuted};
    letter-spacing: 0.04em;
  }
  dd {
    margin: 2px 0 0;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
`;

const numberFormat = new Intl.NumberFormat('en-US');

/** `$` followed by the price as the server sends it ("12.50"). */
export function listPrice(price: string): string {
  return `$${price}`;
}

export interface ProductCardProps {
  product: ListedProduct;
  onBuy(product: ListedProduct): void;
}

export function ProductCard({ product, onBuy }: ProductCardProps) {
  const titleId = `product-${product.id}-title`;
  return (
    <article css={card} aria-labelledby={titleId}>
      <header css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 12 }}>
        <h3 id={titleId} css={{ margin: 0, fontSize: 18, lineHeight: 1.3 }}>
          {product.title}
        </h3>
        <span css={{ color: theme.colors.textMuted, fontSize: 13 }}>{messages.card.id(product.id)}</span>
      </header>
      <dl css={facts}>
        <div>
          <dt>{messages.card.server}</dt>
          <dd>{product.server}</dd>
        </div>
        <div>
          <dt>{messages.card.blueEssence}</dt>
          <dd>{product.blueEssence === null ? '–' : numberFormat.format(product.blueEssence)}</dd>
        </div>
        <div>
          <dt>{messages.card.stock}</dt>
          <dd>{product.stock}</dd>
        </div>
      </dl>
      {product.skins.length > 0 && (
        <p css={{ margin: 0, color: theme.colors.textMuted, fontSize: 14 }}>
          {messages.card.skins}: {product.skins.length}
        </p>
      )}
      <p css={{ margin: 'auto 0 0', fontSize: 26, fontWeight: 800, color: theme.colors.text }}>
        <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>
          {messages.card.price}:{' '}
        </span>
        {listPrice(product.price)}
      </p>
      <div css={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 10 }}>
        <Button onClick={() => onBuy(product)}>
          {messages.card.buyNow} {listPrice(product.price)}
        </Button>
        <Link
          to={`/product/${product.id}`}
          css={{
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            minHeight: 40,
            borderRadius: 8,
            border: `1px solid ${theme.colors.border}`,
            color: theme.colors.text,
            fontWeight: 700,
            textDecoration: 'none',
            '&:hover': { background: 'rgba(37, 99, 235, 0.18)' },
          }}
        >
          {messages.card.viewDetails}
        </Link>
      </div>
    </article>
  );
}
