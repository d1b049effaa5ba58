import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockedResponse } from '@apollo/client/testing';
import {
  DisableAdminWebhookEndpointDocument,
  EnableAdminWebhookEndpointDocument,
  GetAdminUserWebhooksDocument,
  GetAdminWebhookDeliveriesDocument,
  RedeliverAdminWebhookDocument,
  type AdminWebhookDeliveryFieldsFragment,
  type AdminWebhookEndpointFieldsFragment,
} from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render';
import { WebhooksPanel } from './webhooks-panel';

const URL = 'https://partner.example/hooks';
const endpoint = (extra: Partial<AdminWebhookEndpointFieldsFragment> = {}): AdminWebhookEndpointFieldsFragment => ({
  __typename: 'WebhookEndpoint',
  id: 4,
  url: URL,
  events: ['order.delivered', 'wallet.credited'],
  status: 'active',
  disabledReason: null,
  createdAt: '2026-11-29T05:00:00.000Z',
  ...extra,
});
const delivery = (
  id: number,
  extra: Partial<AdminWebhookDeliveryFieldsFragment> = {},
): AdminWebhookDeliveryFieldsFragment => ({
  __typename: 'WebhookDelivery',
  id,
  eventType: 'order.delivered',
  status: 'delivered',
  attempts: 1,
  responseStatus: 200,
  lastError: null,
  nextAttemptAt: null,
  deliveredAt: '2026-11-29T06:00:00.000Z',
  createdAt: '2026-11-29T06:00:00.000Z',
  ...extra,
});
const endpointsOf = (endpoints: AdminWebhookEndpointFieldsFragment[]): MockedResponse => ({
  request: { query: GetAdminUserWebhooksDocument, variables: { userId: 7 } },
  result: { data: { adminWebhookEndpoints: endpoints } },
});
const logOf = (lines: AdminWebhookDeliveryFieldsFragment[]): MockedResponse => ({
  request: { query: GetAdminWebhookDeliveriesDocument, variables: { endpointId: 4 } },
  result: { data: { adminWebhookDeliveries: lines } },
});
const render = (mocks: MockedResponse[]) => renderWithProviders(<WebhooksPanel userId={7} />, { mocks });

