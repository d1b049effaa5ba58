import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { formatUsd } from '@shop/shared';
import { Button, Dialog, DialogRow, EmptyState, Field, FieldGrid, Tabs, TextArea, formatTimestamp } from '@shop/ui';
import {
  DeliverAdminOrderDocument,
  GetAdminOrderCredentialsDocument,
  type GetAdminOrdersQuery,
} from '../../../gql/graphql';
import { RevealForm, useCredentialReveal } from '../../../components/credential-reveal';
import { useAdminFeedback } from '../../../hooks/use-admin-feedback';
import { messages } from '../../../messages';
import { deliveryFormSchema, type DeliveryFormValues } from '../order-forms';
import { OrderActions } from './order-actions';
import { OrderUnitLife } from '../../../components/unit-life';
import { customerName, orderStatusLabel } from './order-labels';

export type AdminOrder = GetAdminOrdersQuery['adminOrders'][number];
type TabKey = keyof typeof messages.orders.detail.tabNames;
const TAB_KEYS: TabKey[] = ['customer', 'order', 'product', 'account', 'life'];
const d = messages.orders.detail;

function DeliveryForm({ orderId }: { orderId: number }) {
  const { success, failure } = useAdminFeedback();
  const [deliver] = useMutation(DeliverAdminOrderDocument, {
    refetchQueries: ['GetAdminOrders'],
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<DeliveryFormValues>({
    defaultValues: { accountDetails: '', deliveryNotes: '' },
    resolver: zodResolver(deliveryFormSchema),
  });
  const onSubmit = async ({ accountDetails, deliveryNotes }: DeliveryFormValues) => {
    try {
      await deliver({ variables: { input: { orderId, accountDetails, deliveryNotes: deliveryNotes.trim() || null } } });
      success(d.delivered);
      reset();
    } catch (error) {
      failure(error);
    }
  };
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} css={{ marginTop: 16 }}>
      <h3 css={{ margin: '0 0 6px', fontSize: 16 }}>{d.deliverHeading}</h3>
      <FieldGrid columns={1}>
        <Field label={d.deliverLabel} error={errors.accountDetails} hint={d.deliverHint}>
          {(control) => <TextArea {...control} {...register('accountDetails')} />}
        </Field>
        <Field label={d.notesLabel} error={errors.deliveryNotes} hint={d.notesHint}>
          {(control) => <TextArea {...control} rows={3} css={{ minHeight: 72 }} {...register('deliveryNotes')} />}
        </Field>
      </FieldGrid>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? d.delivering : d.deliver}
      </Button>
    </form>
  );
}

/** The delivered credentials, only after a reveal: a reason and, when asked, the password again (audited). */
function CredentialsReveal({ orderId }: { orderId: number }) {
  const client = useApolloClient();
  const { state, submit } = useCredentialReveal(async (reason) => {
    const result = await client.query({
      query: GetAdminOrderCredentialsDocument,
      variables: { orderId, reason },
      fetchPolicy: 'no-cache',
    });
    return result.data?.orderCredentials.credentials ?? '';
  });
  if (state.step === 'form')
    return <RevealForm key={String(state.askPassword)} label={d.revealTitle} state={state} onSubmit={submit} />;
  return (
    <pre
      aria-label={d.revealTitle}
      css={{
        margin: 0,
        padding: 12,
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        borderRadius: 8,
        background: 'rgba(0,0,0,0.25)',
      }}
    >
      {state.credentials}
    </pre>
  );
}

function AccountPanel({ order }: { order: AdminOrder }) {
  return (
    <div>
      {order.accountDelivered ? (
        <CredentialsReveal key={order.id} orderId={order.id} />
      ) : (
        <EmptyState title={d.noAccount} />
      )}
      {!order.accountDelivered && order.status !== 'cancelled' && order.status !== 'refunded' && (
        <DeliveryForm orderId={order.id} />
      )}
    </div>
  );
}

/** Customer, order, product and account-details tabs of one order; manual delivery when undelivered. */
export function OrderDetailDialog({ order, onClose }: { order: AdminOrder | null; onClose(): void }) {
  const [tab, setTab] = useState<TabKey>('customer');
  const orderId = order?.id;
  // Each order opens on its customer tab.
  useEffect(() => {
    if (orderId !== undefined) setTab('customer');
  }, [orderId]);
  if (!order) return null;
  const product = order.product;
  const category = [product.gameSlug, product.server, product.accountType, product.subCategory]
    .filter(Boolean)
    .join(' › ');
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={d.title(order.id)}
      closeLabel={messages.dialog.close}
      wide
    >
      <Tabs<TabKey>
        label={d.tabs}
        tabs={TAB_KEYS.map((key) => ({ key, label: d.tabNames[key] }))}
        selected={tab}
        onSelect={setTab}
      >
        {tab === 'customer' && (
          <div>
            <DialogRow label={d.userId}>{order.userId}</DialogRow>
            <DialogRow label={d.username}>{customerName(order)}</DialogRow>
            <DialogRow label={d.email}>{order.user?.email ?? ''}</DialogRow>
          </div>
        )}
        {tab === 'order' && (
          <div>
            <DialogRow label={d.orderId}>#{order.id}</DialogRow>
            <DialogRow label={d.date}>{formatTimestamp(order.orderDate)}</DialogRow>
            <DialogRow label={d.price}>{formatUsd(order.totalPrice)}</DialogRow>
            <DialogRow label={d.status}>{orderStatusLabel(order.status)}</DialogRow>
            <DialogRow label={d.deliveryStatus}>{order.deliveryStatus}</DialogRow>
            <DialogRow label={d.deliveryMethod}>{order.deliveryMethod}</DialogRow>
            {order.deliveryNotes && (
              <DialogRow label={d.deliveryNotes}>
                <span css={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{order.deliveryNotes}</span>
              </DialogRow>
            )}
            {order.cancelReason && <DialogRow label={d.cancelReason}>{order.cancelReason}</DialogRow>}
            <OrderActions order={order} />
          </div>
        )}
        {tab === 'product' && (
          <div>
            <DialogRow label={d.productId}>{product.id}</DialogRow>
            <DialogRow label={d.productTitle}>
              {product.title || messages.users.detail.orderFallback(order.id)}
            </DialogRow>
            <DialogRow label={d.productCode}>{product.productCode || messages.common.never}</DialogRow>
            <DialogRow label={d.category}>{category || messages.common.never}</DialogRow>
          </div>
        )}
        {tab === 'account' && <AccountPanel order={order} />}
        {tab === 'life' && <OrderUnitLife orderId={order.id} />}
      </Tabs>
    </Dialog>
  );
}
