import { formatUsd } from '@shop/shared';
import { DataTable, formatDateTimeToMinute, theme, wideText, type ColumnDef } from '@shop/ui';
import { rowId, type ListStates } from '../../../components/list-states';
import { messages } from '../../../messages';
import type { GetTransactionsQuery } from '../../../gql/graphql';

type Transaction = GetTransactionsQuery['transactions'][number];

function signedUsd(amount: string): string {
  const text = formatUsd(amount);
  return text.startsWith('-') ? text : `+${text}`;
}

const m = messages.wallet;

const columns: ColumnDef<Transaction>[] = [
  { id: 'date', header: m.columns.date, cell: ({ row }) => formatDateTimeToMinute(row.original.createdAt) },
  { id: 'type', header: m.columns.type, cell: ({ row }) => m.types[row.original.type] ?? row.original.type },
  {
    id: 'description',
    header: m.columns.description,
    cell: ({ row }) => <span css={wideText(180)}>{row.original.description}</span>,
  },
  {
    id: 'method',
    header: m.columns.method,
    cell: ({ row: { original: t } }) =>
      t.paymentMethod ? (m.methods[t.paymentMethod as keyof typeof m.methods] ?? t.paymentMethod) : '–',
  },
  {
    id: 'amount',
    header: m.columns.amount,
    cell: ({ row: { original: t } }) => (
      <span
        css={{ fontWeight: 700, color: t.amount.trim().startsWith('-') ? theme.colors.danger : theme.colors.success }}
      >
        {signedUsd(t.amount)}
      </span>
    ),
  },
  {
    id: 'status',
    header: m.columns.status,
    cell: ({ row }) => (row.original.status === 'completed' ? m.statusCompleted : m.statusPending),
  },
];

/** The wallet's ledger, newest first as the server sends it, with its loading, error and empty states. */
export function TransactionsTable({ transactions, ...states }: { transactions: Transaction[] } & ListStates) {
  return (
    <DataTable
      label={m.transactions}
      columns={columns}
      data={transactions}
      getRowId={rowId}
      {...states}
      empty={{ title: m.noTransactions }}
    />
  );
}
