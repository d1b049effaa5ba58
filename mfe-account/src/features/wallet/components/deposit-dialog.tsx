import { useState, type FormEvent } from 'react';
import { Button } from '@shop/ui';
import { Dialog } from '@shop/ui';
import { Field, SelectField } from '../../../components/field';
import { messages } from '../../../messages';
import { PAYMENT_METHODS, useDeposit, type PaymentMethod } from '../hooks/use-deposit';

export function DepositDialog({ userId }: { userId: number }) {
  const m = messages.wallet;
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('credit_card');
  const { deposit, loading } = useDeposit(userId);

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
          />
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
