import { useCallback, useEffect, useRef, useState } from 'react';
import { css } from '@emotion/react';
import {
  Button,
  DataTable,
  ErrorState,
  Loading,
  formatTimestamp,
  panel,
  theme,
  useShell,
  type ColumnDef,
} from '@shop/ui';
import { messages } from '../../../messages';
import {
  DELIVERED_REMOTES,
  DeliveryError,
  deliveryApi,
  type DeliveryEvent,
  type ChainCheck,
  type FailureCount,
  type GateResult,
  type ListedBuild,
  type RemoteState,
} from '../api/delivery-api';
import { ago, formatSize, shortBuild, shortCommit } from '../release-format';
import { DeployTokens } from './deploy-tokens';
import { FailureChart } from './failure-chart';
import { RollbackDialog } from './rollback-dialog';

const m = messages.releases;
const HISTORY_SIZE = 10;

interface RemoteBoard {
  state: RemoteState;
  builds: ListedBuild[];
  events: DeliveryEvent[];
  /** Reported failures per build and minute over the last hour (none when they could not be read). */
  failures: FailureCount[];
  /** When the board was read (the chart's right edge). */
  readAt: number;
}

const muted = css`
  color: ${theme.colors.textMuted};
`;

const code = css`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: 13px;
`;

interface Board {
  remotes: RemoteBoard[];
  /** The delivery audit's chain check (null: the server gave none). */
  chain: ChainCheck | null;
}

/** The board of every remote (its state, kept builds and history) and the audit chain's check, read together. */
async function readBoard(signal: AbortSignal): Promise<Board> {
  const [remotes, chain] = await Promise.all([deliveryApi.remotes(signal), deliveryApi.chain(signal)]);
  const boards = await Promise.all(
    DELIVERED_REMOTES.map(async (name) => {
      const state = remotes.find((remote) => remote.name === name) ?? { name, active: null, revision: 0 };
      const [builds, audit, failures] = await Promise.all([
        deliveryApi.builds(name, signal),
        deliveryApi.audit(name, HISTORY_SIZE, signal),
        // The chart is an extra: the board shows without it.
        deliveryApi.failures(name, signal).catch(() => []),
      ]);
      return { state, builds, events: audit.events, failures, readAt: Date.now() };
    }),
  );
  return { remotes: boards, chain };
}

/**
 * Yayınlar (issue 31, item 7): per remote the build that is live (its age, commit and revision),
 * the builds kept with their gate results and a rollback button each, the remote's history from
 * the delivery audit; then the deploy tokens.
 */
export function ReleasesTab() {
  const { session } = useShell();
  // Read through a ref: a session refetch must not start another read.
  const sessionRef = useRef(session);
  sessionRef.current = session;
  const [state, setState] = useState<{ board?: Board; error?: boolean; loading: boolean }>({
    loading: true,
  });
  const [reload, setReload] = useState(0);
  const refresh = useCallback(() => setReload((n) => n + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, error: false }));
    readBoard(controller.signal)
      .then((board) => setState({ board, loading: false }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ error: true, loading: false });
        if (error instanceof DeliveryError && (error.status === 401 || error.status === 403))
          void sessionRef.current.refetch().catch(() => undefined);
      });
    return () => controller.abort();
  }, [reload]);

  const { board, error, loading } = state;
  return (
    <div css={{ display: 'grid', gap: 20 }}>
      <p css={[muted, { margin: 0 }]}>{m.intro}</p>
      {loading && !board ? (
        <Loading label={messages.common.loading} />
      ) : error && !board ? (
        <ErrorState
          message={m.loadError}
          action={
            <Button variant="outline" onClick={refresh}>
              {messages.common.retry}
            </Button>
          }
        />
      ) : (
        board && (
          <>
            {board.chain && <ChainStatus chain={board.chain} />}
            {board.remotes.map((remote) => (
              <RemoteReleases key={remote.state.name} remote={remote} onChanged={refresh} />
            ))}
          </>
        )
      )}
      <DeployTokens />
    </div>
  );
}

/** The append-only log's hash chain: sound, or where it breaks (a row changed or removed after it was written). */
function ChainStatus({ chain }: { chain: ChainCheck }) {
  if (chain.ok) return <p css={[muted, { margin: 0, color: theme.colors.success }]}>{m.chainOk(chain.checked)}</p>;
  return (
    <p
      role="alert"
      css={{
        margin: 0,
        padding: '10px 12px',
        borderRadius: 8,
        border: `1px solid ${theme.colors.danger}`,
        background: theme.colors.dangerSurface,
      }}
    >
      {m.chainBroken(chain.brokenAt, chain.problem)}
    </p>
  );
}

function GatesCell({ gates }: { gates: GateResult[] | null | undefined }) {
  if (!gates) return <span css={muted}>{m.gatesUnchecked}</span>;
  const failed = gates.filter((gate) => gate.problems.length);
  if (!failed.length) return <span css={{ color: theme.colors.success }}>{m.gatesPassed}</span>;
  return (
    <ul css={{ margin: 0, paddingLeft: 16, minWidth: 180, whiteSpace: 'normal', color: theme.colors.danger }}>
      {failed.map((gate) => (
        <li key={gate.gate}>
          {m.gateNames[gate.gate] ?? gate.gate}: {gate.problems.join('; ')}
        </li>
      ))}
    </ul>
  );
}

