import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockedResponse } from '@apollo/client/testing';
import {
  AccountWebhookDeliveriesDocument,
  AccountWebhookEndpointsDocument,
  CreateAccountWebhookEndpointDocument,
  RedeliverAccountWebhookDocument,
} from '../../../gql/graphql';
import { renderWithProviders, refusal, success, toastShown } from '../../../test/render';
import { WebhooksSection } from './webhooks-section';

const SECRET = `whsec_${'c2VjcmV0'.repeat(4)}`;
const endpoint = (id: number, url: string, extra: object = {}) => ({
  __typename: 'WebhookEndpoint',
  id,
  url,
  events: ['order.delivered', 'wallet.credited'],
  status: 'active',
  disabledReason: null,
  createdAt: '2026-11-29T05:00:00.000Z',
  ...extra,
});
const delivery = (id: number, extra: object = {}) => ({
  __typename: 'WebhookDelivery',
  id,
  eventType: 'order.delivered',
  status: 'failed',
  attempts: 10,
  responseStatus: 500,
  lastError: 'The endpoint answered 500.',
  nextAttemptAt: null,
  lastAttemptAt: '2026-11-29T06:00:00.000Z',
  createdAt: '2026-11-29T05:30:00.000Z',
  deliveredAt: null,
  ...extra,
});
const endpointsMock = (endpoints: object[]): MockedResponse => ({
  request: { query: AccountWebhookEndpointsDocument },
  result: { data: { webhookEndpoints: endpoints } },
});
const deliveriesMock = (deliveries: object[]): MockedResponse => ({
  request: { query: AccountWebhookDeliveriesDocument, variables: { endpointId: 4 } },
  result: { data: { webhookDeliveries: deliveries } },
});
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const render = (mocks: MockedResponse[]) =>
  renderWithProviders(<WebhooksSection />, { mocks, path: '/account/security' });

describe('WebhooksSection', () => {
  it('lists each endpoint with its events and status, a disabled one with why', async () => {
    render([
      endpointsMock([
        endpoint(4, 'https://bot.example/hook'),
        endpoint(5, 'https://old.example/hook', {
          status: 'disabled',
          disabledReason: 'The endpoint answered 410 Gone.',
        }),
      ]),
    ]);
    const list = await screen.findByRole('list', { name: 'Webhook’lar' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first.textContent).toContain('https://bot.example/hook');
    expect(first.textContent).toContain('order.delivered, wallet.credited');
    expect(first.textContent).toContain('Etkin');
    expect(second.textContent).toContain('Devre dışı: The endpoint answered 410 Gone.');
  });

  it('adds an endpoint and shows its signing secret once; a refused address says why', async () => {
    const { toast } = render([
      endpointsMock([]),
      {
        request: {
          query: CreateAccountWebhookEndpointDocument,
          variables: { input: { url: 'https://127.0.0.1/hook', events: ['order.delivered'] } },
        },
        result: { errors: [new GraphQLError('https://127.0.0.1/hook is refused: 127.0.0.1 is a loopback address.')] },
      },
      {
        request: {
          query: CreateAccountWebhookEndpointDocument,
          variables: { input: { url: 'https://bot.example/hook', events: ['order.delivered', 'product.restocked'] } },
        },
        result: { data: { createWebhookEndpoint: { __typename: 'CreatedWebhookEndpoint', id: 4, secret: SECRET } } },
      },
      endpointsMock([endpoint(4, 'https://bot.example/hook')]),
    ]);
    expect(await screen.findByText('Henüz webhook adresiniz yok.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Webhook adresi ekle' }));
    await userEvent.click(screen.getByRole('button', { name: 'Adresi ekle' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Önce https:// ile başlayan bir adres girin.');

    await userEvent.type(field('Adres (https://…)'), 'https://127.0.0.1/hook');
    await userEvent.click(screen.getByRole('button', { name: 'Adresi ekle' }));
    await toastShown(
      toast,
      refusal('İşlem başarısız', 'https://127.0.0.1/hook is refused: 127.0.0.1 is a loopback address.'),
    );
    expect(screen.queryByLabelText('İmza anahtarı')).toBeNull();

    await userEvent.clear(field('Adres (https://…)'));
    await userEvent.type(field('Adres (https://…)'), 'https://bot.example/hook');
    await userEvent.click(screen.getByRole('checkbox', { name: 'product.restocked' }));
    await userEvent.click(screen.getByRole('button', { name: 'Adresi ekle' }));
    expect((await screen.findByLabelText('İmza anahtarı')).textContent).toBe(SECRET);
    await userEvent.click(screen.getByRole('button', { name: 'Kaydettim' }));
    expect(screen.queryByText(SECRET)).toBeNull();
    expect((await screen.findByRole('list', { name: 'Webhook’lar' })).textContent).toContain(
      'https://bot.example/hook',
    );
  });

  it("opens an endpoint's delivery log and redelivers a failed delivery", async () => {
    const redelivered = jest.fn(() => ({
      data: {
        redeliverWebhook: delivery(9, { status: 'pending', attempts: 0, responseStatus: null, lastError: null }),
      },
    }));
    const { toast } = render([
      endpointsMock([endpoint(4, 'https://bot.example/hook')]),
      deliveriesMock([delivery(8)]),
      {
        request: { query: RedeliverAccountWebhookDocument, variables: { endpointId: 4, deliveryId: 8 } },
        result: redelivered,
      },
      deliveriesMock([
        delivery(9, {
          status: 'delivered',
          attempts: 1,
          responseStatus: 200,
          lastError: null,
          deliveredAt: '2026-11-29T06:01:00.000Z',
        }),
        delivery(8),
      ]),
      endpointsMock([endpoint(4, 'https://bot.example/hook')]),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'https://bot.example/hook teslimatları' }));
    const log = await screen.findByRole('list', { name: 'https://bot.example/hook teslimatları' });
    const [failed] = within(log).getAllByRole('listitem');
    expect(failed.textContent).toContain('Başarısız · 10 deneme · Yanıt: 500');
    expect(failed.textContent).toContain('The endpoint answered 500.');

    await userEvent.click(within(failed).getByRole('button', { name: /bildirimini yeniden gönder/ }));
    await toastShown(toast, success('Yeniden gönderiliyor', 'Bildirim hemen yeniden denenecek.'));
    expect(redelivered).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(2));
    expect(within(log).getAllByRole('listitem')[0].textContent).toContain('Teslim edildi · 1 deneme · Yanıt: 200');
  });
});
