import { createContext, useContext, type ReactNode } from 'react';

/**
 * The services the shell passes to this remote's App as props. Same shape as the shell's
 * `types/shell-contract.ts`; shared here because a remote never imports the shell's code.
 */
export interface SessionUser {
  id: number;
  username: string;
  email: string;
  isAdmin: boolean;
  /** Decimal string in USD, e.g. "12.50". */
  balance: string;
}

export interface ShellSession {
  user: SessionUser | null;
  /** True until the first `me` answer; guards wait for it before redirecting. */
  loading: boolean;
  /** New anti-forgery token, then `me` again: after login, registration, logout, balance changes. */
  refetch(): Promise<void>;
}

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: 'default' | 'success' | 'destructive';
  duration?: number;
}

export interface ShellProps {
  session: ShellSession;
  toast(options: ToastOptions): void;
}

const ShellContext = createContext<ShellProps | null>(null);

/** Makes the shell's props available to this remote's components (a context local to the remote). */
export function ShellProvider({ value, children }: { value: ShellProps; children: ReactNode }) {
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShell(): ShellProps {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell must be used inside <ShellProvider> (the exposed App)');
  return shell;
}
