import { useState } from 'react';
import type { Product } from '@yjf/area-purchasing/domain/productSchemas';
import type { StockOutLine } from '@yjf/area-purchasing/domain/stockOutSchemas';
import { lineProductOf } from '../products/lineProduct';

/** A product chosen in the product chooser: what the summary shows of it and how many units leave. */
export type ChosenLine = Pick<Product, 'name' | 'brand' | 'model' | 'unit' | 'stock'> & {
  productId: number;
  /** Empty while the user clears the box. */
  quantity: number | undefined;
};

/** A stock-out's saved line as the chooser holds it (editing an unreviewed stock-out). */
export const chosenFromLine = (line: StockOutLine): ChosenLine => ({
  productId: line.productId,
  name: line.productName,
  brand: line.brand,
  model: line.model,
  unit: line.unit,
  stock: line.stock,
  quantity: line.quantity,
});

/**
 * The products chosen for a stock-out, in the order they were chosen, kept across the product table's pages
 * and searches. A newly chosen product starts at 1 unit.
 *
 * @example const { lines, choose, drop, setQuantity } = useChosenLines(stockOut?.lines.map(chosenFromLine));
 */
export function useChosenLines(initial: ChosenLine[] = []) {
  const [lines, setLines] = useState<ChosenLine[]>(initial);
  return {
    lines,
    choose: (product: Product) =>
      setLines((current) =>
        current.some((line) => line.productId === product.id)
          ? current
          : [...current, { productId: product.id, ...lineProductOf(product), quantity: 1 }],
      ),
    drop: (productId: number) => setLines((current) => current.filter((line) => line.productId !== productId)),
    setQuantity: (productId: number, quantity: number | undefined) =>
      setLines((current) => current.map((line) => (line.productId === productId ? { ...line, quantity } : line))),
  };
}
