import { useId, useState, type FormEvent } from 'react';
import { Button, theme } from '@shop/ui';
import { Dialog } from '@shop/ui';
import { Field, SelectField } from '../../../components/field';
import { formatUsd } from '../../../lib/format';
import { messages } from '../../../messages';
import { PAYMENT_METHODS, useDeposit, type PaymentMethod } from '../hooks/use-deposit';
import { useDepositLimits } from '../hooks/use-deposit-limits';

/** The limits the server enforces, stated before the customer submits (the amount field points to them). */
function DepositLimitsNote({ id, open }: { id: string; open: boolean }) {
  const m = messages.wallet;
  const { limits, loading, failed } = useDepositLimits(open);
  const box = {
    margin: 0,
    padding: '10px 12px',
    borderRadius: 8,
    border: `1px solid ${theme.colors.borderMuted}`,
    background: theme.colors.background,
    fontSize: 14,
  };
  if (loading)
    return (
      <p id={id} role="status" css={[box, { color: theme.colors.textMuted }]}>
        {m.limitsLoading}
      </p>
    );
  if (failed || !limits)
    return failed ? (
      <p id={id} css={[box, { color: theme.colors.textMuted }]}>
        {m.limitsFailed}
      </p>
    ) : null;
  const lines = [
    m.limitPerDeposit(formatUsd(limits.perDeposit)),
    ...(limits.per24Hours ? [m.limitPer24Hours(formatUsd(limits.per24Hours))] : []),
    ...(limits.depositsPerWindow
      ? [m.limitDeposits(limits.depositsPerWindow.count, m.limitWindow(limits.depositsPerWindow.windowSeconds))]
      : []),
  ];
  return (
    <section id={id} aria-label={m.limitsTitle} css={box}>
      <h3 css={{ margin: '0 0 4px', fontSize: 14, fontWeight: 700, color: theme.colors.textMuted }}>{m.limitsTitle}</h3>
      <ul css={{ margin: 0, paddingLeft: 18, display: 'grid', gap: 2 }}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

export function DepositDialog({ userId }: { userId: number }) {
  const m = messages.wallet;
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('credit_card');
  const { deposit, loading } = useDeposit(userId);
  const limitsId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await deposit(amount, method)) {
      setOpen(false);
      setAmount('');
    }
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>{m.topUp}</Button>
      <Dialog open={open} onOpenChange={(next) => !loading && setOpen(next)} title={m.topUp} description={m.topUpText}>
        {/* noValidate: an invalid amount gets the spec's own message (a toast) */}
        <form onSubmit={(event) => void submit(event)} noValidate css={{ display: 'grid', gap: 14 }}>
          <Field
            label={m.amount}
            name="amount"
            type="number"
            inputMode="decimal"
            min="0.01"
            step="0.01"
            placeholder="0.00"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            required
            autoFocus
            aria-describedby={limitsId}
          />
          <DepositLimitsNote id={limitsId} open={open} />
          <SelectField
            label={m.paymentMethod}
            name="paymentMethod"
            value={method}
            onChange={(event) => setMethod(event.target.value as PaymentMethod)}
          >
            {PAYMENT_METHODS.map((value) => (
              <option key={value} value={value}>
                {m.methods[value]}
              </option>
            ))}
          </SelectField>
          <div css={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 10, marginTop: 6 }}>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={loading}>
              {m.cancel}
            </Button>
            <Button type="submit" disabled={loading}>
              {loading ? m.processing : m.submit}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
