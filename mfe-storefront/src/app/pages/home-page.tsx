import { css } from '@emotion/react';
import { theme } from '../../components/theme';
import { Button } from '../../components/button';
import { Page } from '../../components/page';
import { ProductList } from '../../features/products/components/product-list';
import { useListedProducts } from '../../features/products/hooks/use-listed-products';
import { PurchaseDialogs } from '../../features/purchase/components/purchase-dialogs';
import { usePurchase } from '../../features/purchase/hooks/use-purchase';
import { messages } from '../../messages';

const hero = css`
  padding: 64px 20px 56px;
  text-align: center;
  background:
    radial-gradient(ellipse at top, rgba(59, 130, 246, 0.28), transparent 60%),
    ${theme.colors.background};
  border-bottom: 1px solid ${theme.colors.borderMuted};
  ${theme.mobile} {
    padding: 40px 16px 36px;
  }
`;

export function HomePage() {
  const { products, loading, error, refetch } = useListedProducts();
  const purchase = usePurchase('list');

  return (
    <>
      <section css={hero}>
        <h1
          css={{
            margin: '0 auto 14px',
            maxWidth: 820,
            fontSize: 'clamp(28px, 5vw, 48px)',
            lineHeight: 1.1,
            letterSpacing: '0.02em',
            textShadow: '0 0 24px rgba(59, 130, 246, 0.55)',
          }}
        >
          {messages.home.heroTitle}
        </h1>
        <p css={{ margin: '0 auto 24px', maxWidth: 620, color: theme.colors.textMuted }}>{messages.home.heroText}</p>
        <Button
          onClick={() => document.getElementById('game-categories')?.scrollIntoView({ behavior: 'smooth' })}
        >
          {messages.home.heroCta}
        </Button>
      </section>
      <Page>
        <section id="game-categories" aria-labelledby="home-products-heading" css={{ scrollMarginTop: 72 }}>
          <h2 id="home-products-heading" css={{ margin: '0 0 4px', fontSize: 26 }}>
            {messages.home.productsHeading}
          </h2>
          <p css={{ margin: '0 0 20px', color: theme.colors.textMuted }}>{messages.home.productsIntro}</p>
          <ProductList
            products={products}
            loading={loading}
            error={error}
            onRetry={() => void refetch().catch(() => undefined)}
            onBuy={purchase.buy}
          />
        </section>
      </Page>
      <PurchaseDialogs
        step={purchase.step}
        processing={purchase.processing}
        onConfirm={() => void purchase.confirm()}
        onClose={purchase.close}
        onGoToOrders={purchase.goToOrders}
      />
    </>
  );
}
