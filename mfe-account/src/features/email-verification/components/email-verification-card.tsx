import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, errorMessage, panel, theme } from '@shop/ui';
import { GetEmailVerifiedDocument, ResendMyVerificationEmailDocument } from '../../../gql/graphql';
import { messages } from '../../../messages';

const m = messages.emailVerification;

/**
 * On the dashboard while the signed-in user's address is unverified: says so (restock alerts are
 * e-mailed only to verified addresses) and sends the link again. Nothing once it is verified.
 */
export function EmailVerificationCard() {
  const { data } = useQuery(GetEmailVerifiedDocument, { fetchPolicy: 'cache-and-network' });
  const [resend, { loading }] = useMutation(ResendMyVerificationEmailDocument);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const me = data?.me;
  if (!me || me.emailVerified) return null;
  const send = async () => {
    try {
      await resend();
      setResult({ ok: true, text: m.sent(me.email) });
    } catch (error) {
      setResult({ ok: false, text: errorMessage(error, m.failed) });
    }
  };
  return (
    <section aria-label={m.label} css={[panel, { padding: 20, display: 'grid', gap: 10 }]}>
      <p css={{ margin: 0 }}>
        <strong>{m.unverified}</strong> {m.explain(me.email)}
      </p>
      <div>
        <Button variant="outline" disabled={loading} onClick={() => void send()}>
          {loading ? m.sending : m.resend}
        </Button>
      </div>
      {result && (
        <p
          role={result.ok ? 'status' : 'alert'}
          css={{ margin: 0, color: result.ok ? theme.colors.textMuted : theme.colors.danger }}
        >
          {result.text}
        </p>
      )}
    </section>
  );
}
