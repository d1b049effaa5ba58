import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Dialog } from '@shop/ui';
import { ReauthField } from '../../../components/reauth-field';
import {
  GetAdminViewerDocument,
  ReauthenticateAdminDocument,
  ResetAdminUserSecondFactorDocument,
} from '../../../gql/graphql';
import { useAdminFeedback } from '../../../hooks/use-admin-feedback';
import { messages } from '../../../messages';

const m = messages.users.factors;

/** The account has an authenticator app: the step-up takes its code, not the password. */
const codeRequired = (error: unknown) =>
  CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.secondFactorRequired === true);

type Target = { id: number; username: string; isAdmin: boolean };

/** "Reset second factor" on another admin's row, for an owner only (the server checks it too). */
export function ResetFactorButton({ user, onReset }: { user: Target; onReset(): void }) {
  const viewer = useQuery(GetAdminViewerDocument).data?.me;
  if (!viewer?.isOwner || !user.isAdmin || user.id === viewer.id) return null;
  return (
    <Button variant="outline" onClick={onReset} aria-label={`${m.reset}: ${user.username}`}>
      {m.reset}
    </Button>
  );
}

/**
 * The owner's reset of another admin's second factor: the owner's password (or the app's code)
 * re-authenticates the session, then the reset runs; the server checks the owner and the step-up.
 */
export function ResetSecondFactorDialog({
  user,
  onClose,
}: {
  user: { id: number; username: string } | null;
  onClose(): void;
}) {
  const { success, failure } = useAdminFeedback();
  const [askCode, setAskCode] = useState(false);
  const [reauthenticate] = useMutation(ReauthenticateAdminDocument);
  const [resetFactor] = useMutation(ResetAdminUserSecondFactorDocument, { refetchQueries: ['GetAdminUsers'] });
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { isSubmitting },
  } = useForm<{ secret: string }>({ defaultValues: { secret: '' } });

  const close = () => {
    reset({ secret: '' });
    setAskCode(false);
    onClose();
  };

  const submit = handleSubmit(async ({ secret }) => {
    if (!user) return;
    try {
      await reauthenticate({ variables: askCode ? { code: secret.trim() } : { password: secret } });
      await resetFactor({ variables: { id: user.id } });
      success(m.done(user.username));
      close();
    } catch (error) {
      if (codeRequired(error)) setAskCode(true);
      failure(error);
      reset({ secret: '' });
    }
  });

  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => !open && close()}
      title={m.resetTitle}
      description={user ? m.resetText(user.username) : ''}
      closeLabel={messages.dialog.close}
      actions={
        <>
          <Button variant="outline" onClick={close}>
            {messages.common.cancel}
          </Button>
          <Button type="submit" form="reset-second-factor-form" disabled={isSubmitting || !watch('secret')}>
            {m.confirm}
          </Button>
        </>
      }
    >
      <form id="reset-second-factor-form" onSubmit={(event) => void submit(event)} noValidate>
        <ReauthField
          code={askCode}
          label={askCode ? m.code : m.password}
          hint={askCode ? m.codeText : undefined}
          registration={register('secret')}
          focusPassword
        />
      </form>
    </Dialog>
  );
}
