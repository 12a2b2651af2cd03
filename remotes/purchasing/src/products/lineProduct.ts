/** The product of an order or stock-out line: what a line keeps of it, and how lines name it. */
import { productLabel, type Product } from '@yjf/area-purchasing/domain/productSchemas';

/** What a line shows of its product: name, brand, model, unit and, when known, the stock on hand. */
export type LineProduct = Pick<Product, 'name' | 'brand' | 'model' | 'unit'> & { stock?: number };

/** A product just chosen for a line, with its stock on hand now. */
export const lineProductOf = (product: Product) => ({
  name: product.name,
  brand: product.brand,
  model: product.model,
  unit: product.unit,
  stock: product.stock,
});

/**
 * The product of a saved line as choosers show it, 名称（品牌 型号）: lines carry the product's name as
 * `productName`.
 */
export const lineProductLabel = (line: { productName: string; brand: string; model: string }) =>
  productLabel({ name: line.productName, brand: line.brand, model: line.model });

/** 品牌型号 of a line's product (`天龙 AVR-X2800`), or — when neither is known. */
export const brandModelOf = (line: Pick<Product, 'brand' | 'model'>) =>
  [line.brand, line.model].filter(Boolean).join(' ') || '—';
