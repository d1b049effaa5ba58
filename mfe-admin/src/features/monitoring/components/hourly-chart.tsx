import { theme } from '@shop/ui';

const WIDTH = 240;
const HEIGHT = 48;

/**
 * One figure over the last 24 hours, a bar an hour (oldest left), drawn as the Releases board's
 * failure chart is (features/releases/components/failure-chart.tsx: an SVG of bars scaled to the
 * peak, the figures as text beside it, for people and screen readers).
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
  const peak = Math.max(0, ...values);
  const barWidth = WIDTH / Math.max(1, values.length);
  return (
    <figure aria-label={title} css={{ margin: 0, display: 'grid', gap: 8 }}>
      <figcaption css={{ fontWeight: 700 }}>{title}</figcaption>
      <svg width={WIDTH} height={HEIGHT} role="img" aria-hidden="true" css={{ background: theme.colors.surfaceRaised }}>
        {values.map((value, hour) => {
          if (value <= 0) return null;
          const height = Math.max(2, (value / peak) * HEIGHT);
          return (
            <rect
              key={hour}
              x={hour * barWidth}
              y={HEIGHT - height}
              width={Math.max(1, barWidth - 1)}
              height={height}
              fill={theme.colors.accent}
            />
          );
        })}
      </svg>
      <ul css={{ margin: 0, paddingLeft: 16, color: theme.colors.textMuted }}>
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
    </figure>
  );
}
