/** Products the gateway got from catalog; commerce's fields resolve from the id (ProductFieldsResolver). */
export const productReference = {
  Product: {
    __resolveReference: (reference: { id: number | string }) => ({ id: Number(reference.id) }),
  },
};
