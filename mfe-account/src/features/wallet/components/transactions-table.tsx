import type { ReactNode } from 'react';
import { formatUsd } from '@shop/shared';
import { DataTable, formatDateTimeToMinute, theme, wideText, type ColumnDef } from '@shop/ui';
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

export interface TransactionsTableProps {
  transactions: Transaction[];
  loading?: boolean;
  /** A failed load (and nothing to show): the message and a retry. */
  error?: { message: string; action?: ReactNode } | null;
}

/** The wallet's ledger, newest first as the server sends it, with its loading, error and empty states. */
export function TransactionsTable({ transactions, loading = false, error = null }: TransactionsTableProps) {
  return (
    <DataTable
      label={m.transactions}
      columns={columns}
      data={transactions}
      getRowId={(t) => String(t.id)}
      loading={loading && messages.common.loading}
      error={error}
      empty={{ title: m.noTransactions }}
    />
  );
}
