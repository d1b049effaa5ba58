import { createContext } from 'react';

/**
 * Whether the page's `me` is rendered on the server (a signed-in page, rendered as the request's
 * session: gateway/src/static/server-render.ts `PERSONAL`). The gateway marks such a page's root
 * `data-session="server"`; the browser then hydrates the session from the page's Apollo state, as
 * the server rendered it. Elsewhere `me` loads in the browser (a guest's page may be kept and
 * served to anyone, so it never holds a session).
 */
export const SessionRendered = createContext<boolean>(
  typeof document !== 'undefined' && document.getElementById('root')?.dataset.session === 'server',
);
