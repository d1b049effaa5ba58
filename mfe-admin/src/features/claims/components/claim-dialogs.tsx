import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@apollo/client/react';
import { formatUsd } from '@shop/shared';
import { Button, Dialog, Field, FieldGrid, TextArea } from '@shop/ui';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { GetClaimOrderPriceDocument, type AdminClaimFieldsFragment } from '../../../gql/graphql';
import { messages } from '../../../messages';
import { refuseFormSchema, type RefuseFormValues } from '../claim-forms';

const m = messages.claims;

/** 'İade Et': states what goes back to the wallet (the order's price, read when the dialog opens). */
export function CreditClaimDialog({
  claim,
  busy,
  onConfirm,
  onCancel,
}: {
  claim: AdminClaimFieldsFragment | null;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const { data } = useQuery(GetClaimOrderPriceDocument, {
    variables: { id: claim?.orderId ?? 0 },
    skip: !claim,
  });
  const price = claim && data?.adminOrder.id === claim.orderId ? formatUsd(data.adminOrder.totalPrice) : null;
  return (
    <ConfirmDialog
      open={claim !== null}
      title={claim ? m.creditTitle(claim.id) : ''}
      description={m.creditText(price)}
      confirmLabel={m.creditConfirm}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

/** 'Reddet': the reason the buyer reads is required (react-hook-form + zod, as the panel's other forms). */
export function RefuseClaimDialog({
  claim,
  onSubmit,
  onCancel,
}: {
  claim: AdminClaimFieldsFragment | null;
  /** Answers true when the refusal was saved (the dialog then closes). */
  onSubmit(note: string): Promise<boolean>;
  onCancel(): void;
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RefuseFormValues>({ defaultValues: { note: '' }, resolver: zodResolver(refuseFormSchema) });
  useEffect(() => {
    if (claim) reset({ note: '' });
  }, [claim, reset]);
  const submit = handleSubmit(async ({ note }) => {
    await onSubmit(note.trim());
  });
  return (
    <Dialog
      open={claim !== null}
      onOpenChange={(next) => !next && onCancel()}
      title={claim ? m.refuseTitle(claim.id) : ''}
      description={m.refuseText}
      closeLabel={messages.dialog.close}
      actions={
        <>
          <Button variant="outline" onClick={onCancel}>
            {messages.common.cancel}
          </Button>
          <Button type="submit" form="refuse-claim-form" disabled={isSubmitting}>
            {isSubmitting ? m.refusing : m.refuseSubmit}
          </Button>
        </>
      }
    >
      <form id="refuse-claim-form" noValidate onSubmit={(event) => void submit(event)}>
        <FieldGrid columns={1}>
          <Field label={m.refuseLabel} error={errors.note}>
            {(control) => <TextArea {...control} rows={3} {...register('note')} />}
          </Field>
        </FieldGrid>
      </form>
    </Dialog>
  );
}
