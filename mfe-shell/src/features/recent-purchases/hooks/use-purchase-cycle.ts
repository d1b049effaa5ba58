import { useCallback, useEffect, useRef, useState } from 'react';
import { INITIAL_CYCLE_STATE, PurchaseCycle, type CycleState } from '../lib/purchase-cycle';

/** Which entry the widget shows and in which phase, for a list of `count` entries. */
export function usePurchaseCycle(count: number): CycleState & { close(): void } {
  const [state, setState] = useState<CycleState>(INITIAL_CYCLE_STATE);
  const cycle = useRef<PurchaseCycle | null>(null);

  useEffect(() => {
    const created = new PurchaseCycle(setState);
    cycle.current = created;
    return () => {
      created.dispose();
      cycle.current = null;
    };
  }, []);

  // Declared after the effect above, so on mount the cycle exists when it runs.
  useEffect(() => {
    cycle.current?.setCount(count);
  }, [count]);

  const close = useCallback(() => cycle.current?.close(), []);
  return { ...state, close };
}
