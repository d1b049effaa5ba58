import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { CombinedGraphQLErrors } from '@apollo/client';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import {
  CompleteSignInDocument,
  LoginDocument,
  PasskeySignInOptionsDocument,
  RegisterDocument,
  SignInWithPasskeyDocument,
} from '../../../gql/graphql';
import { useShell } from '@shop/ui';
import { errorMessage } from '@shop/ui';
import { messages } from '../../../messages';

/** The browser's passkey prompt; its library loads on first use, not with the sign-in page. */
async function passkeyAssertion(optionsJSON: PublicKeyCredentialRequestOptionsJSON) {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return startAuthentication({ optionsJSON });
}

export interface SignInValues {
  email: string;
  password: string;
}

export interface SignUpValues extends SignInValues {
  username: string;
}

/**
 * The password was right and the account has a second factor: the methods that finish the
 * sign-in (`totp`, `recoveryCode`, `passkey`), or null for any other error.
 */
function secondFactorMethods(error: unknown): string[] | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const asked = error.errors.find((e) => e.extensions?.secondFactorRequired === true);
  if (!asked) return null;
  const methods = asked.extensions?.methods;
  return Array.isArray(methods) ? methods.filter((method): method is string => typeof method === 'string') : [];
}

/** The second step of a sign-in: a code from the app, a recovery code, or one of the account's passkeys. */
export type SecondFactor = { code: string } | { recoveryCode: string } | { passkey: true };

/** Sign in and sign up (the form has checked the input); on success the shell's session is refreshed and the user goes home. */
export function useAuth() {
  const { session, toast } = useShell();
  const navigate = useNavigate();
  const [login, loginState] = useMutation(LoginDocument);
  const [register, registerState] = useMutation(RegisterDocument);
  const [completeSignIn, completeState] = useMutation(CompleteSignInDocument);
  const [passkeyOptions, passkeyOptionsState] = useMutation(PasskeySignInOptionsDocument);
  const [passkeySignIn, passkeyState] = useMutation(SignInWithPasskeyDocument);

  const signedIn = useCallback(async () => {
    toast({ title: messages.auth.loginSuccess, description: messages.auth.loginSuccessText, variant: 'success' });
    await session.refetch();
    void navigate('/', { replace: true });
  }, [navigate, session, toast]);

  /** The second step's methods when the account asks for one (the session is pending until then). */
  const signIn = useCallback(
    async (values: SignInValues): Promise<{ methods: string[] } | void> => {
      try {
        await login({ variables: { input: { email: values.email.trim(), password: values.password } } });
      } catch (error) {
        const methods = secondFactorMethods(error);
        if (methods) return { methods };
        return toast({
          title: messages.auth.loginFailed,
          description: errorMessage(error, messages.auth.loginFailedDefault),
          variant: 'destructive',
        });
      }
      await signedIn();
    },
    [login, signedIn, toast],
  );

  /** false when the code was refused (the toast says why). */
  const finishSignIn = useCallback(
    async (factor: SecondFactor): Promise<boolean> => {
      try {
        if ('passkey' in factor) {
          const { data } = await passkeyOptions();
          if (!data) throw new Error(messages.auth.passkeyFailedDefault);
          const optionsJSON = JSON.parse(data.passkeySignInOptions) as PublicKeyCredentialRequestOptionsJSON;
          const response = await passkeyAssertion(optionsJSON);
          await completeSignIn({ variables: { passkeyResponse: JSON.stringify(response) } });
        } else {
          await completeSignIn({
            variables: 'code' in factor ? { code: factor.code } : { recoveryCode: factor.recoveryCode },
          });
        }
      } catch (error) {
        const passkey = 'passkey' in factor;
        toast({
          title: passkey ? messages.auth.passkeyFailed : messages.auth.verifyFailed,
          // The browser's own errors (the picker closed) are not the shop's to show.
          description:
            passkey && !CombinedGraphQLErrors.is(error)
              ? messages.auth.passkeyFailedDefault
              : errorMessage(error, passkey ? messages.auth.passkeyFailedDefault : messages.auth.verifyFailedDefault),
          variant: 'destructive',
        });
        return false;
      }
      await signedIn();
      return true;
    },
    [completeSignIn, passkeyOptions, signedIn, toast],
  );

  /** Sign-in with a passkey alone: the browser's passkey picker, then the server checks the signed answer. */
  const signInWithPasskey = useCallback(async () => {
    try {
      const { data } = await passkeyOptions();
      if (!data) throw new Error(messages.auth.passkeyFailedDefault);
      const optionsJSON = JSON.parse(data.passkeySignInOptions) as PublicKeyCredentialRequestOptionsJSON;
      const response = await passkeyAssertion(optionsJSON);
      await passkeySignIn({ variables: { response: JSON.stringify(response) } });
    } catch (error) {
      return toast({
        title: messages.auth.passkeyFailed,
        // The browser's own errors (cancelled, no passkey) are not the shop's to show.
        description: CombinedGraphQLErrors.is(error)
          ? errorMessage(error, messages.auth.passkeyFailedDefault)
          : messages.auth.passkeyFailedDefault,
        variant: 'destructive',
      });
    }
    await signedIn();
  }, [passkeyOptions, passkeySignIn, signedIn, toast]);

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

  return {
    signIn,
    signUp,
    finishSignIn,
    signInWithPasskey,
    pending:
      loginState.loading ||
      registerState.loading ||
      completeState.loading ||
      passkeyOptionsState.loading ||
      passkeyState.loading,
  };
}
