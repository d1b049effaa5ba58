import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { Button, Field, Input, errorMessage, theme } from '@shop/ui';
import { usePasskeyStepUp } from './passkey-step-up';
import { ReauthField } from './reauth-field';
import { ReauthenticateAdminDocument } from '../gql/graphql';
import { messages } from '../messages';

const m = messages.reveal;

/** True when the server asks for the admin's password again before a credential read or change. */
export function needsReauthentication(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.reauthenticate === true);
}

/** True when the account has an authenticator app: a password does not re-authenticate it, a code does (a passkey alone: the button). */
function needsCode(error: unknown): boolean {
  if (!CombinedGraphQLErrors.is(error)) return false;
  const asked = error.errors.find((e) => e.extensions?.secondFactorRequired === true);
  const methods = asked?.extensions?.methods;
  return asked !== undefined && (!Array.isArray(methods) || methods.includes('totp'));
}

/** Where a reveal stands: the form (with the password field once the server asked for it), or the text. */
export type RevealState =
  | { step: 'form'; askPassword: boolean; askCode?: boolean; reason: string; error?: string }
  | { step: 'shown'; credentials: string };

/**
 * One credential reveal: a reason (kept in the audit log), and the admin's password again when the
 * session was not re-authenticated in the last 5 minutes (the server says so). `reveal` is one
 * call to the server per submit; its answer is kept only in this component's state.
 */
export function useCredentialReveal(reveal: (reason: string) => Promise<string>) {
  const [state, setState] = useState<RevealState>({ step: 'form', askPassword: false, reason: '' });
  const [reauthenticate] = useMutation(ReauthenticateAdminDocument);
  const askCode = state.step === 'form' && state.askCode === true;
  const submit = async (reason: string, secret: string) => {
    try {
      if (secret) await reauthenticate({ variables: askCode ? { code: secret.trim() } : { password: secret } });
      setState({ step: 'shown', credentials: await reveal(reason) });
    } catch (failed) {
      if (needsCode(failed)) setState({ step: 'form', askPassword: true, askCode: true, reason });
      else if (needsReauthentication(failed)) setState({ step: 'form', askPassword: true, askCode, reason });
      else
        setState({
          step: 'form',
          askPassword: state.step === 'form' && state.askPassword,
          askCode,
          reason,
          error: errorMessage(failed, String((failed as Error).message)),
        });
    }
  };
  return { state, submit };
}

const schema = z.object({ reason: z.string().trim().min(1).max(300), password: z.string() });

/** The reason (and, when asked, the password, or the authenticator code of an account with one) before a reveal; the submit stays disabled until they are given. */
export function RevealForm({
  state,
  onSubmit,
  label,
}: {
  state: Extract<RevealState, { step: 'form' }>;
  onSubmit(reason: string, password: string): Promise<void>;
  label: string;
}) {
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { isSubmitting },
  } = useForm<z.infer<typeof schema>>({
    defaultValues: { reason: state.reason, password: '' },
    resolver: zodResolver(schema),
  });
  const submit = handleSubmit(async ({ reason, password }) => {
    setValue('password', '');
    await onSubmit(reason.trim(), password);
  });
  const ready = watch('reason').trim() !== '' && (!state.askPassword || watch('password') !== '');
  // One of the admin's passkeys instead of the password: the session steps up, then the reveal goes without a secret.
  const passkey = usePasskeyStepUp();
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [passkeyFailed, setPasskeyFailed] = useState(false);
  const confirmWithPasskey = async () => {
    const reason = watch('reason').trim();
    if (!reason) return;
    setPasskeyBusy(true);
    try {
      await passkey.stepUp();
    } catch {
      setPasskeyBusy(false);
      setPasskeyFailed(true);
      return;
    }
    setPasskeyBusy(false);
    await onSubmit(reason, '');
  };
  return (
    <form aria-label={label} onSubmit={(event) => void submit(event)} noValidate css={{ display: 'grid', gap: 8 }}>
      <p css={{ margin: 0, color: theme.colors.textMuted, fontSize: 13 }}>{m.text}</p>
      <Field label={m.reason} hint={m.reasonHint}>
        {(control) => <Input {...control} maxLength={300} autoFocus {...register('reason')} />}
      </Field>
      {(state.askPassword || state.askCode) && (
        <ReauthField
          code={Boolean(state.askCode)}
          label={state.askCode ? m.code : m.password}
          hint={state.askCode ? m.codeText : m.reauthText}
          registration={register('password')}
          passkey={
            passkey.available
              ? { onUse: () => void confirmWithPasskey(), busy: passkeyBusy, disabled: watch('reason').trim() === '' }
              : undefined
          }
        />
      )}
      {passkeyFailed && (
        <p role="alert" css={{ margin: 0, color: theme.colors.danger }}>
          {messages.stepUp.passkeyFailed}
        </p>
      )}
      {state.error && (
        <p role="alert" css={{ margin: 0, color: theme.colors.danger, overflowWrap: 'anywhere' }}>
          {state.error}
        </p>
      )}
      <div>
        <Button type="submit" disabled={!ready || isSubmitting}>
          {isSubmitting ? m.revealing : m.submit}
        </Button>
      </div>
    </form>
  );
}
