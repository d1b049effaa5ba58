import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { ACCOUNT_TYPES, centsToDecimal, formatUsd, parseCents } from '@shop/shared';
import {
  Button,
  EmptyState,
  Page,
  panel,
  removeFromCart,
  theme,
  useCart,
  useCartKnown,
  useShell,
  type CartItem,
} from '@shop/ui';
import { messages } from '../../../messages';
import { useCheckout } from '../hooks/use-checkout';
import { CheckoutDialog } from './checkout-dialog';

const layout = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 320px;
  gap: 24px;
  align-items: start;
  ${theme.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 16px;
  }
`;

const row = css`
  display: grid;
  grid-template-columns: 72px minmax(0, 1fr) auto;
  gap: 14px;
  align-items: center;
  padding: 14px;
  ${theme.mobile} {
    grid-template-columns: 56px minmax(0, 1fr);
    gap: 10px 12px;
  }
`;

const thumb = css`
  width: 72px;
  height: 72px;
  border-radius: 8px;
  object-fit: cover;
  background: ${theme.colors.background};
  border: 1px solid ${theme.colors.borderMuted};
  ${theme.mobile} {
    width: 56px;
    height: 56px;
  }
`;

const backLink = css`
  display: inline-flex;
  padding: 10px 18px;
  border-radius: 8px;
  background: ${theme.colors.border};
  color: ${theme.colors.text};
  font-weight: 700;
  text-decoration: none;
  &:hover {
    background: ${theme.colors.glow};
  }
`;

/** Sum of the item prices in exact cents (unparseable prices count as 0). */
export function cartTotal(items: CartItem[]): string {
  return centsToDecimal(items.reduce((sum, item) => sum + (parseCents(item.price) ?? 0), 0));
}

function typeName(item: CartItem): string {
  const type = ACCOUNT_TYPES.find((t) => t.id === item.accountType)?.name ?? item.accountType;
  return [type, item.subCategory].filter(Boolean).join(' · ');
}

function CartRow({ item }: { item: CartItem }) {
  const m = messages.cart;
  return (
    <li css={[panel, row]}>
      {item.imagePath ? (
        <img src={item.imagePath} alt="" css={thumb} />
      ) : (
        <div
          css={[
            thumb,
            { display: 'grid', placeItems: 'center', fontSize: 11, color: theme.colors.textMuted, textAlign: 'center' },
          ]}
          aria-hidden="true"
        >
          {m.noImage}
        </div>
      )}
      <div css={{ minWidth: 0 }}>
        <h2 css={{ margin: '0 0 4px', fontSize: 16, overflowWrap: 'anywhere' }}>{item.title || `#${item.id}`}</h2>
        <dl
          css={{
            margin: 0,
            display: 'flex',
            flexWrap: 'wrap',
            gap: '2px 14px',
            fontSize: 13,
            color: theme.colors.textMuted,
            dd: { margin: 0, color: theme.colors.text },
          }}
        >
          <div css={{ display: 'flex', gap: 4 }}>
            <dt>{m.server}:</dt>
            <dd>{item.server || '–'}</dd>
          </div>
          <div css={{ display: 'flex', gap: 4 }}>
            <dt>{m.type}:</dt>
            <dd>{typeName(item) || '–'}</dd>
          </div>
        </dl>
      </div>
      <div
        css={{
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          justifyContent: 'flex-end',
          [theme.mobile]: { gridColumn: '1 / -1', justifyContent: 'space-between' },
        }}
      >
        <strong css={{ fontSize: 18 }}>{formatUsd(item.price)}</strong>
        <Button
          variant="outline"
          aria-label={m.removeLabel(item.title || `#${item.id}`)}
          css={{ minHeight: 36, padding: '4px 12px' }}
          onClick={() => removeFromCart(item.id)}
        >
          {m.remove}
        </Button>
      </div>
    </li>
  );
}

/**
 * /cart: the products kept in localStorage `cart`, bought all together with 'Satın Al'. Rendered on
 * the server as its frame: the heading, and the empty state's box hidden until the browser knows
 * the cart (an empty cart then shows it in place; a cart with products never flashes it).
 */
export function CartPage() {
  const m = messages.cart;
  const items = useCart();
  const known = useCartKnown();
  const { session } = useShell();
  const checkout = useCheckout();
  const total = cartTotal(items);

  return (
    <Page>
      <h1 css={{ marginTop: 0 }}>{m.title}</h1>
      {items.length === 0 ? (
        <section
          aria-hidden={known ? undefined : true}
          css={[panel, { maxWidth: 560, margin: '0 auto' }, !known && { visibility: 'hidden' }]}
        >
          <EmptyState
            title={m.empty}
            hint={m.emptyHint}
            action={
              <Link to="/" css={backLink}>
                {m.backToShop}
              </Link>
            }
          />
        </section>
      ) : (
        <div css={layout}>
          <ul aria-label={m.items} css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}>
            {items.map((item) => (
              <CartRow key={item.id} item={item} />
            ))}
          </ul>
          <aside aria-labelledby="cart-summary" css={[panel, { padding: 20, display: 'grid', gap: 10 }]}>
            <h2 id="cart-summary" css={{ margin: 0, fontSize: 18 }}>
              {m.summary}
            </h2>
            <div css={{ display: 'flex', justifyContent: 'space-between', color: theme.colors.textMuted }}>
              <span>{m.subtotal}</span>
              <span data-testid="cart-subtotal">{formatUsd(total)}</span>
            </div>
            <div
              css={{
                display: 'flex',
                justifyContent: 'space-between',
                paddingTop: 10,
                borderTop: `1px solid ${theme.colors.borderMuted}`,
                fontSize: 20,
              }}
            >
              <strong>{m.total}</strong>
              <strong data-testid="cart-total">{formatUsd(total)}</strong>
            </div>
            {/* Live once the session is known (guests are sent to sign in): a press before does not vanish. */}
            <Button onClick={checkout.start} disabled={session.loading} css={{ minHeight: 48, marginTop: 6 }}>
              {m.buy}
            </Button>
          </aside>
        </div>
      )}
      <CheckoutDialog
        open={checkout.open && items.length > 0}
        items={items}
        total={total}
        error={checkout.error}
        processing={checkout.processing}
        onConfirm={() => void checkout.confirm(items)}
        onClose={checkout.close}
      />
    </Page>
  );
}
