import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { css } from '@emotion/react';
import { formatUsd, type CardStyles } from '@shop/shared';
import { Button, MOBILE_QUERY, Tabs, panel, theme, useMediaQuery } from '@shop/ui';
import * as messages from '../../../messages';
import type { ProductDetail as Product } from '../hooks/use-product';
import { AccountCodeView } from './account-code-view';
import { CartIcon, ProductCard, ProductCardSkeleton } from './product-card';

const layout = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 24px;
  align-items: start;
  ${theme.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 16px;
  }
`;

const accordionButton = css`
  display: flex;
  justify-content: space-between;
  width: 100%;
  padding: 12px 14px;
  border: 0;
  background: transparent;
  color: ${theme.colors.text};
  font-weight: 700;
  cursor: pointer;
`;

/** Description text: each non-empty line is one feature bullet. */
export function featureLines(description: string): string[] {
  return description
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

type Section = 'description' | 'reviews';
const SECTIONS: Section[] = ['description', 'reviews'];

function SectionBody({ section, product }: { section: Section; product: Product }) {
  if (section === 'reviews')
    return <p css={{ margin: 0, color: theme.colors.textMuted }}>{messages.detail.reviewsSoon}</p>;
  const features = featureLines(product.description);
  if (features.length === 0)
    return <p css={{ margin: 0, color: theme.colors.textMuted }}>{messages.detail.noDescription}</p>;
  return (
    <ul css={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 6 }}>
      {features.map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
}

/** Tabs on wide screens, an accordion below 768 px. */
// The phone layout is known only in the browser (the server renders the tabs): reading it here, in
// the parts that change, re-renders those parts after hydration instead of the whole page.
function InfoSections({ product }: { product: Product }) {
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [tab, setTab] = useState<Section>('description');
  const [open, setOpen] = useState<Section | null>('description');
  const id = useId();
  if (mobile) {
    return (
      <section css={[panel]} data-testid="detail-accordion">
        {SECTIONS.map((name) => (
          <div
            key={name}
            css={{ borderBottom: `1px solid ${theme.colors.borderMuted}`, '&:last-child': { borderBottom: 0 } }}
          >
            <h2 css={{ margin: 0, fontSize: 16 }}>
              <button
                type="button"
                css={accordionButton}
                aria-expanded={open === name}
                aria-controls={`${id}-${name}`}
                onClick={() => setOpen(open === name ? null : name)}
              >
                {messages.detail[name]}
                <span aria-hidden="true">{open === name ? '−' : '+'}</span>
              </button>
            </h2>
            <div id={`${id}-${name}`} hidden={open !== name} css={{ padding: '0 14px 14px' }}>
              <SectionBody section={name} product={product} />
            </div>
          </div>
        ))}
      </section>
    );
  }
  return (
    <section css={[panel, { padding: 20 }]}>
      <Tabs<Section>
        label={messages.detail.tabs}
        tabs={SECTIONS.map((name) => ({ key: name, label: messages.detail[name] }))}
        selected={tab}
        onSelect={setTab}
      >
        <SectionBody section={tab} product={product} />
      </Tabs>
    </section>
  );
}

/** The detail's place while the product loads: its card and the price, tabs and account panels. */
export function ProductDetailSkeleton() {
  return (
    <div css={layout} aria-hidden="true" data-testid="product-detail-skeleton">
      <ProductCardSkeleton />
      <div css={{ display: 'grid', gap: 16 }}>
        <div css={[panel, { height: 228, opacity: 0.55 }]} />
        <div css={[panel, { height: 218, opacity: 0.55 }]} />
        <div css={[panel, { height: 300, opacity: 0.55 }]} />
      </div>
    </div>
  );
}

/** True once the element has scrolled out of view (never on browsers without IntersectionObserver). */
function useScrolledPast(ref: React.RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') {
      setPast(false);
      return;
    }
    const observer = new IntersectionObserver(([entry]) =>
      setPast(!entry.isIntersecting && entry.boundingClientRect.top < 0),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled]);
  return past;
}

/** The phone's buy bar, fixed to the bottom once the card has scrolled out of view. */
function MobileBuyBar({
  product,
  cardRef,
  onBuy,
}: {
  product: Product;
  cardRef: React.RefObject<HTMLElement | null>;
  onBuy(product: Product): void;
}) {
  const mobile = useMediaQuery(MOBILE_QUERY);
  const showBar = useScrolledPast(cardRef, mobile);
  if (!mobile || !showBar) return null;
  return (
    <div
      data-testid="mobile-buy-bar"
      css={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 40,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 12,
        padding: '10px 14px calc(10px + env(safe-area-inset-bottom))',
        background: theme.colors.surfaceRaised,
        borderTop: `1px solid ${theme.colors.border}`,
        boxShadow: '0 -8px 24px rgba(0, 0, 0, 0.5)',
      }}
    >
      <strong css={{ fontSize: 20 }}>{formatUsd(product.price)}</strong>
      <Button onClick={() => onBuy(product)}>{messages.card.buyNow}</Button>
    </div>
  );
}

/** The product page's body; the page passes the card's design (a feature of its own). */
export function ProductDetail({
  product,
  design,
  onBuy,
  onAddToCart,
  soldOutAction,
}: {
  product: Product;
  design: CardStyles;
  onBuy(product: Product): void;
  onAddToCart?(product: Product): void;
  /** Shown under the buttons while the product is sold out (the page's restock alert). */
  soldOutAction?: ReactNode;
}) {
  const cardRef = useRef<HTMLDivElement>(null);
  const m = messages.detail;

  return (
    <>
      <div css={layout}>
        <div ref={cardRef}>
          <ProductCard product={product} showActions={false} design={design} headingLevel={2} />
        </div>
        <div css={{ display: 'grid', gap: 16 }}>
          <section css={[panel, { padding: 20, display: 'grid', gap: 12, borderColor: theme.colors.border }]}>
            <div>
              <span css={{ display: 'block', color: theme.colors.textMuted, fontSize: 13 }}>{m.priceUsd}</span>
              <strong css={{ fontSize: 32 }} data-testid="detail-price">
                {formatUsd(product.price)}
              </strong>
            </div>
            <Button onClick={() => onBuy(product)} css={{ minHeight: 48 }}>
              {messages.card.buyNow} {formatUsd(product.price)}
            </Button>
            {onAddToCart && (
              <Button variant="outline" onClick={() => onAddToCart(product)} css={{ minHeight: 44 }}>
                <CartIcon />
                {messages.cart.add}
              </Button>
            )}
            {product.stock <= 0 && (
              <div css={{ display: 'grid', gap: 8 }} data-testid="restock-alert">
                <p css={{ margin: 0, color: '#fca5a5', fontWeight: 700 }}>{messages.restock.en.soldOut}</p>
                {soldOutAction}
              </div>
            )}
          </section>
          <InfoSections product={product} />
          <div css={[panel, { padding: 20 }]}>
            <AccountCodeView text={product.accountText} />
          </div>
        </div>
      </div>
      <MobileBuyBar product={product} cardRef={cardRef} onBuy={onBuy} />
    </>
  );
}
