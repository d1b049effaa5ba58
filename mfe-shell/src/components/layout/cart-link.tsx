import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { theme, useCart } from '@shop/ui';
import { messages } from '../../messages';

const link = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 8px;
  color: ${theme.colors.text};
  &:hover {
    color: ${theme.colors.accent};
    background: rgba(37, 99, 235, 0.12);
  }
`;

const badge = css`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: 999px;
  background: ${theme.colors.border};
  color: ${theme.colors.text};
  font-size: 11px;
  font-weight: 800;
  line-height: 18px;
  text-align: center;
`;

/** The cart in the top bar, with the number of products in it (localStorage `cart`). */
export function CartLink() {
  const count = useCart().length;
  return (
    <Link to="/cart" css={link} aria-label={messages.nav.cart(count)} title={messages.nav.cart(count)}>
      <svg
        aria-hidden="true"
        width="22"
        height="22"
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
      {count > 0 && (
        <span css={badge} aria-hidden="true" data-testid="cart-count">
          {count}
        </span>
      )}
    </Link>
  );
}
