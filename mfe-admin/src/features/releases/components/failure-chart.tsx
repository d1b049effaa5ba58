import { theme } from '@shop/ui';
import { messages } from '../../../messages';
import type { FailureCount } from '../api/delivery-api';
import { shortBuild } from '../release-format';
import { BarStrip } from '../../../components/bar-strip';

const m = messages.releases;
const MINUTES = 60;
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
  const totals = builds.map((buildId) =>
    failures.filter((row) => row.buildId === buildId).reduce((sum, row) => sum + row.failures, 0),
  );
  return (
    <figure aria-label={m.failuresLabel(remote)} css={{ margin: 0, display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <BarStrip
        slots={MINUTES}
        lanes={builds.length}
        bars={failures.map((row) => {
          const lane = builds.indexOf(row.buildId);
          return {
            key: `${row.buildId}-${row.minute}`,
            slot: Math.floor((new Date(row.minute).getTime() - start) / 60_000),
            lane,
            value: row.failures,
            colour: COLOURS[lane % COLOURS.length],
          };
        })}
      />
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
