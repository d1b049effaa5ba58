import { useCallback } from 'react';
import { addToCart, useShell } from '@shop/ui';
import * as messages from '../../../messages';

/** What the cart keeps of a product (the card's fields). */
export interface CartableProduct {
  id: number;
  title: string;
  price: string;
  server: string;
  accountType: string;
  subCategory: string;
  stock: number;
  hasAccountData: boolean;
  imagePath?: string | null;
  productCode?: string | null;
}

/** Adds a product to the cart (localStorage `cart`), refusing duplicates and products out of stock. */
export function useAddToCart() {
  const { toast } = useShell();
  return useCallback(
    (product: CartableProduct) => {
      const m = messages.cart;
      const result = addToCart({
        id: product.id,
        title: product.title,
        price: product.price,
        server: product.server,
        accountType: product.accountType,
        subCategory: product.subCategory,
        stock: product.stock,
        hasAccountData: product.hasAccountData,
        imagePath: product.imagePath ?? null,
        productCode: product.productCode ?? null,
      });
      if (result === 'duplicate') toast({ title: m.duplicate, description: m.duplicateText, variant: 'destructive' });
      else if (result === 'out-of-stock')
        toast({ title: m.outOfStock, description: m.outOfStockText, variant: 'destructive' });
      else toast({ title: m.added, description: m.addedText(product.title), variant: 'success' });
    },
    [toast],
  );
}
