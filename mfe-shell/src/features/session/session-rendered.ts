import { createContext } from 'react';
import { arrivedWithSession } from '../../lib/page-arrival';

/**
 * Whether the page's `me` is rendered on the server: a signed-in page (rendered as the request's
 * session: gateway/src/static/server-render.ts `PERSONAL`) or a guest's request (no session cookie:
 * `me` is null, and the gateway keeps and answers that page only to requests without one). The
 * gateway marks such a page's root `data-session="server"`; the browser then hydrates the session
 * from the page's Apollo state instead of asking. A public page asked with a session cookie holds
 * no `me`: the browser asks for it.
 */
export const SessionRendered = createContext<boolean>(arrivedWithSession());
