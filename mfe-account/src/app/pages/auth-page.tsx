import { Navigate } from 'react-router-dom';
import { Page } from '@shop/ui';
import { Loading } from '@shop/ui';
import { AuthForm } from '../../features/auth/components/auth-form';
import { useShell } from '@shop/ui';
import { messages } from '../../messages';

/** /auth: signed-in users have nothing to do here and go home. */
export function AuthPage() {
  const { session } = useShell();
  if (session.loading) return <Loading label={messages.common.loading} />;
  if (session.user) return <Navigate to="/" replace />;
  return (
    <Page>
      <AuthForm />
    </Page>
  );
}
