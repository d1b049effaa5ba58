import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockedResponse } from '@apollo/client/testing';
import { formatDateTimeToMinute } from '@shop/ui';
import {
  CancelRestockAlertDocument,
  GetAlertProductDocument,
  GetMyRestockAlertsDocument,
  type GetMyRestockAlertsQuery,
} from '../../../gql/graphql';
import { renderWithProviders, refusal, success, toastShown } from '../../../test/render';
import { AlertsPage } from './alerts-page';

type Alert = GetMyRestockAlertsQuery['myRestockAlerts'][number];

const alert = (overrides: Partial<Alert>): Alert => ({
  __typename: 'RestockAlert',
  id: 1,
  productId: null,
  status: 'waiting',
  notifiedProductId: null,
  notifiedAt: null,
  createdAt: '2026-11-24T09:30:00.000Z',
  expiresAt: '2027-02-22T09:30:00.000Z',
  filter: null,
  ...overrides,
});

const productAlert = alert({ id: 3, productId: 21 });
const filterAlert = alert({
  id: 2,
  filter: {
    __typename: 'RestockAlertFilter',
    gameSlug: 'lol',
    server: 'EUW',
    accountType: 'fresh',
    subCategory: '40-50k',
    skins: ['Arcade Sona', 'PROJECT: Yi'],
    minBlueEssence: 30000,
  },
});
const notifiedAlert = alert({ id: 1, productId: 9, status: 'notified', notifiedAt: '2026-11-25T08:00:00.000Z' });

const alertsMock = (alerts: Alert[] | Error): MockedResponse => ({
  request: { query: GetMyRestockAlertsDocument },
  result:
    alerts instanceof Error ? { errors: [new GraphQLError(alerts.message)] } : { data: { myRestockAlerts: alerts } },
});
const productMock = (id: number, title: string): MockedResponse => ({
  request: { query: GetAlertProductDocument, variables: { id } },
  result: { data: { product: { __typename: 'Product', id, title } } },
  maxUsageCount: 5,
});
const cancelMock = (target: Alert, delay = 0): MockedResponse => ({
  request: { query: CancelRestockAlertDocument, variables: { id: target.id } },
  result: { data: { cancelRestockAlert: { ...target, status: 'cancelled' } } },
  delay,
});

const user = userEvent.setup();
const list = () => screen.findByRole('list', { name: 'Your restock alerts' });

function render(mocks: MockedResponse[], search = '') {
  return renderWithProviders(<AlertsPage />, {
    mocks: [...mocks, productMock(21, 'EUW Fresh 40-50k Sona'), productMock(9, 'NA Ranked Gold')],
    path: '/account/alerts',
    search,
  });
}

describe('AlertsPage', () => {
  it('lists the alerts: the product by its title (a link) or the filter in words, status, dates; Cancel while waiting', async () => {
    render([alertsMock([productAlert, filterAlert, notifiedAlert])]);
    expect(screen.getByText('Loading...')).toBeTruthy();
    const items = within(await list()).getAllByRole('listitem');
    expect(items).toHaveLength(3);

    const product = await within(items[0]).findByRole('link', { name: 'EUW Fresh 40-50k Sona' });
    expect(product.getAttribute('href')).toBe('/product/21');
    expect(within(items[0]).getByLabelText('Alert status: Waiting')).toBeTruthy();
    expect(items[0].textContent).toContain(`Created ${formatDateTimeToMinute('2026-11-24T09:30:00.000Z')}`);
    expect(within(items[0]).getByRole('button', { name: 'Cancel alert #3' })).toBeTruthy();

    expect(items[1].textContent).toContain(
      'Saved filter: League of Legends › EUW › BOTTED FRESH SMURF › 40-50k · Skins: Arcade Sona, PROJECT: Yi · At least 30,000 BE',
    );
    expect(within(items[1]).queryByRole('link')).toBeNull();

    expect(within(items[2]).getByLabelText('Alert status: Notified')).toBeTruthy();
    expect(items[2].textContent).toContain(`Notified ${formatDateTimeToMinute('2026-11-25T08:00:00.000Z')}`);
    expect(within(items[2]).queryByRole('button')).toBeNull();
  });

  it('cancels an alert after asking, disabled while it goes; the alert shows Cancelled', async () => {
    const { toast } = render([alertsMock([productAlert, filterAlert]), cancelMock(filterAlert, 100)]);
    const items = within(await list()).getAllByRole('listitem');
    await user.click(within(items[1]).getByRole('button', { name: 'Cancel alert #2' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this alert?' });
    expect(dialog.textContent).toContain(
      'You will no longer be told about new stock for: Saved filter: League of Legends',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel alert' }));
    expect((await within(dialog).findByRole('button', { name: 'Cancelling...' })).hasAttribute('disabled')).toBe(true);
    await toastShown(toast, success('Alert cancelled', 'You will not be notified for it.'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(items[1]).getByLabelText('Alert status: Cancelled')).toBeTruthy();
    expect(within(items[1]).queryByRole('button', { name: 'Cancel alert #2' })).toBeNull();
  });

  it('keeps the alert when the customer changes their mind', async () => {
    const { toast } = render([alertsMock([productAlert])]);
    await user.click(within(await list()).getByRole('button', { name: 'Cancel alert #3' }));
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Alert status: Waiting')).toBeTruthy();
    expect(toast).not.toHaveBeenCalled();
  });

  it("?cancel=ID (the e-mail's link) asks to confirm that alert, then cancels it", async () => {
    const { toast } = render([alertsMock([productAlert, filterAlert]), cancelMock(productAlert)], '?cancel=3');
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this alert?' });
    await waitFor(() => expect(dialog.textContent).toContain('for: EUW Fresh 40-50k Sona.'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/account/alerts'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel alert' }));
    await toastShown(toast, success('Alert cancelled', 'You will not be notified for it.'));
  });

  it('?cancel= of an alert that is not waiting among yours says so and cancels nothing', async () => {
    const { toast } = render([alertsMock([notifiedAlert])], '?cancel=1');
    await toastShown(
      toast,
      refusal('The alert could not be cancelled', 'This alert is not among your waiting alerts.'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says why a cancel failed (the server's message) and keeps the alert", async () => {
    const { toast } = render([
      alertsMock([productAlert]),
      {
        request: { query: CancelRestockAlertDocument, variables: { id: 3 } },
        result: { errors: [new GraphQLError('Alert not found.')] },
      },
    ]);
    await user.click(within(await list()).getByRole('button', { name: 'Cancel alert #3' }));
    await user.click(screen.getByRole('button', { name: 'Cancel alert' }));
    await toastShown(toast, refusal('The alert could not be cancelled', 'Alert not found.'));
    expect(screen.getByRole('dialog', { name: 'Cancel this alert?' })).toBeTruthy();
  });

  it('shows the empty state with a way to the products', async () => {
    render([alertsMock([])]);
    expect(await screen.findByText('No restock alerts')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse products' }).getAttribute('href')).toBe('/products');
  });

  it('shows a failed load with Try again', async () => {
    render([alertsMock(new Error('Please log in first.')), alertsMock([productAlert])]);
    expect((await screen.findByRole('alert')).textContent).toContain('Hata: Please log in first.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await list()).toBeTruthy();
  });
});
