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
  retypePassword: string;
}

/** The spec's client-side checks; returns the toast to show, or null when the form is fine. */
export function validateSignIn(values: SignInValues) {
  if (!values.email.trim() || !values.password) {
    return { title: messages.auth.missingFields, description: messages.auth.missingFieldsText };
  }
  return null;
}

export function validateSignUp(values: SignUpValues) {
  if (!values.username.trim() || !values.email.trim() || !values.password) {
    return { title: messages.auth.missingFields, description: messages.auth.missingFieldsText };
  }
  if (values.password !== values.retypePassword) {
    return { title: messages.auth.passwordMismatch, description: messages.auth.passwordMismatchText };
  }
  return null;
}

/** Sign in and sign up; on success the shell's session is refreshed and the user goes home. */
export function useAuth() {
  const { session, toast } = useShell();
  const navigate = useNavigate();
  const [login, loginState] = useMutation(LoginDocument);
  const [register, registerState] = useMutation(RegisterDocument);

  const signIn = useCallback(
    async (values: SignInValues) => {
      const invalid = validateSignIn(values);
      if (invalid) return toast({ ...invalid, variant: 'destructive' });
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
      const invalid = validateSignUp(values);
      if (invalid) return toast({ ...invalid, variant: 'destructive' });
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
