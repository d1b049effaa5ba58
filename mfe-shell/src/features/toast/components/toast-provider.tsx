import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import type { ToastOptions } from '@shop/ui';
import { ToastContext } from '../hooks/use-toast';
import type { CurrentToast } from './current-toast';

// The toasts' Radix code and styles load with the first toast, not with the first page.
const ToastView = lazy(() => import('./toast-view').then((module) => ({ default: module.ToastView })));

/** Gives the page `toast()`; the toast itself is drawn by ToastView once one has been asked for. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<CurrentToast | null>(null);
  const [used, setUsed] = useState(false);
  const nextId = useRef(0);

  const toast = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    setCurrent({ ...options, id: nextId.current });
    setUsed(true);
  }, []);
  const closed = useCallback((id: number) => setCurrent((shown) => (shown?.id === id ? null : shown)), []);

  return (
    <>
      <ToastContext.Provider value={toast}>{children}</ToastContext.Provider>
      {used && (
        <Suspense fallback={null}>
          <ToastView current={current} onClosed={closed} />
        </Suspense>
      )}
    </>
  );
}
