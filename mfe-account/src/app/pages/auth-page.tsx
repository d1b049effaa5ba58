import { Navigate } from 'react-router-dom';
import { Page, useShell } from '@shop/ui';
import { AuthForm } from '../../features/auth/components/auth-form';

/**
 * /auth: signed-in users have nothing to do here and go home. The form paints at once, without
 * waiting for the session (a guest is the usual visitor here; a signed-in one is sent on when known).
 */
export function AuthPage() {
  const { session } = useShell();
  if (session.user) return <Navigate to="/" replace />;
  return (
    <Page>
      <AuthForm />
    </Page>
  );
}
