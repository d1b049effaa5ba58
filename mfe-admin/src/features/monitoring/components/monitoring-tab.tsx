import { useQuery } from '@apollo/client/react';
import { centsToDecimal, formatUsd, parseCents } from '@shop/shared';
import { Button, ErrorState, Loading } from '@shop/ui';
import { messages } from '../../../messages';
import { GetMonitoringHoursDocument } from '../../../gql/graphql';
import { HourlyChart } from './hourly-chart';

const m = messages.monitoring;

/** Whole seconds as hours and minutes (or seconds under a minute). */
function age(seconds: number): string {
  if (seconds < 60) return m.seconds(seconds);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return hours ? m.hoursMinutes(hours, minutes) : m.minutes(minutes);
}

/**
 * İzleme: the shop's key figures over the last 24 hours, a chart each, read from commerce's tables
 * (`monitoringHours`, admin-only) when the tab opens and on Yenile.
 */
export function MonitoringTab() {
  const { data, loading, error, refetch } = useQuery(GetMonitoringHoursDocument, { fetchPolicy: 'network-only' });
  if (loading && !data) return <Loading label={m.loading} />;
  if (error || !data)
    return <ErrorState message={m.failed} action={<Button onClick={() => void refetch()}>{m.refresh}</Button>} />;
  const hours = data.monitoringHours;
  const last = hours[hours.length - 1];
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const orders = hours.map((hour) => hour.orders);
  const cents = hours.map((hour) => parseCents(hour.revenue) ?? 0);
  const claims = hours.map((hour) => hour.claimsOpened);
  const outbox = hours.map((hour) => hour.outboxOldestSeconds);
  const queue = hours.map((hour) => hour.importQueue);
  return (
    // The dashboard heads the tab with its name (İzleme).
    <div css={{ display: 'grid', gap: 20 }}>
      <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 12 }}>
        <p css={{ margin: 0 }}>{m.intro}</p>
        <Button onClick={() => void refetch()}>{m.refresh}</Button>
      </div>
      <div css={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 24 }}>
        <HourlyChart
          title={m.orders}
          values={orders}
          facts={[m.thisHour(String(last.orders)), m.total(String(sum(orders)))]}
        />
        <HourlyChart
          title={m.revenue}
          values={cents}
          facts={[m.thisHour(formatUsd(last.revenue)), m.total(formatUsd(centsToDecimal(sum(cents))))]}
        />
        <HourlyChart
          title={m.claims}
          values={claims}
          facts={[m.thisHour(String(last.claimsOpened)), m.total(String(sum(claims)))]}
        />
        <HourlyChart
          title={m.outbox}
          values={outbox}
          facts={[m.now(age(last.outboxOldestSeconds)), m.peak(age(Math.max(...outbox)))]}
        />
        <HourlyChart
          title={m.importQueue}
          values={queue}
          facts={[m.now(String(last.importQueue)), m.peak(String(Math.max(...queue)))]}
        />
      </div>
    </div>
  );
}
