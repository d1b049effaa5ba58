import { theme } from '@shop/ui';
import { messages } from '../../../messages';
import type { FailureCount } from '../api/delivery-api';
import { shortBuild } from '../release-format';

const m = messages.releases;
const MINUTES = 60;
const WIDTH = 240;
const HEIGHT = 48;
/** One colour per build, in the order the builds first failed. */
const COLOURS = [theme.colors.danger, theme.colors.accent, theme.colors.textMuted, theme.colors.success];

/**
 * Failures per build and minute over the last hour (the canary's automatic abort judges the same
 * reports): one line of bars per build, the count per build as text beside it.
 */
export function FailureChart({
  remote,
  failures,
  now,
}: {
  remote: string;
  failures: FailureCount[];
  /** When the failures were read: the chart's right edge. */
  now: number;
}) {
  if (!failures.length) return <p css={{ margin: 0, color: theme.colors.textMuted }}>{m.noFailures}</p>;
  const builds = [...new Set(failures.map((row) => row.buildId))];
  const start = now - MINUTES * 60_000;
  const peak = Math.max(...failures.map((row) => row.failures));
  const barWidth = WIDTH / MINUTES;
  const totals = builds.map((buildId) =>
    failures.filter((row) => row.buildId === buildId).reduce((sum, row) => sum + row.failures, 0),
  );
  return (
    <figure aria-label={m.failuresLabel(remote)} css={{ margin: 0, display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <svg width={WIDTH} height={HEIGHT} role="img" aria-hidden="true" css={{ background: theme.colors.surfaceRaised }}>
        {failures.map((row) => {
          const minute = Math.floor((new Date(row.minute).getTime() - start) / 60_000);
          if (minute < 0 || minute >= MINUTES) return null;
          const height = Math.max(2, (row.failures / peak) * HEIGHT);
          const lane = builds.indexOf(row.buildId);
          return (
            <rect
              key={`${row.buildId}-${row.minute}`}
              x={minute * barWidth + (lane * barWidth) / builds.length}
              y={HEIGHT - height}
              width={Math.max(1, barWidth / builds.length)}
              height={height}
              fill={COLOURS[lane % COLOURS.length]}
            />
          );
        })}
      </svg>
      <ul css={{ margin: 0, paddingLeft: 16 }}>
        {builds.map((buildId, lane) => (
          <li key={buildId} css={{ color: COLOURS[lane % COLOURS.length] }}>
            {m.failuresOf(shortBuild(buildId), totals[lane])}
          </li>
        ))}
      </ul>
    </figure>
  );
}
