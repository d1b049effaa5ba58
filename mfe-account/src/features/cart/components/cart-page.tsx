import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { centsToDecimal, formatUsd, parseCents } from '@shop/shared';
import { theme } from '@shop/ui';
import { Page, panel } from '@shop/ui';
import { EmptyState } from '@shop/ui';
import { messages } from '../../../messages';

interface CartItem {
  id: number;
  title: string;
  price: string;
}

/** The cart lives in the browser under the key `cart` (spec). Checkout comes with the cart issue. */
function readCart(): CartItem[] {
  try {
    const items: unknown = JSON.parse(window.localStorage.getItem('cart') ?? '[]');
    if (!Array.isArray(items)) return [];
    return items.flatMap((item: unknown) => {
      const { id, title, price } = (item ?? {}) as Record<string, unknown>;
      return typeof id === 'number' && typeof title === 'string' && (typeof price === 'string' || typeof price === 'number')
        ? [{ id, title, price: String(price) }]
        : [];
    });
  } catch {
    return [];
  }
}

export function CartPage() {
  const items = useMemo(readCart, []);
  const total = items.reduce((sum, item) => sum + (parseCents(item.price) ?? 0), 0);
  return (
    <Page>
      <section css={[panel, { padding: 24, maxWidth: 720, margin: '0 auto' }]}>
        <h1 css={{ marginTop: 0 }}>{messages.cart.title}</h1>
        {items.length === 0 ? (
          <EmptyState title={messages.cart.empty} action={<Link to="/products">{messages.cart.browse}</Link>} />
        ) : (
          <>
            <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {items.map((item) => (
                <li key={item.id} css={{ display: 'flex', justifyContent: 'space-between', gap: 12, padding: '10px 0', borderBottom: `1px solid ${theme.colors.borderMuted}` }}>
                  <span>{item.title}</span>
                  <strong>{formatUsd(item.price)}</strong>
                </li>
              ))}
            </ul>
            <p css={{ textAlign: 'right', fontSize: 18 }}>
              {messages.cart.total}: <strong>{formatUsd(centsToDecimal(total))}</strong>
            </p>
          </>
        )}
      </section>
    </Page>
  );
}
