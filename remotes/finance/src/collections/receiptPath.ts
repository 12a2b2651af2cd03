/** Where a collection's receipt (收款凭证) is printed. */
export const receiptPath = (id: number) => `/print/collection/${id}`;
