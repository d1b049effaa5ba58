import { theme } from '@shop/ui';
import { table, tableWrap } from '@shop/ui';
import { formatDate, formatUsd } from '../../../lib/format';
import { messages } from '../../../messages';
import type { GetTransactionsQuery } from '../../../gql/graphql';

type Transaction = GetTransactionsQuery['transactions'][number];

function signedUsd(amount: string): string {
  const text = formatUsd(amount);
  return text.startsWith('-') ? text : `+${text}`;
}

export function TransactionsTable({ transactions }: { transactions: Transaction[] }) {
  const m = messages.wallet;
  return (
    <div css={tableWrap}>
      <table css={table}>
        <thead>
          <tr>
            <th scope="col">{m.columns.date}</th>
            <th scope="col">{m.columns.type}</th>
            <th scope="col">{m.columns.description}</th>
            <th scope="col">{m.columns.method}</th>
            <th scope="col">{m.columns.amount}</th>
            <th scope="col">{m.columns.status}</th>
          </tr>
        </thead>
        <tbody>
          {transactions.map((t) => {
            const negative = t.amount.trim().startsWith('-');
            return (
              <tr key={t.id}>
                <td data-label={m.columns.date}>{formatDate(t.createdAt)}</td>
                <td data-label={m.columns.type}>{m.types[t.type] ?? t.type}</td>
                <td data-label={m.columns.description} css={{ '&&': { whiteSpace: 'normal', minWidth: 180 } }}>
                  {t.description}
                </td>
                <td data-label={m.columns.method}>
                  {t.paymentMethod ? (m.methods[t.paymentMethod as keyof typeof m.methods] ?? t.paymentMethod) : '–'}
                </td>
                <td
                  data-label={m.columns.amount}
                  css={{ fontWeight: 700, color: negative ? theme.colors.danger : theme.colors.success }}
                >
                  {signedUsd(t.amount)}
                </td>
                <td data-label={m.columns.status}>{t.status === 'completed' ? m.statusCompleted : m.statusPending}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
