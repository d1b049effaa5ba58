import { useCallback, useEffect, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { errorMessage, useShell } from '@shop/ui';
import { CreateRestockAlertDocument, type CreateRestockAlertInput } from '../../../gql/graphql';
import * as messages from '../../../messages';

export type RestockLocale = keyof typeof messages.restock;

/**
 * Asks to be told when stock arrives: a guest is sent to sign in (as Buy does); a customer's alert
 * is saved (`set` turns true) or the refusal is toasted with the server's message.
 */
export function useRestockAlert(locale: RestockLocale = 'en') {
  const { session, toast } = useShell();
  const navigate = useNavigate();
  const [create, { loading: saving }] = useMutation(CreateRestockAlertDocument);
  const [set, setSet] = useState(false);
  const m = messages.restock[locale];
  // A press while the session is still loading (a page rendered on the server is live before the
  // session is known) is kept and answered once it is known, never dropped.
  const [waiting, setWaiting] = useState<CreateRestockAlertInput | null>(null);

  const ask = useCallback(
    async (input: CreateRestockAlertInput) => {
      if (session.loading) {
        setWaiting(input);
        return;
      }
      if (saving) return;
      if (!session.user) {
        toast({ title: m.loginRequired, description: m.loginText, variant: 'destructive' });
        void navigate('/auth');
        return;
      }
      try {
        await create({ variables: { input } });
        setSet(true);
      } catch (error) {
        toast({ title: m.failedTitle, description: errorMessage(error, m.failedDefault), variant: 'destructive' });
      }
    },
    [create, m, navigate, saving, session.loading, session.user, toast],
  );
  useEffect(() => {
    if (!waiting || session.loading) return;
    setWaiting(null);
    void ask(waiting);
  }, [ask, session.loading, waiting]);

  return { ask, saving, set };
}
