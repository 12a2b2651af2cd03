/**
 * The lines of a purchase order while the user fills them in: a product, units, and the unit price in yuan as
 * typed. The subtotals and the total are integer fen, by the same rules the server applies (moneyField,
 * orderTotal), so what the page shows is exactly what the order will hold.
 */
import { moneyField } from '@yjf/domain/fieldSchemas';
import { fenToYuan } from '@yjf/domain/money';
import type { Product } from '@yjf/area-purchasing/domain/productSchemas';
import {
  orderTotal,
  type PurchaseOrderForm,
  type PurchaseOrderLine,
} from '@yjf/area-purchasing/domain/purchaseOrderSchemas';
import { lineProductOf, type LineProduct } from '../products/lineProduct';

export type LineDraft = {
  /** Stable row key while rows are added and removed. */
  key: number;
  productId?: number;
  product?: LineProduct;
  quantity?: number;
  /** Yuan as typed: `1234.56`. */
  unitPrice: string;
};

/** Messages of the form schema for the lines: `<row>.<field>` (`0.quantity`), or `lines` for the whole list. */
export type LineErrors = Record<string, string>;

let lastKey = 0;
const nextKey = () => ++lastKey;

/** A new row: one unit of a product not chosen yet. */
export const newLine = (): LineDraft => ({ key: nextKey(), quantity: 1, unitPrice: '' });

/** The rows of an order being edited. */
export const draftsOf = (lines: PurchaseOrderLine[]): LineDraft[] =>
  lines.map((line) => ({
    key: nextKey(),
    productId: line.productId,
    product: { name: line.productName, brand: line.brand, model: line.model, unit: line.unit },
    quantity: line.quantity,
    unitPrice: fenToYuan(line.unitPrice),
  }));

/** The row after choosing a product: its details, and its cost price as the unit price. */
export const withProduct = (line: LineDraft, product: Product | undefined): LineDraft =>
  product
    ? {
        ...line,
        productId: product.id,
        product: lineProductOf(product),
        unitPrice: fenToYuan(product.costPrice),
      }
    : { ...line, productId: undefined, product: undefined };

/** The form's lines as the schema and the server read them (yuan as typed). */
const formLines = (lines: LineDraft[]) =>
  lines.map((line) => ({ productId: line.productId, quantity: line.quantity, unitPrice: line.unitPrice }));

const unitPrice = moneyField('采购单价');

/** The row's units and unit price in fen, or null while either is not a valid number yet. */
function pricedLine(line: LineDraft): { quantity: number; unitPrice: number } | null {
  const price = unitPrice.safeParse(line.unitPrice);
  if (!price.success || line.quantity === undefined || !Number.isInteger(line.quantity)) return null;
  return { quantity: line.quantity, unitPrice: price.data };
}

/** Quantity × unit price in fen, or null while the row is incomplete. */
export function lineSubtotal(line: LineDraft): number | null {
  const priced = pricedLine(line);
  return priced && orderTotal([priced]);
}

/** The order's total in fen over the rows that are complete: `orderTotal`, exact. */
export const draftsTotal = (lines: LineDraft[]): number => orderTotal(lines.flatMap((line) => pricedLine(line) ?? []));

/** The schema's messages about the lines, by row and field. */
export function lineErrorsOf(issues: { path: PropertyKey[]; message: string }[]): LineErrors {
  const errors: LineErrors = {};
  for (const issue of issues) {
    if (issue.path[0] !== 'lines') continue;
    const key = issue.path.length > 2 ? `${String(issue.path[1])}.${String(issue.path[2])}` : 'lines';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The body of a purchase order form, for the schema and the server. */
export const orderBody = (values: Record<string, unknown>, lines: LineDraft[]) =>
  ({ ...values, lines: formLines(lines) }) as PurchaseOrderForm;
