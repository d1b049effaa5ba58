import { useCallback, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { Button, Dialog, errorMessage, theme } from '@shop/ui';
import { ReauthenticateAdminDocument } from '../gql/graphql';
import { messages } from '../messages';
import { usePasskeyStepUp } from './passkey-step-up';
import { ReauthField } from './reauth-field';

const m = messages.stepUp;

/** The methods a refused password names (`totp`, `passkey`), or null when the error is no such refusal. */
function stepUpMethods(error: unknown): string[] | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const asked = error.errors.find((e) => e.extensions?.secondFactorRequired === true);
  if (!asked) return null;
  const methods = asked.extensions?.methods;
  return Array.isArray(methods) ? methods.map(String) : ['totp'];
}

/**
 * The step-up asked before a change of rights, a password or an e-mail (issue 34): the password,
 * the authenticator code once the password was answered with `secondFactorRequired`, or one of the
 * admin's passkeys. `onDone` runs once the session is re-authenticated (5 minutes).
 */
export function StepUpDialog({ onDone, onCancel }: { onDone(): void; onCancel(): void }) {
  const [askCode, setAskCode] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const passkey = usePasskeyStepUp();
  const [reauthenticate] = useMutation(ReauthenticateAdminDocument);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { isSubmitting },
  } = useForm<{ secret: string }>({ defaultValues: { secret: '' } });

  const submit = handleSubmit(async ({ secret }) => {
    try {
      await reauthenticate({ variables: askCode ? { code: secret.trim() } : { password: secret } });
      onDone();
    } catch (failed) {
      if (stepUpMethods(failed)?.includes('totp')) setAskCode(true);
      setError(errorMessage(failed, String((failed as Error).message)));
    } finally {
      reset({ secret: '' });
    }
  });

  const confirmWithPasskey = async () => {
    setPasskeyBusy(true);
    try {
      await passkey.stepUp();
      onDone();
    } catch {
      setError(m.passkeyFailed);
    } finally {
      setPasskeyBusy(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onCancel()}
      title={m.title}
      description={m.description}
      closeLabel={messages.dialog.close}
      actions={
        <>
          <Button variant="outline" onClick={onCancel}>
            {messages.common.cancel}
          </Button>
          <Button type="submit" form="step-up-form" disabled={isSubmitting || !watch('secret')}>
            {m.confirm}
          </Button>
        </>
      }
    >
      <form id="step-up-form" onSubmit={(event) => void submit(event)} noValidate>
        <ReauthField
          code={askCode}
          label={askCode ? m.code : m.password}
          hint={askCode ? m.codeText : undefined}
          registration={register('secret')}
          focusPassword
          passkey={passkey.available ? { onUse: () => void confirmWithPasskey(), busy: passkeyBusy } : undefined}
        />
        {error && (
          <p role="alert" css={{ margin: '12px 0 0', color: theme.colors.danger, overflowWrap: 'anywhere' }}>
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}

/** True when the server asks for the acting admin's step-up (`reauthenticate` in the error). */
export function needsStepUp(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.reauthenticate === true);
}

/**
 * Asks for the step-up when an action was refused for want of it, then runs the action again:
 * `ask(retry)` opens the dialog; `dialog` is rendered by the caller.
 */
export function useStepUp(): { ask(retry: () => Promise<void>): void; dialog: ReactNode } {
  const [retry, setRetry] = useState<(() => Promise<void>) | null>(null);
  const ask = useCallback((again: () => Promise<void>) => setRetry(() => again), []);
  const dialog = retry ? (
    <StepUpDialog
      onDone={() => {
        setRetry(null);
        void retry();
      }}
      onCancel={() => setRetry(null)}
    />
  ) : null;
  return { ask, dialog };
}
