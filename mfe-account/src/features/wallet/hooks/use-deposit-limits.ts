import { useEffect, useState } from 'react';
import { fetchDepositLimits, type DepositLimits } from '../api/deposit-limits';

type State = { limits: DepositLimits | null; loading: boolean; failed: boolean };

/** The deposit limits, read once the top-up dialog first opens (`enabled`); a failure is retried on the next opening. */
export function useDepositLimits(enabled: boolean): State {
  const [state, setState] = useState<State>({ limits: null, loading: false, failed: false });
  const needed = enabled && state.limits === null;
  useEffect(() => {
    if (!needed) return;
    const controller = new AbortController();
    setState({ limits: null, loading: true, failed: false });
    fetchDepositLimits(controller.signal).then(
      (limits) => setState({ limits, loading: false, failed: false }),
      () => {
        if (!controller.signal.aborted) setState({ limits: null, loading: false, failed: true });
      },
    );
    return () => controller.abort();
  }, [needed]);
  return state;
}
