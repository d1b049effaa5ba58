import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Longest wait for a navigation to show before the caller goes on anyway. */
const COMMIT_WAIT_MS = 10_000;

type Waiter = { path: string; resolve(): void };

/**
 * `navigate(path)` that resolves once the router shows `path`. React Router 7 moves to a new
 * location inside `startTransition`, so while the next route suspends (a remote still loading)
 * the old page stays mounted and can still navigate; callers that must not be overtaken by it
 * (logout leaving a page that needs a session) wait for this first.
 */
export function useCommittedNavigate() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  const waiters = useRef<Waiter[]>([]);

  useEffect(() => {
    shown.current = pathname;
    const done = waiters.current.filter((waiter) => waiter.path === pathname);
    waiters.current = waiters.current.filter((waiter) => waiter.path !== pathname);
    for (const waiter of done) waiter.resolve();
  }, [pathname]);

  return useCallback(
    (path: string) =>
      new Promise<void>((resolve) => {
        if (shown.current === path) {
          resolve();
          return;
        }
        const timer = setTimeout(resolve, COMMIT_WAIT_MS);
        waiters.current.push({
          path,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
        void navigate(path);
      }),
    [navigate],
  );
}