describe('WebhooksPanel', () => {
  it("lists the user's endpoints with events, status and a disabled one's reason; none says so", async () => {
    render([
      endpointsOf([
        endpoint(),
        endpoint({ id: 5, url: 'https://gone.example/x', status: 'disabled', disabledReason: 'Answered 410 Gone.' }),
      ]),
    ]);
    const list = await screen.findByRole('list', { name: 'Kullanıcının webhook uç noktaları' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first.textContent).toContain(URL);
    expect(first.textContent).toContain('Etkin');
    expect(first.textContent).toContain('Olaylar: order.delivered, wallet.credited');
    expect(first.textContent).not.toContain('Neden');
    expect(second.textContent).toContain('Devre dışı');
    expect(second.textContent).toContain('Neden: Answered 410 Gone.');

    render([endpointsOf([])]);
    expect(await screen.findByText('Bu kullanıcının webhook uç noktası yok.')).toBeTruthy();
  });

  it('says when the endpoints cannot be loaded, with a retry', async () => {
    render([
      {
        request: { query: GetAdminUserWebhooksDocument, variables: { userId: 7 } },
        result: { errors: [new GraphQLError('boom')] },
      },
    ]);
    expect(await screen.findByText("Webhook'lar yüklenemedi.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("opens an endpoint's delivery log (an empty one says so; a failed load says so)", async () => {
    const user = userEvent.setup();
    render([endpointsOf([endpoint()]), logOf([])]);
    await user.click(await screen.findByRole('button', { name: `${URL} gönderim kaydını göster` }));
    expect(await screen.findByText('Bu uç noktaya henüz gönderim yok.')).toBeTruthy();

    render([
      endpointsOf([endpoint()]),
      {
        request: { query: GetAdminWebhookDeliveriesDocument, variables: { endpointId: 4 } },
        result: { errors: [new GraphQLError('boom')] },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: `${URL} gönderim kaydını göster` }));
    expect(await screen.findByText('Gönderim kaydı yüklenemedi.')).toBeTruthy();
  });

  it('shows each delivery (status, attempts, response code, last error, next attempt) and redelivers one; the log and the endpoint refresh', async () => {
    const user = userEvent.setup();
    const failed = delivery(11, {
      status: 'failed',
      attempts: 10,
      responseStatus: 500,
      lastError: 'Answered 500; only a 2xx counts as delivered.',
      deliveredAt: null,
    });
    const waiting = delivery(12, {
      eventType: 'wallet.credited',
      status: 'pending',
      attempts: 2,
      responseStatus: null,
      lastError: 'connect ECONNREFUSED',
      nextAttemptAt: '2026-11-29T07:00:00.000Z',
      deliveredAt: null,
    });
    const queued = delivery(13, { status: 'pending', attempts: 0, responseStatus: null, deliveredAt: null });
    const redelivered = jest.fn(() => ({ data: { adminRedeliverWebhook: queued } }));
    const { toast } = render([
      endpointsOf([endpoint({ status: 'disabled', disabledReason: 'Failing for 24 hours.' })]),
      logOf([waiting, failed]),
      {
        request: { query: RedeliverAdminWebhookDocument, variables: { endpointId: 4, deliveryId: 11 } },
        result: redelivered,
      },
      logOf([queued, waiting, failed]),
      endpointsOf([endpoint()]),
    ]);
    await user.click(await screen.findByRole('button', { name: `${URL} gönderim kaydını göster` }));
    const log = await screen.findByRole('list', { name: `${URL} gönderim kaydı` });
    const [second, first] = within(log).getAllByRole('listitem');
    expect(first.textContent).toContain('#11');
    expect(first.textContent).toContain('Başarısız');
    expect(first.textContent).toContain('Deneme: 10 · Yanıt kodu: 500');
    expect(first.textContent).toContain('Son hata: Answered 500; only a 2xx counts as delivered.');
    expect(first.textContent).not.toContain('Sonraki deneme');
    expect(second.textContent).toContain('wallet.credited');
    expect(second.textContent).toContain('Bekliyor');
    expect(second.textContent).toContain('Yanıt kodu: yanıt yok');
    expect(second.textContent).toContain('Sonraki deneme');

    await user.click(within(first).getByRole('button', { name: '#11 gönderimini yeniden gönder' }));
    await waitFor(() => expect(redelivered).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(3));
    // The toast follows the mutation's promise, which settles after its refetched queries: not before the log.
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Başarılı',
        description: '#11 gönderimi yeniden sıraya alındı.',
        variant: 'success',
      }),
    );
    const [item] = within(screen.getByRole('list', { name: 'Kullanıcının webhook uç noktaları' })).getAllByRole(
      'listitem',
    );
    // The endpoint enabled again by the redelivery: the disable button replaces the enable one.
    expect(await within(item).findByRole('button', { name: `${URL} uç noktasını devre dışı bırak` })).toBeTruthy();
    expect(item.textContent).not.toContain('Failing for 24 hours.');
  });

  it("a refused redelivery toasts the server's message and changes nothing", async () => {
    const user = userEvent.setup();
    const { toast } = render([
      endpointsOf([endpoint()]),
      logOf([delivery(11)]),
      {
        request: { query: RedeliverAdminWebhookDocument, variables: { endpointId: 4, deliveryId: 11 } },
        result: { errors: [new GraphQLError('Delivery not found.', { extensions: { code: 'NOT_FOUND' } })] },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: `${URL} gönderim kaydını göster` }));
    await user.click(await screen.findByRole('button', { name: '#11 gönderimini yeniden gönder' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Hata', description: 'Delivery not found.', variant: 'destructive' }),
    );
    expect(within(screen.getByRole('list', { name: `${URL} gönderim kaydı` })).getAllByRole('listitem')).toHaveLength(
      1,
    );
  });

  it('disables an endpoint for a reason (none is refused before sending), then enables it again', async () => {
    const user = userEvent.setup();
    const off = endpoint({ status: 'disabled', disabledReason: 'Disabled by an admin: Spam' });
    const disabled = jest.fn(() => ({ data: { adminDisableWebhookEndpoint: off } }));
    const enabled = jest.fn(() => ({ data: { adminEnableWebhookEndpoint: endpoint() } }));
    const { toast } = render([
      endpointsOf([endpoint()]),
      {
        request: { query: DisableAdminWebhookEndpointDocument, variables: { id: 4, reason: 'Spam' } },
        result: disabled,
      },
      endpointsOf([off]),
      { request: { query: EnableAdminWebhookEndpointDocument, variables: { id: 4 } }, result: enabled },
      endpointsOf([endpoint()]),
    ]);
    await user.click(await screen.findByRole('button', { name: `${URL} uç noktasını devre dışı bırak` }));
    const dialog = await screen.findByRole('dialog', { name: 'Uç nokta devre dışı bırakılsın mı?' });
    await user.click(within(dialog).getByRole('button', { name: 'Devre dışı bırak' }));
    expect(await within(dialog).findByText('Bir gerekçe girin.')).toBeTruthy();
    expect(disabled).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('Gerekçe'), '  Spam ');
    await user.click(within(dialog).getByRole('button', { name: 'Devre dışı bırak' }));
    await waitFor(() => expect(disabled).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const item = () =>
      within(screen.getByRole('list', { name: 'Kullanıcının webhook uç noktaları' })).getAllByRole('listitem')[0];
    await waitFor(() => expect(item().textContent).toContain('Neden: Disabled by an admin: Spam'));
    expect(toast).toHaveBeenCalledWith({
      title: 'Başarılı',
      description: `${URL} devre dışı bırakıldı.`,
      variant: 'success',
    });

    await user.click(screen.getByRole('button', { name: `${URL} uç noktasını etkinleştir` }));
    await waitFor(() => expect(enabled).toHaveBeenCalledTimes(1));
    // Enabled again: the disable button is back (the status pill reads 'Etkin'), the reason gone.
    expect(await screen.findByRole('button', { name: `${URL} uç noktasını devre dışı bırak` })).toBeTruthy();
    expect(item().textContent).not.toContain('Neden');
    expect(screen.queryByRole('button', { name: `${URL} uç noktasını etkinleştir` })).toBeNull();
  });
});
