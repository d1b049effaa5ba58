import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Mounts its children one task after the first commit, in a transition: for parts out of view on
 * the first paint (the footer, the recent-purchase card), so the page's first commit and its
 * style insertion are smaller and their work runs in tasks of its own (Lighthouse's TBT).
 */
export function Deferred({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setShown(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  return shown ? children : null;
}
