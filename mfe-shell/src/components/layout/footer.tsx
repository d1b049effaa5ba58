import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { theme } from '@shop/ui';
import { messages } from '../../messages';

const footer = css`
  margin-top: 64px;
  border-top: 1px solid ${theme.colors.borderMuted};
  background: ${theme.colors.surface};
`;

const grid = css`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 36px 20px 24px;
  display: grid;
  grid-template-columns: 2fr 1fr 1fr;
  gap: 28px;
  ${theme.mobile} {
    grid-template-columns: 1fr;
    gap: 20px;
  }
`;

const heading = css`
  font-size: 13px;
  letter-spacing: 0.12em;
  color: ${theme.colors.textMuted};
  margin: 0 0 10px;
`;

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 6px;
  a {
    color: ${theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    color: ${theme.colors.accent};
  }
`;

export function Footer() {
  const f = messages.footer;
  return (
    <footer css={footer}>
      <div css={grid}>
        <section>
          <p css={{ fontWeight: 800, letterSpacing: '0.06em', margin: '0 0 8px' }}>{messages.brand}</p>
          <p css={{ color: theme.colors.textMuted, margin: '0 0 12px', maxWidth: 420 }}>{f.tagline}</p>
          <Link to="/panel" css={{ fontWeight: 600 }}>
            {f.adminPanel}
          </Link>
        </section>
        <section aria-labelledby="footer-company">
          <h2 id="footer-company" css={heading}>
            {f.company}
          </h2>
          <ul css={list}>
            {f.companyLinks.map((label) => (
              <li key={label} css={{ color: theme.colors.textMuted }}>
                {label}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal" css={heading}>
            {f.legal}
          </h2>
          <ul css={list}>
            <li>
              <Link to="/privacy-policy">{f.privacy}</Link>
            </li>
            <li>
              <Link to="/terms-of-service">{f.terms}</Link>
            </li>
            <li>
              <Link to="/refund-policy">{f.refund}</Link>
            </li>
          </ul>
        </section>
      </div>
      <div
        css={{
          maxWidth: theme.maxWidth,
          margin: '0 auto',
          padding: '14px 20px 24px',
          borderTop: `1px solid ${theme.colors.borderMuted}`,
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          gap: 8,
          color: theme.colors.textMuted,
          fontSize: 14,
        }}
      >
        <span>{f.copyright(new Date().getFullYear())}</span>
        <span>
          {f.payments}: {f.paymentNames.join(' · ')}
        </span>
      </div>
    </footer>
  );
}
