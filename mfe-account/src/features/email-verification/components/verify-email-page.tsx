import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useMutation } from '@apollo/client/react';
import { Loading, errorMessage, panel } from '@shop/ui';
import { ConfirmEmailAddressDocument } from '../../../gql/graphql';
import { messages } from '../../../messages';

const m = messages.emailVerification;

/**
 * `/account/verify-email?token=`: the link of the sign-up e-mail. Verifies once on arrival (no
 * sign-in needed: the link may open in another browser) and says how it went.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [confirm] = useMutation(ConfirmEmailAddressDocument, { refetchQueries: ['GetEmailVerified'] });
  const [state, setState] = useState<{ done: boolean; ok?: boolean; text?: string }>({ done: false });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirm({ variables: { token } })
      .then(() => setState({ done: true, ok: true, text: m.verified }))
      .catch((error: unknown) => setState({ done: true, ok: false, text: errorMessage(error, m.invalid) }));
  }, [confirm, token]);
  return (
    <section aria-label={m.pageLabel} css={[panel, { padding: 24, display: 'grid', gap: 12, maxWidth: 640 }]}>
      <h1 css={{ margin: 0, fontSize: 24 }}>{m.pageTitle}</h1>
      {!state.done ? (
        <Loading label={m.checking} />
      ) : (
        <p role={state.ok ? 'status' : 'alert'} css={{ margin: 0 }}>
          {state.text}
        </p>
      )}
      <Link to="/account">{m.toAccount}</Link>
    </section>
  );
}
