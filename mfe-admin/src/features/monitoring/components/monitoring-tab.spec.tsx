import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GetMonitoringHoursDocument, type GetMonitoringHoursQuery } from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render';
import { MonitoringTab } from './monitoring-tab';

const START = Date.parse('2026-11-29T00:00:00Z');

/** 24 hours of nothing but what `changes` sets, by hour (0 the oldest, 23 this hour). */
function hours(changes: Record<number, Partial<GetMonitoringHoursQuery['monitoringHours'][number]>>) {
  return Array.from({ length: 24 }, (_, i) => ({
    __typename: 'MonitoringHour' as const,
    hour: new Date(START + i * 3_600_000).toISOString(),
    orders: 0,
    revenue: '0.00',
    claimsOpened: 0,
    outboxOldestSeconds: 0,
    importQueue: 0,
    ...changes[i],
  }));
}

const answer = (data: GetMonitoringHoursQuery['monitoringHours']) => ({
  request: { query: GetMonitoringHoursDocument },
  result: { data: { monitoringHours: data } },
});

const facts = (title: string) =>
  within(screen.getByRole('figure', { name: title }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('İzleme tab', () => {
  it('draws a chart per figure with its hour, total or peak in words, money exact', async () => {
    const data = hours({
      3: { orders: 2, revenue: '10.10', claimsOpened: 1, outboxOldestSeconds: 5400, importQueue: 2 },
      22: { orders: 1, revenue: '0.20', outboxOldestSeconds: 40 },
      23: { orders: 3, revenue: '20.00', claimsOpened: 2, outboxOldestSeconds: 3720, importQueue: 1 },
    });
    renderWithProviders(<MonitoringTab />, { mocks: [answer(data)] });
    expect(await screen.findByRole('figure', { name: 'Saatlik siparişler' })).toBeTruthy();
    expect(facts('Saatlik siparişler')).toEqual(['Bu saat: 3', '24 saat: 6']);
    // 10.10 + 0.20 + 20.00 in cents: 30.30, not 30.299999999999997.
    expect(facts('Saatlik gelir')).toEqual(['Bu saat: $20.00', '24 saat: $30.30']);
    expect(facts('Açılan garanti talepleri')).toEqual(['Bu saat: 2', '24 saat: 3']);
    expect(facts('E-posta kuyruğunda en eski bekleyen')).toEqual(['Şimdi: 1 sa 2 dk', 'En yüksek: 1 sa 30 dk']);
    expect(facts('Bekleyen içe aktarma grupları')).toEqual(['Şimdi: 1', 'En yüksek: 2']);
    // A bar for each hour with orders, none for the others.
    expect(screen.getByRole('figure', { name: 'Saatlik siparişler' }).querySelectorAll('rect')).toHaveLength(3);
  });

  it('says when the figures cannot be read, and reads them again on Yenile', async () => {
    renderWithProviders(<MonitoringTab />, {
      mocks: [
        { request: { query: GetMonitoringHoursDocument }, error: new Error('down') },
        answer(hours({ 23: { orders: 4 } })),
      ],
    });
    expect(await screen.findByText('Göstergeler yüklenemedi.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Yenile' }));
    expect(await screen.findByRole('figure', { name: 'Saatlik siparişler' })).toBeTruthy();
    expect(facts('Saatlik siparişler')).toEqual(['Bu saat: 4', '24 saat: 4']);
  });
});
