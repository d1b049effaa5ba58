import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { formatUsd } from '@shop/shared';
import { Button, Field, FieldGrid, TextArea, theme } from '@shop/ui';
import {
  CancelAdminOrderDocument,
  RefundAdminOrderDocument,
  StartAdminOrderProcessingDocument,
  type GetAdminOrdersQuery,
} from '../../../gql/graphql';
import { useAdminFeedback } from '../../../hooks/use-admin-feedback';
import { messages } from '../../../messages';
import { reasonFormSchema, type ReasonFormValues } from '../order-forms';

type AdminOrder = GetAdminOrdersQuery['adminOrders'][number];
const d = messages.orders.detail;
const REFETCH = ['GetAdminOrders', 'GetAdminOrderDetails'];

const section = { marginTop: 18, paddingTop: 14, borderTop: `1px solid ${theme.colors.borderMuted}` };
const hint = { margin: '0 0 10px', color: theme.colors.textMuted, fontSize: 13 };

/** A reason (required, as the API wants it) and one button: the panel's cancel and refund forms. */
function ReasonForm({
  heading,
  hintText,
  label,
  submit,
  busyLabel,
  onSubmit,
}: {
  heading: string;
  hintText: string;
  label: string;
  submit: string;
  busyLabel: string;
  onSubmit(reason: string): Promise<boolean>;
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ReasonFormValues>({ defaultValues: { reason: '' }, resolver: zodResolver(reasonFormSchema) });
  return (
    <form
      noValidate
      aria-label={heading}
      onSubmit={handleSubmit(async ({ reason }) => {
        if (await onSubmit(reason.trim())) reset();
      })}
      css={section}
    >
      <h3 css={{ margin: '0 0 6px', fontSize: 16 }}>{heading}</h3>
      <FieldGrid columns={1}>
        <Field label={label} error={errors.reason} hint={hintText}>
          {(control) => <TextArea {...control} rows={2} css={{ minHeight: 64 }} {...register('reason')} />}
        </Field>
      </FieldGrid>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? busyLabel : submit}
      </Button>
    </form>
  );
}

/**
 * What an admin can do with an order besides delivering it: take a waiting order on
 * (processing), cancel an undelivered one (price back to the wallet, stock returned) or refund a
 * delivered one, each with the reason the buyer is told.
 */
export function OrderActions({ order }: { order: AdminOrder }) {
  const { success, failure } = useAdminFeedback();
  const [startProcessing, processing] = useMutation(StartAdminOrderProcessingDocument, { refetchQueries: REFETCH });
  const [cancelOrder] = useMutation(CancelAdminOrderDocument, { refetchQueries: REFETCH, awaitRefetchQueries: true });
  const [refundOrder] = useMutation(RefundAdminOrderDocument, { refetchQueries: REFETCH, awaitRefetchQueries: true });
  const price = formatUsd(order.totalPrice);

  const run = async (action: () => Promise<unknown>, done: string): Promise<boolean> => {
    try {
      await action();
      success(done);
      return true;
    } catch (error) {
      failure(error);
      return false;
    }
  };

  if (order.status === 'cancelled') return <p css={[section, hint]}>{d.closedCancelled}</p>;
  if (order.status === 'refunded') return <p css={[section, hint]}>{d.closedRefunded}</p>;

  if (order.accountDelivered) {
    return (
      <ReasonForm
        heading={d.refundHeading}
        hintText={d.refundHint(price)}
        label={d.refundReasonLabel}
        submit={d.refund}
        busyLabel={d.refunding}
        onSubmit={(reason) =>
          run(() => refundOrder({ variables: { input: { orderId: order.id, reason } } }), d.refunded)
        }
      />
    );
  }

  return (
    <div>
      {order.status === 'pending' && (
        <div css={section}>
          <p css={hint}>{d.processHint}</p>
          <Button
            variant="outline"
            disabled={processing.loading}
            onClick={() => void run(() => startProcessing({ variables: { orderId: order.id } }), d.processed)}
          >
            {processing.loading ? d.processing : d.process}
          </Button>
        </div>
      )}
      <ReasonForm
        heading={d.cancelHeading}
        hintText={d.cancelHint(price)}
        label={d.cancelReasonLabel}
        submit={d.cancel}
        busyLabel={d.cancelling}
        onSubmit={(reason) =>
          run(() => cancelOrder({ variables: { input: { orderId: order.id, reason } } }), d.cancelled)
        }
      />
    </div>
  );
}
