import { useCallback } from 'react';
import { addToCart, type CartItem, useShell } from '@shop/ui';
import * as messages from '../../../messages';

/** Adds a product to the cart (localStorage `cart`), refusing duplicates and products out of stock. */
export function useAddToCart() {
  const { toast } = useShell();
  return useCallback(
    (product: CartItem) => {
      const m = messages.cart;
      const result = addToCart(product);
      if (result === 'duplicate') toast({ title: m.duplicate, description: m.duplicateText, variant: 'destructive' });
      else if (result === 'out-of-stock')
        toast({ title: m.outOfStock, description: m.outOfStockText, variant: 'destructive' });
      else toast({ title: m.added, description: m.addedText(product.title), variant: 'success' });
    },
    [toast],
  );
}
