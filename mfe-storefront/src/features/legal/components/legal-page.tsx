import { Page, formatCalendarDate, panel, theme } from '@shop/ui';
import * as messages from '../../../messages';

export type LegalDocument = 'privacy' | 'terms' | 'refund';

export function LegalPage({ document }: { document: LegalDocument }) {
  const { title, paragraphs } = messages.legal[document];
  // Dated with the current date, in the Turkish locale like every date of the site (spec §9): 25.11.2026.
  const today = formatCalendarDate(new Date().toISOString());
  return (
    <Page>
      <article css={[panel, { padding: '28px 24px', maxWidth: 820, margin: '0 auto' }]}>
        <h1 css={{ marginTop: 0 }}>{title}</h1>
        <p css={{ color: theme.colors.textMuted, fontSize: 14 }}>{messages.legal.lastUpdated(today)}</p>
        {paragraphs.map((text, index) => (
          <p key={index}>{text}</p>
        ))}
      </article>
    </Page>
  );
}
