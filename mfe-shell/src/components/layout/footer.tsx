import { memo } from 'react';
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

// Outline glyphs in the order of messages.footer.socialNames; the shop has no social accounts to
// link to yet, so they are labelled images, not links that go nowhere.
const SOCIAL_PATHS = [
  'M7 3.5h10A3.5 3.5 0 0 1 20.5 7v10a3.5 3.5 0 0 1-3.5 3.5H7A3.5 3.5 0 0 1 3.5 17V7A3.5 3.5 0 0 1 7 3.5zM12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zM17 6.8v.01',
  'M5 4.5l14 15M19 4.5l-14 15',
  'M4.5 7.5a2 2 0 0 1 1.8-2C8 5.3 10 5.2 12 5.2s4 .1 5.7.3a2 2 0 0 1 1.8 2c.2 1.5.2 3.5 0 5-.1 1-.8 1.9-1.8 2-1.7.2-3.7.3-5.7.3s-4-.1-5.7-.3a2 2 0 0 1-1.8-2c-.2-1.5-.2-3.5 0-5zM10.5 8.5v4l3.5-2z',
  'M14.5 20.5v-7h2.3l.4-2.8h-2.7V9c0-.8.3-1.4 1.4-1.4h1.4V5.2a17 17 0 0 0-2.1-.1c-2.1 0-3.5 1.3-3.5 3.6v2h-2.3v2.8h2.3v7',
];

const socialIcon = css`
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  border: 1px solid ${theme.colors.borderMuted};
  color: ${theme.colors.textMuted};
`;

// No props: memo keeps it out of the layout's re-renders (session, route).
export const Footer = memo(function Footer() {
  const f = messages.footer;
  return (
    <footer css={footer}>
      <div css={grid}>
        <section>
          <p css={{ fontWeight: 800, letterSpacing: '0.06em', margin: '0 0 8px' }}>{messages.brand}</p>
          <p css={{ color: theme.colors.textMuted, margin: '0 0 12px', maxWidth: 420 }}>{f.tagline}</p>
          <ul
            aria-label={f.social}
            css={{ listStyle: 'none', margin: '0 0 14px', padding: 0, display: 'flex', gap: 10 }}
          >
            {f.socialNames.map((name, i) => (
              <li key={name} css={socialIcon}>
                <svg width="18" height="18" viewBox="0 0 24 24" role="img" aria-label={name}>
                  <path
                    d={SOCIAL_PATHS[i]}
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.7"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              </li>
            ))}
          </ul>
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
            <li>
              <Link to="/trust">{f.trust}</Link>
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
});
