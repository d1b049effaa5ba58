import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { arrivedRendered } from '../lib/page-arrival';

/** This page is the server's HTML being hydrated; on the server too (what it renders is that HTML). */
const serverPage = () => typeof document === 'undefined' || arrivedRendered();

/**
 * Mounts its children one task after the first commit, in a transition: for parts that are not on
 * the first paint (the footer, the recent-purchase card), so the page's first commit and its style
 * insertion are smaller and their work runs in tasks of its own (Lighthouse's TBT).
 * `inServerPage`: rendered at once on the server and when hydrating its HTML (the footer: its
 * links work without JavaScript, and hydrating it costs less than creating it later); deferred only
 * on a page rendered in the browser.
 */
export function Deferred({ children, inServerPage = false }: { children: ReactNode; inServerPage?: boolean }) {
  const [shown, setShown] = useState(() => inServerPage && serverPage());
  useEffect(() => {
    if (shown) return;
    const timer = setTimeout(() => startTransition(() => setShown(true)), 0);
    return () => clearTimeout(timer);
  }, [shown]);
  return shown ? children : null;
}
