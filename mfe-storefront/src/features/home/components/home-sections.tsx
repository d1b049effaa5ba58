import { memo, startTransition, useEffect, useId, useState } from 'react';
import { css } from '@emotion/react';
import { theme } from '@shop/ui';
import * as messages from '../../../messages';

const sectionHeading = css`
  margin: 0 0 18px;
  font-size: clamp(22px, 3vw, 30px);
  letter-spacing: 0.04em;
  text-align: center;
`;

const cardCss = css`
  padding: 20px;
  border-radius: ${theme.radius};
  border: 1px solid ${theme.colors.borderMuted};
  background: linear-gradient(180deg, ${theme.colors.surface}, ${theme.colors.background});
  h2,
  h3 {
    margin: 0 0 8px;
    font-size: 17px;
    color: ${theme.colors.accent};
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
    line-height: 1.5;
  }
`;

const grid = (columns: number) => css`
  display: grid;
  grid-template-columns: repeat(${columns}, minmax(0, 1fr));
  gap: 16px;
  ${theme.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 12px;
  }
`;

// The sections take no props: memo keeps them out of the home page's re-renders (the session,
// the category data and the shell's services arriving after the first render).

/** Right below the page's h1, so its card titles are h2: a skipped level breaks heading navigation. */
export const TrustCards = memo(function TrustCards() {
  return (
    <section
      aria-label={messages.home.trust.map((t) => t.title).join(', ')}
      css={[grid(3), { margin: '40px 0' }]}
      data-testid="trust-cards"
    >
      {messages.home.trust.map((item) => (
        <div key={item.title} css={[cardCss, { borderColor: theme.colors.border, textAlign: 'center' }]}>
          <h2>{item.title}</h2>
          <p>{item.text}</p>
        </div>
      ))}
    </section>
  );
});

export const WhyChooseUs = memo(function WhyChooseUs() {
  const id = useId();
  return (
    <section aria-labelledby={id} css={{ margin: '48px 0' }}>
      <h2 id={id} css={sectionHeading}>
        {messages.home.whyHeading}
      </h2>
      <div
        css={[grid(3), { [theme.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } }]}
        data-testid="why-choose-us"
      >
        {messages.home.why.map((item) => (
          <div key={item.title} css={cardCss}>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </div>
        ))}
      </div>
    </section>
  );
});

export const WhyBuyAccounts = memo(function WhyBuyAccounts() {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      css={[cardCss, { margin: '48px 0', padding: '28px 24px', borderColor: theme.colors.border }]}
    >
      <h2 id={id} css={[sectionHeading, { textAlign: 'left' }]}>
        {messages.home.whyBuyHeading}
      </h2>
      <ul css={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 8, color: theme.colors.textMuted, lineHeight: 1.5 }}>
        {messages.home.whyBuy.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </section>
  );
});

const faqButton = css`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
  width: 100%;
  padding: 14px 16px;
  border: 0;
  background: transparent;
  color: ${theme.colors.text};
  font-weight: 700;
  text-align: left;
  cursor: pointer;
`;

/** Two columns of eight collapsible questions; opening one closes the other. */
export const Faq = memo(function Faq() {
  const [open, setOpen] = useState<number | null>(null);
  const id = useId();
  const items = messages.home.faq;
  const half = Math.ceil(items.length / 2);
  const columns = [items.slice(0, half), items.slice(half)];
  return (
    <section id="faq-section" aria-labelledby={id} lang="tr" css={{ margin: '48px 0', scrollMarginTop: 80 }}>
      <h2 id={id} css={sectionHeading}>
        {messages.home.faqHeading}
      </h2>
      <div css={[grid(2), { alignItems: 'start' }]}>
        {columns.map((column, c) => (
          <div key={c} css={{ display: 'grid', gap: 10 }}>
            {column.map((item, i) => {
              const index = c * half + i;
              const expanded = open === index;
              return (
                <div
                  key={item.q}
                  css={{
                    borderRadius: 8,
                    border: `1px solid ${expanded ? theme.colors.border : theme.colors.borderMuted}`,
                    background: theme.colors.surface,
                  }}
                >
                  <h3 css={{ margin: 0, fontSize: 15 }}>
                    <button
                      type="button"
                      css={faqButton}
                      aria-expanded={expanded}
                      aria-controls={`${id}-${index}`}
                      onClick={() => setOpen(expanded ? null : index)}
                    >
                      {item.q}
                      <span aria-hidden="true" css={{ color: theme.colors.accent, fontSize: 20 }}>
                        {expanded ? '−' : '+'}
                      </span>
                    </button>
                  </h3>
                  <div
                    id={`${id}-${index}`}
                    hidden={!expanded}
                    css={{ padding: '0 16px 14px', color: theme.colors.textMuted, lineHeight: 1.55 }}
                  >
                    {item.a}
                  </div>
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </section>
  );
});

/**
 * The sections below the fold, mounted one task after the page's first commit (in a transition):
 * the first commit (and its style insertion) is a third smaller, and the rest runs in tasks of its
 * own instead of one long task (Lighthouse's TBT). They are out of view on the first paint, so
 * nothing in view moves when they arrive.
 */
export function BelowTheFold() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setShown(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <>
      <WhyChooseUs />
      <WhyBuyAccounts />
      <Faq />
    </>
  );
}
