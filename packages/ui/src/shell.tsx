import { createContext, useContext, type ReactNode } from 'react';
import { LiveWhenHydrated } from './hydration';

/**
 * What the shell hands to every remote's exposed `./App` as props. It lives here, in the package
 * both sides build from, because a remote never imports the shell's code; a React context would
 * only reach the remotes if its module were shared.
 * Keep this small and backwards compatible: remotes are deployed independently.
 */
export interface SessionUser {
  id: number;
  username: string;
  email: string;
  isAdmin: boolean;
  /** Decimal string in USD, e.g. "12.50". */
  balance: string;
  /**
   * An admin who must set up a second factor before using the panel (issue 34): the server refuses
   * every admin-only call of this session. Absent from older shells: treated as false.
   */
  secondFactorEnrolmentRequired?: boolean;
}

export interface ShellSession {
  /** null for guests (and while the first `me` request is in flight, see `loading`). */
  user: SessionUser | null;
  loading: boolean;
  /**
   * Re-reads the session: fetches a fresh anti-forgery token (the session id changes on login,
   * registration and logout) and then refetches `me`. Call it after any of those and after a
   * change of balance.
   */
  refetch(): Promise<void>;
}

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds; 5000 by default. */
  duration?: number;
}

/**
 * The site's run-time settings, read by the shell from the `settings` of `/remotes.json` (the
 * gateway's `COMMUNITY_CHAT_URL`, say). Every field is optional: absent means "not configured".
 */
export interface SiteSettings {
  /** The community chat server (an http(s) address) the account's Support tab links to. */
  communityChatUrl?: string;
}

/**
 * On the server only (decision 0068): what a page tells its response besides its markup. Called
 * while rendering; the last call wins (the server may render a page more than once).
 */
export interface ServerPage {
  /** The response's status: 404 for a page about something that does not exist. */
  status(code: number): void;
  /** The page's canonical path (`/product/1`) and its schema.org JSON-LD, for the HTML's head. */
  head(entry: { canonical?: string; jsonLd?: Record<string, unknown> }): void;
  /**
   * Where the page sends the visitor (a path of the site: a guest on a signed-in page goes to
   * `/auth`): the response is a redirect instead of the page. Absent from older shells.
   */
  redirect?(path: string): void;
}

export interface ShellProps {
  session: ShellSession;
  /** Given by the shell's server render only (never in the browser). */
  serverPage?: ServerPage;
  toast(options: ToastOptions): void;
  /** Run-time settings of the site; optional: an older shell does not pass it. */
  settings?: SiteSettings;
  /**
   * The shell's logout (the same as its top bar's: goes home, ends the session, toasts 'Logged
   * Out'). Optional: an older shell does not pass it.
   */
  logout?(): Promise<void>;
}

const ShellContext = createContext<ShellProps | null>(null);

/**
 * Makes the shell's props available to this remote's components (a context local to the remote),
 * and keeps the remote's controls disabled until its own code has hydrated them.
 */
export function ShellProvider({ value, children }: { value: ShellProps; children: ReactNode }) {
  return (
    <ShellContext.Provider value={value}>
      <LiveWhenHydrated>{children}</LiveWhenHydrated>
    </ShellContext.Provider>
  );
}

export function useShell(): ShellProps {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell must be used inside <ShellProvider> (the exposed App)');
  return shell;
}