function RemoteReleases({ remote, onChanged }: { remote: RemoteBoard; onChanged(): void }) {
  const { state, builds, events, failures, readAt } = remote;
  const name = m.remoteNames[state.name];
  const [rollbackTo, setRollbackTo] = useState<string | null>(null);
  const live = state.active ? builds.find((build) => build.buildId === state.active!.buildId) : undefined;

  const columns: ColumnDef<ListedBuild>[] = [
    {
      header: m.columns.build,
      cell: ({ row }) => (
        <span css={code} title={row.original.buildId}>
          {shortBuild(row.original.buildId)}
        </span>
      ),
    },
    {
      header: m.columns.status,
      cell: ({ row }) => `${m.statuses[row.original.status]}${row.original.pinned ? ` (${m.pinned})` : ''}`,
    },
    {
      header: m.columns.createdAt,
      cell: ({ row }) => <span title={formatTimestamp(row.original.createdAt)}>{ago(row.original.createdAt)}</span>,
    },
    {
      header: m.columns.commit,
      cell: ({ row }) => <span css={code}>{shortCommit(row.original.gitCommit) ?? messages.common.never}</span>,
    },
    { header: m.columns.size, cell: ({ row }) => formatSize(row.original.size.firstLoadBytes) },
    { header: m.columns.gates, cell: ({ row }) => <GatesCell gates={row.original.gates} /> },
    {
      header: m.columns.actions,
      cell: ({ row }) =>
        row.original.status === 'kept' ? (
          <Button
            variant="outline"
            aria-label={m.rollbackLabel(shortBuild(row.original.buildId))}
            onClick={() => setRollbackTo(row.original.buildId)}
          >
            {m.rollback}
          </Button>
        ) : null,
    },
  ];

  return (
    <section aria-label={name} css={[panel, { padding: 16, minWidth: 0 }]}>
      <h3 css={{ margin: '0 0 8px', fontSize: 18 }}>{name}</h3>
      {state.active ? (
        <p css={{ margin: '0 0 14px', display: 'flex', flexWrap: 'wrap', gap: '4px 14px' }}>
          <span>
            {m.active}: <strong css={code}>{shortBuild(state.active.buildId)}</strong>
          </span>
          <span title={formatTimestamp(state.active.activatedAt)}>{m.activatedAgo(ago(state.active.activatedAt))}</span>
          <span>
            {m.commit}: <span css={code}>{shortCommit(live?.gitCommit ?? null) ?? m.noCommit}</span>
          </span>
          <span css={muted}>{m.revision(state.active.revision)}</span>
        </p>
      ) : (
        <p css={[muted, { margin: '0 0 14px' }]}>{m.noActive}</p>
      )}
      {state.canary &&
        (state.canary.percent > 0 ? (
          <p css={{ margin: '0 0 14px' }}>{m.canary(shortBuild(state.canary.buildId), state.canary.percent)}</p>
        ) : (
          <p role="status" css={{ margin: '0 0 14px', color: theme.colors.danger }}>
            {m.canaryStopped(shortBuild(state.canary.buildId))}
          </p>
        ))}
      <h4 css={{ margin: '0 0 6px' }}>{m.failures}</h4>
      <FailureChart remote={name} failures={failures} now={readAt} />
      <h4 css={{ margin: '14px 0 6px' }}>{m.builds}</h4>
      {builds.length ? (
        <DataTable label={m.buildsLabel(name)} columns={columns} data={builds} getRowId={(build) => build.buildId} />
      ) : (
        <p css={muted}>{m.noBuilds}</p>
      )}
      <h4 css={{ margin: '14px 0 6px' }}>{m.history}</h4>
      {events.length ? (
        <ol aria-label={m.historyLabel(name)} css={{ margin: 0, paddingLeft: 18, display: 'grid', gap: 4 }}>
          {events.map((event) => (
            <li key={event.seq}>
              <span css={muted}>{formatTimestamp(event.at)}</span> · {m.eventActions[event.action] ?? event.action}
              {event.buildId && (
                <>
                  {' '}
                  <span css={code}>{shortBuild(event.buildId)}</span>
                </>
              )}{' '}
              ·{' '}
              {event.actor.tokenName
                ? m.byToken(event.actor.tokenName)
                : event.actor.userId !== null
                  ? m.byAdmin(event.actor.userId)
                  : messages.common.never}
              {event.reason && <span css={muted}> · “{event.reason}”</span>}
            </li>
          ))}
        </ol>
      ) : (
        <p css={[muted, { margin: 0 }]}>{m.noHistory}</p>
      )}
      <RollbackDialog
        remote={state.name}
        buildId={rollbackTo}
        onClose={() => setRollbackTo(null)}
        onChanged={onChanged}
      />
    </section>
  );
}
