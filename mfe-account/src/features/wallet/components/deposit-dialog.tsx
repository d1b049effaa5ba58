import { useId, useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PAYMENT_METHODS, depositInput, formatUsd, type PaymentMethod } from '@shop/shared';
import { Button, Dialog, formActions, theme, useShell } from '@shop/ui';
import { InputField, SelectField } from '../../../components/form-fields';
import { fieldProps, firstErrorMessage } from '../../../lib/form-errors';
import { messages } from '../../../messages';
import { useDeposit } from '../hooks/use-deposit';
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

const depositSchema = depositInput({ invalidAmount: messages.wallet.invalidAmountText });

interface DepositValues {
  amount: string;
  paymentMethod: PaymentMethod;
}

const methodOptions = PAYMENT_METHODS.map((value) => ({ value, label: messages.wallet.methods[value] }));

const blank: DepositValues = { amount: '', paymentMethod: 'credit_card' };

export function DepositDialog({ userId }: { userId: number }) {
  const m = messages.wallet;
  const [open, setOpen] = useState(false);
  const { deposit, loading } = useDeposit(userId);
  const { toast } = useShell();
  const limitsId = useId();
  const form = useForm<DepositValues, unknown, DepositValues>({
    defaultValues: blank,
    resolver: zodResolver(depositSchema),
  });
  const busy = loading || form.formState.isSubmitting;

  // The spec's check answers with the toast 'Invalid amount'; the field is marked.
  const refuse = (invalid: FieldErrors<DepositValues>) => {
    const description = firstErrorMessage(invalid, ['amount', 'paymentMethod']);
    if (description) toast({ title: m.invalidAmount, description, variant: 'destructive' });
  };
  const submit = form.handleSubmit(async ({ amount, paymentMethod }) => {
    if (await deposit(amount, paymentMethod)) {
      setOpen(false);
      form.reset(blank);
    }
  }, refuse);

  return (
    <>
      <Button onClick={() => setOpen(true)}>{m.topUp}</Button>
      <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)} title={m.topUp} description={m.topUpText}>
        {/* noValidate: an invalid amount gets the spec's own message (a toast) */}
        <form onSubmit={(event) => void submit(event)} noValidate css={{ display: 'grid', gap: 14 }}>
          <InputField
            label={m.amount}
            type="number"
            inputMode="decimal"
            min="0.01"
            step="0.01"
            placeholder="0.00"
            required
            autoFocus
            {...fieldProps(form, 'amount')}
            aria-describedby={limitsId}
          />
          <DepositLimitsNote id={limitsId} open={open} />
          <SelectField label={m.paymentMethod} options={methodOptions} {...fieldProps(form, 'paymentMethod')} />
          <div css={formActions}>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
              {m.cancel}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? m.processing : m.submit}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
