import { css } from '@emotion/react';
import { Page, panel, theme, useShell } from '@shop/ui';
import * as messages from '../../../messages';
import { formatDuration, formatPercent } from '../lib/format-figure';
import { useTrustFigures, type OrderWindow, type TicketWindow } from '../hooks/use-trust-figures';

const text = messages.trust;

type RowKey = keyof typeof text.rows;

/** What each row shows of a window: the count behind the figures always, a figure only when `enough`. */
const ROWS: Array<{ key: RowKey; value(orders: OrderWindow, tickets: TicketWindow | undefined): string }> = [
  { key: 'orders', value: (w) => String(w.orders) },
  { key: 'deliveryMedian', value: (w) => figure(w.enough, w.deliveryMedianSeconds, formatDuration) },
  { key: 'deliveryP95', value: (w) => figure(w.enough, w.deliveryP95Seconds, formatDuration) },
  { key: 'automatic', value: (w) => figure(w.enough, w.automaticPercent, formatPercent) },
  { key: 'claims', value: (w) => figure(w.enough, w.claimsPer100Orders, String) },
  { key: 'replaced', value: (w) => figure(w.enough, w.replacedPercent, formatPercent) },
  { key: 'replacementMedian', value: (w) => figure(w.enough, w.replacementMedianSeconds, formatDuration) },
  { key: 'refused', value: (w) => figure(w.enough, w.refusedPercent, formatPercent) },
  {
    key: 'tickets',
    value: (_, t) => figure(t?.enough ?? false, t?.answeredWithin24hPercent ?? null, formatPercent),
  },
];

function figure<T>(enough: boolean, value: T | null, format: (value: T) => string): string {
  if (!enough) return text.notEnough;
  return value === null ? text.none : format(value);
}

const table = css({
  width: '100%',
  borderCollapse: 'collapse',
  marginTop: 20,
  'th, td': { padding: '12px 10px', borderTop: `1px solid ${theme.colors.borderMuted}`, verticalAlign: 'top' },
  'thead th': { color: theme.colors.textMuted, fontSize: 13, letterSpacing: '0.06em', textAlign: 'left' },
  'tbody th': { textAlign: 'left', fontWeight: 400 },
  td: { whiteSpace: 'nowrap', fontWeight: 700, fontVariantNumeric: 'tabular-nums' },
  // Phones: each figure's name and definition across the width, its two windows side by side below,
  // each labelled with its window (the column headers stay for screen readers, out of sight).
  [theme.mobile]: {
    thead: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' },
    tr: { display: 'grid', gridTemplateColumns: '1fr 1fr', borderTop: `1px solid ${theme.colors.borderMuted}` },
    'th, td': { borderTop: 'none', padding: '8px 4px' },
    'tbody th': { gridColumn: '1 / -1' },
    td: { whiteSpace: 'normal' },
    'td::before': {
      content: 'attr(data-window)',
      display: 'block',
      color: theme.colors.textMuted,
      fontSize: 12,
      fontWeight: 400,
    },
  },
});

const definition = css({ display: 'block', color: theme.colors.textMuted, fontSize: 14, marginTop: 4 });

/** `/trust`: the shop's delivery, warranty and support figures over 30 and 90 days, each with its definition. */
export function TrustPage() {
  const { figures, loading, error } = useTrustFigures();
  // On the server a failed read is no page: the render fails and the client-rendered page is sent.
  const { serverPage } = useShell();
  if (serverPage && error) throw error instanceof Error ? error : new Error('the trust figures could not be read');
  const windows = figures?.orderTrustFigures ?? [];
  return (
    <Page>
      <article
        css={[
          panel,
          { padding: '28px 24px', maxWidth: 900, margin: '0 auto', [theme.mobile]: { padding: '20px 14px' } },
        ]}
      >
        <h1 css={{ marginTop: 0 }}>{text.title}</h1>
        <p>{text.intro}</p>
        <p>{text.orderDated}</p>
        <p>{text.floor}</p>
        {loading ? (
          <p role="status">{text.loading}</p>
        ) : error || !figures ? (
          <p role="alert">{text.failed}</p>
        ) : (
          <table css={table} aria-label={text.tableLabel}>
            <thead>
              <tr>
                <th scope="col">{text.figure}</th>
                {windows.map((window) => (
                  <th scope="col" key={window.days}>
                    {text.window(window.days)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ROWS.map((row) => (
                <tr key={row.key}>
                  <th scope="row">
                    {text.rows[row.key].name}
                    <span css={definition}>{text.rows[row.key].definition}</span>
                  </th>
                  {windows.map((window) => (
                    <td key={window.days} data-window={text.window(window.days)}>
                      {row.value(
                        window,
                        figures.ticketTrustFigures.find((tickets) => tickets.days === window.days),
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p css={{ color: theme.colors.textMuted, fontSize: 14, marginBottom: 0 }}>{text.refreshed}</p>
      </article>
    </Page>
  );
}
