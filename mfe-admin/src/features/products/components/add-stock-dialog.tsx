import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, Dialog, Field, TextArea, errorMessage, theme } from '@shop/ui';
import { AddAdminProductStockDocument, type AdminProductFieldsFragment } from '../../../gql/graphql';
import { useAdminFeedback } from '../../../hooks/use-admin-feedback';
import { requiredText } from '../../../lib/schema';
import { messages } from '../../../messages';

/** Non-blank lines: what the server counts as accounts (as the import forms count them). */
const countLines = (text: string) => text.split(/\r?\n/).filter((line) => line.trim()).length;

const addStockSchema = z.object({ accounts: requiredText(messages.products.addStock.emptyAccounts) });
type AddStockValues = z.infer<typeof addStockSchema>;

type Outcome =
  | { kind: 'preview' | 'added'; text: string; count: number; stock: number }
  | { kind: 'error'; text: string; message: string };

/**
 * 'Stok Ekle' of one product row: account lines (either format) become credential units of the
 * product. Like the import forms: a live line count, a dry run ('Önizle') that stores nothing,
 * then the real addition; the result stays in the dialog.
 */
export function AddStockDialog({
  product,
  onOpenChange,
}: {
  product: Pick<AdminProductFieldsFragment, 'id' | 'title'> | null;
  onOpenChange(open: boolean): void;
}) {
  const m = messages.products.addStock;
  const { success, failure } = useAdminFeedback();
  const client = useApolloClient();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<AddStockValues>({ defaultValues: { accounts: '' }, resolver: zodResolver(addStockSchema) });
  const accounts = watch('accounts');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [addStock, { loading }] = useMutation(AddAdminProductStockDocument);
  const [pending, setPending] = useState<'preview' | 'add' | null>(null);

  useEffect(() => {
    reset({ accounts: '' });
    setOutcome(null);
  }, [product?.id, reset]);

  if (!product) return null;
  const lineCount = countLines(accounts);
  // A result shown belongs to the text it was computed for.
  const current = outcome && outcome.text === accounts ? outcome : null;

  const run = (dryRun: boolean) =>
    handleSubmit(async ({ accounts }) => {
      setPending(dryRun ? 'preview' : 'add');
      try {
        const result = await addStock({ variables: { productId: product.id, accounts, dryRun } });
        const answer = result.data?.addProductStock;
        if (!answer) return;
        if (dryRun) {
          setOutcome({ kind: 'preview', text: accounts, count: answer.addedCount, stock: answer.stockTotal });
        } else {
          success(m.added(answer.addedCount, answer.stockTotal));
          reset({ accounts: '' });
          setOutcome({ kind: 'added', text: '', count: answer.addedCount, stock: answer.stockTotal });
          await client.refetchQueries({ include: ['GetAdminProductPage', 'GetAdminProductUnits'] });
        }
      } catch (error) {
        setOutcome({
          kind: 'error',
          text: accounts,
          message: errorMessage(error, String((error as Error)?.message ?? error)),
        });
        if (!dryRun) failure(error);
      } finally {
        setPending(null);
      }
    });

  return (
    <Dialog
      open
      wide
      onOpenChange={onOpenChange}
      title={m.title(product.title)}
      description={m.description}
      closeLabel={messages.dialog.close}
      actions={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {m.cancel}
          </Button>
          <Button variant="outline" onClick={() => void run(true)()} disabled={loading}>
            {pending === 'preview' ? m.previewing : m.preview}
          </Button>
          <Button type="submit" form="add-stock-form" disabled={loading}>
            {pending === 'add' ? m.submitting : m.submit}
          </Button>
        </>
      }
    >
      <form id="add-stock-form" onSubmit={(event) => void run(false)(event)} noValidate>
        <Field label={m.accounts} error={errors.accounts}>
          {(control) => (
            <TextArea
              {...control}
              css={{ minHeight: 160, fontFamily: 'ui-monospace, monospace', fontSize: 13 }}
              {...register('accounts')}
            />
          )}
        </Field>
        <p aria-live="polite" css={{ margin: '4px 0 0', fontSize: 13, color: theme.colors.textMuted }}>
          {m.lineCount(lineCount)}
        </p>
      </form>
      {current && (
        <p
          role="status"
          css={{
            margin: '12px 0 0',
            padding: 10,
            borderRadius: theme.radius,
            border: `1px solid ${current.kind === 'error' ? theme.colors.danger : theme.colors.borderMuted}`,
            color: current.kind === 'error' ? theme.colors.danger : theme.colors.success,
            overflowWrap: 'anywhere',
          }}
        >
          {current.kind === 'error'
            ? current.message
            : current.kind === 'preview'
              ? m.previewResult(current.count, current.stock)
              : m.added(current.count, current.stock)}
        </p>
      )}
    </Dialog>
  );
}
