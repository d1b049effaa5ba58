import { Navigate } from 'react-router-dom';
import { useShell } from '@shop/ui';

/**
 * Sends the visitor to `to` (a path of the site). Rendered on the server (decision 0068), the
 * response is that redirect (ShellProps' `serverPage`); in the browser, a navigation in place.
 */
export function Redirect({ to }: { to: string }) {
  const { serverPage } = useShell();
  if (serverPage?.redirect) {
    serverPage.redirect(to);
    return null;
  }
  return <Navigate to={to} replace />;
}
