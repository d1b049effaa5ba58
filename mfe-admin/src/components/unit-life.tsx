import { useQuery } from '@apollo/client/react';
import { EmptyState, formatTimestamp, theme } from '@shop/ui';
import { GetOrderUnitLivesDocument, GetUnitLifeDocument, type AdminUnitLifeFieldsFragment } from '../gql/graphql';
import { messages } from '../messages';

const l = messages.orders.detail.life;

/** One unit and what happened to it, oldest first (imported, on sale, sold, then the warranty's steps). */
export function UnitLifeSection({ unit }: { unit: AdminUnitLifeFieldsFragment }) {
  return (
    <section aria-label={l.unit(unit.unitId)}>
      <h3 css={{ margin: '0 0 6px', fontSize: 15 }}>
        {l.unit(unit.unitId)}{' '}
        <span css={{ color: theme.colors.textMuted, fontWeight: 400 }}>
          ({l.unitStatus[unit.status] ?? unit.status})
        </span>
      </h3>
      <ol css={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 4 }}>
        {unit.events.map((event, index) => (
          <li key={index}>
            <strong>{l.kinds[event.kind] ?? event.kind}</strong> · {formatTimestamp(event.at)}
            {event.actorId !== null && event.actorId !== undefined && ` · ${l.byAdmin(event.actorId)}`}
            {event.claimId !== null && event.claimId !== undefined && ` · ${l.claim(event.claimId)}`}
            {event.note && ` · ${event.note}`}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The order's units (its first, then any warranty replacement) and what happened to each. */
export function OrderUnitLife({ orderId }: { orderId: number }) {
  const { data, loading, error } = useQuery(GetOrderUnitLivesDocument, {
    variables: { orderId },
    fetchPolicy: 'network-only',
  });
  if (loading && !data) return <p role="status">{l.loading}</p>;
  if (error) return <EmptyState title={l.loadError} />;
  const units = data?.orderUnitLives ?? [];
  if (units.length === 0) return <EmptyState title={l.empty} />;
  return (
    <div aria-label={l.label} css={{ display: 'grid', gap: 16 }}>
      {units.map((unit) => (
        <UnitLifeSection key={unit.unitId} unit={unit} />
      ))}
    </div>
  );
}

/** One unit's life, read when shown (the product's units dialog). */
export function UnitLife({ unitId }: { unitId: number }) {
  const { data, loading, error } = useQuery(GetUnitLifeDocument, {
    variables: { unitId },
    fetchPolicy: 'network-only',
  });
  if (loading && !data) return <p role="status">{l.loading}</p>;
  if (error || !data) return <EmptyState title={l.loadError} />;
  return <UnitLifeSection unit={data.unitLife} />;
}
