/**
 * How this page arrived, from the marks the gateway puts on #root (gateway/src/static/
 * server-render.ts): `data-rendered="server"`, the server's HTML of the real components, to be
 * hydrated; `data-session="server"`, the page's `me` was rendered with it (in its Apollo state).
 * Without them (a page the server could not render in time, or at all) the browser renders it.
 */
const rootMark = (name: 'rendered' | 'session'): boolean =>
  typeof document !== 'undefined' && document.getElementById('root')?.dataset[name] === 'server';

/** The page is the server's HTML being hydrated; false on the server, where nothing is hydrated. */
export const arrivedRendered = (): boolean => rootMark('rendered');

/** The page's `me` came with its HTML: the browser reads the session from the state instead of asking. */
export const arrivedWithSession = (): boolean => rootMark('session');
