/**
 * 出库单 (`/api/stockOut`): equipment leaving the warehouse for a project. D008 status: 未审核 (1) → 未出库 (2)
 * → 已出库 (3). Going out lowers each product's stock and is refused when any line is short.
 */
import { DICT } from '@yjf/domain/dictionaries';
import { editKeys, refField } from '@yjf/domain/fieldSchemas';
import {
  computed,
  dateTime,
  declareResource,
  dict,
  joined,
  recordTime,
  ref,
  type RowOf,
  text,
  textarea,
} from '@yjf/domain/resourceFields';
import { quantityField } from './productSchemas';
import { DUPLICATE_PRODUCT, MAX_LINES, uniqueProducts } from './purchaseOrderSchemas';
import { z } from '@yjf/domain/zod';

/** D008 */
export const STOCK_OUT_UNREVIEWED = 1;
export const STOCK_OUT_NOT_OUT = 2;
export const STOCK_OUT_DONE = 3;

/** The refusal when a line asks for more than is on hand. */
export const shortStockMessage = (product: string, stock: number, wanted: number, unit = '') =>
  `「${product}」库存不足：现有 ${stock}${unit}，需出库 ${wanted}${unit}`;

export const stockOutLineSchema = z.object({
  productId: refField('产品'),
  quantity: quantityField('出库数量'),
});

/**
 * 出库单 (`/api/stockOut`), declared once: the list's columns, search bar and sorts, the head of the stock-out
 * form and its checks, the export and the table's columns come from here; the lines are the form's own.
 */
export const stockOutDeclaration = declareResource({
  noun: '出库单',
  title: '出库单列表',
  search: { label: '单号或备注' },
  fields: {
    /** CK + China date + the day's sequence, given by the server; unique in the company. */
    code: text('单号', { max: 30, required: true, column: { width: 170 }, sortable: true, export: { width: 18 } }),
    projectId: ref('所属项目', { to: 'project', required: true, filter: true, form: true }),
    projectName: joined(text('项目', { max: 100, column: { width: 180 }, export: { width: 24 } })),
    /** 产品: `lineTally` of its lines, worked out by the server for each row (so a phone's drawn card has it too). */
    lineTally: computed(text('产品', { max: 40, column: { width: 120 }, export: { width: 14 } })),
    status: dict('出库状态', DICT.stockOutStatus, {
      column: { title: '状态', width: 100 },
      filter: true,
      export: true,
    }),
    reviewedByName: joined(text('审核人', { max: 50, column: { width: 100 }, export: true })),
    reviewedAt: dateTime('审核时间', { column: { hidden: true }, export: { width: 20 } }),
    outByName: joined(text('出库人', { max: 50, column: { width: 100, hidden: true }, export: true })),
    outAt: dateTime('出库时间', {
      column: true,
      filter: { label: '出库日期' },
      sortable: true,
      export: { width: 20 },
    }),
    remark: textarea('备注', { max: 500, column: { width: 200, hidden: true }, form: true, export: { width: 30 } }),
    createdByName: joined(text('创建人', { max: 50, column: { width: 100, hidden: true } })),
    createTime: recordTime('创建时间', {
      column: { hidden: true },
      filter: true,
      sortable: true,
      export: { width: 20 },
    }),
    updateTime: recordTime('更新时间', { sortable: true }),
  },
});

/** The stock-out form (`POST`/`PUT /api/stockOut`): the declared head and the lines. */
export const stockOutFormSchema = stockOutDeclaration.form.extend({
  lines: z
    .array(stockOutLineSchema, { error: '请选择出库产品' })
    .min(1, '请选择出库产品')
    .max(MAX_LINES, `一张出库单最多 ${MAX_LINES} 行`)
    .refine(uniqueProducts, DUPLICATE_PRODUCT),
});
export type StockOutForm = z.input<typeof stockOutFormSchema>;

/** `POST /api/stockOut/review`: 未审核 → 未出库. */
export const reviewStockOutSchema = z.object(editKeys);
export type ReviewStockOut = z.input<typeof reviewStockOutSchema>;
/** `POST /api/stockOut/out`: 未出库 → 已出库, stock lowered line by line. */
export const shipStockOutSchema = z.object(editKeys);
export type ShipStockOut = z.input<typeof shipStockOutSchema>;

export type StockOutLine = {
  id: number;
  productId: number;
  productName: string;
  brand: string;
  model: string;
  unit: string;
  quantity: number;
  /** Fen: one unit at the product's 成本价 when the line was written; what the printed 出库单 values it at. */
  unitCost: number;
  /** Units on hand now. */
  stock: number;
};

/** A row of the stock-out list (and its detail) as the server answers it. */
export type StockOut = RowOf<typeof stockOutDeclaration> & {
  /** Never blank: a project with stock-outs cannot be deleted. */
  projectName: string;
  projectCode: string;
  /** The project's customer (a customer with projects cannot be deleted). */
  customerName: string;
  lines: StockOutLine[];
  createdBy: number | null;
};

/** How many products and units: `3 种 / 12 件` (the server writes a listed row's `lineTally` the same way). */
export function lineTally(lines: readonly { quantity: number | null | undefined }[]): string {
  const units = lines.reduce((total, line) => total + (line.quantity ?? 0), 0);
  return `${lines.length} 种 / ${units} 件`;
}

/** A stock-out's value in fen: its lines at the cost they were written at; exact integer arithmetic. */
export const stockOutTotal = (lines: { quantity: number; unitCost: number }[]) =>
  lines.reduce((sum, line) => sum + line.quantity * line.unitCost, 0);
