import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { LoginDocument, RegisterDocument } from '../../../gql/graphql';
import { useShell } from '@shop/ui';
import { errorMessage } from '@shop/ui';
import { messages } from '../../../messages';

export interface SignInValues {
  email: string;
  password: string;
}

export interface SignUpValues extends SignInValues {
  username: string;
}

/** Sign in and sign up (the form has checked the input); on success the shell's session is refreshed and the user goes home. */
export function useAuth() {
  const { session, toast } = useShell();
  const navigate = useNavigate();
  const [login, loginState] = useMutation(LoginDocument);
  const [register, registerState] = useMutation(RegisterDocument);

  const signIn = useCallback(
    async (values: SignInValues) => {
      try {
        await login({ variables: { input: { email: values.email.trim(), password: values.password } } });
      } catch (error) {
        return toast({
          title: messages.auth.loginFailed,
          description: errorMessage(error, messages.auth.loginFailedDefault),
          variant: 'destructive',
        });
      }
      toast({ title: messages.auth.loginSuccess, description: messages.auth.loginSuccessText, variant: 'success' });
      await session.refetch();
      void navigate('/', { replace: true });
    },
    [login, navigate, session, toast],
  );

  const signUp = useCallback(
    async (values: SignUpValues) => {
      try {
        await register({
          variables: {
            input: { username: values.username.trim(), email: values.email.trim(), password: values.password },
          },
        });
      } catch (error) {
        return toast({
          title: messages.auth.registerFailed,
          description: errorMessage(error, messages.auth.registerFailedDefault),
          variant: 'destructive',
        });
      }
      toast({
        title: messages.auth.registerSuccess,
        description: messages.auth.registerSuccessText,
        variant: 'success',
      });
      await session.refetch();
      void navigate('/', { replace: true });
    },
    [navigate, register, session, toast],
  );

  return { signIn, signUp, pending: loginState.loading || registerState.loading };
}
