import { theme } from '@shop/ui';
import { BarStrip } from '../../../components/bar-strip';

/**
 * One figure over the last 24 hours, a bar an hour (oldest left), on the Releases board's chart
 * (mfe-admin/src/components/bar-strip.tsx), the figures in words beside it.
 */
export function HourlyChart({
  title,
  values,
  facts,
}: {
  title: string;
  /** One value an hour, oldest first. */
  values: number[];
  /** What the chart says in words: the current hour's value, the total or the peak. */
  facts: string[];
}) {
  return (
    <figure aria-label={title} css={{ margin: 0, display: 'grid', gap: 8 }}>
      <figcaption css={{ fontWeight: 700 }}>{title}</figcaption>
      <BarStrip
        slots={values.length}
        bars={values.map((value, hour) => ({ key: String(hour), slot: hour, value, colour: theme.colors.accent }))}
      />
      <ul css={{ margin: 0, paddingLeft: 16, color: theme.colors.textMuted }}>
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
    </figure>
  );
}
