import { useCallback, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { clearCart, errorMessage, refusalMessage, useShell, type CartItem } from '@shop/ui';
import { CheckoutCartDocument, type CheckoutCartMutation } from '../../../gql/graphql';
import { messages } from '../../../messages';

/**
 * 'Satın Al' → (guests: toast and /auth) → confirm dialog → one checkout of every item. On success
 * the cart is emptied and the buyer goes to /account; a refusal (the answer's `__typename`) or an
 * error stays in the dialog with the server's text (which names the item) and a toast.
 */
export function useCheckout() {
  const { session, toast } = useShell();
  const navigate = useNavigate();
  const [checkoutCart, { loading }] = useMutation(CheckoutCartDocument);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const m = messages.cart;

  const start = useCallback(() => {
    if (session.loading) return;
    if (!session.user) {
      toast({ title: m.loginRequired, description: m.loginRequiredText, variant: 'destructive' });
      void navigate('/auth');
      return;
    }
    setError(null);
    setOpen(true);
  }, [m, navigate, session.loading, session.user, toast]);

  const confirm = useCallback(
    async (items: CartItem[]) => {
      setError(null);
      const fail = (text: string) => {
        setError(text);
        toast({ title: m.failed, description: text, variant: 'destructive' });
      };
      let answer: CheckoutCartMutation['checkoutCart'] | undefined;
      try {
        const result = await checkoutCart({
          variables: { input: { items: items.map((item) => ({ productId: item.id, expectedPrice: item.price })) } },
        });
        answer = result.data?.checkoutCart;
      } catch (failure) {
        // Coded errors only (signed out, an unusable cart, an outage): refusals are answers.
        fail(errorMessage(failure, m.failedDefault));
        return;
      }
      switch (answer?.__typename) {
        case 'CheckoutCartSuccess':
          clearCart();
          setOpen(false);
          toast({ title: m.success, description: m.successText(answer.orders.length), variant: 'success' });
          void session.refetch();
          void navigate('/account');
          return;
        default:
          // A refusal's message names the item it is about.
          fail(refusalMessage(answer) ?? m.failedDefault);
      }
    },
    [checkoutCart, m, navigate, session, toast],
  );

  const close = useCallback(() => {
    if (!loading) setOpen(false);
  }, [loading]);

  return { open, error, processing: loading, start, confirm, close };
}
