/**
 * 采购单 (`/api/purchaseOrder`): equipment ordered from a supplier, optionally for a project. D007 status:
 * 未审核 (0) → reviewed → 未入库 (1) → 部分入库 (2) → 全部入库 (3); the status after review follows from the
 * received quantities. Only an unreviewed order may be edited or deleted.
 */
import { DICT } from '@yjf/domain/dictionaries';
import { editKeys, moneyField, refField } from '@yjf/domain/fieldSchemas';
import {
  dateTime,
  declareResource,
  dict,
  joined,
  money,
  recordTime,
  ref,
  text,
  textarea,
  type RowOf,
} from '@yjf/domain/resourceFields';
import { quantityField } from './productSchemas';
import { z } from '@yjf/domain/zod';

/** D007 */
export const PURCHASE_UNREVIEWED = 0;
export const PURCHASE_NOT_IN = 1;
export const PURCHASE_PARTLY_IN = 2;
export const PURCHASE_FULLY_IN = 3;

/** The most lines one order or stock-out holds. */
export const MAX_LINES = 100;
export const DUPLICATE_PRODUCT = '同一产品请合并为一行';

/** Lines with each product once. */
export const uniqueProducts = <T extends { productId: number }>(lines: T[]) =>
  new Set(lines.map((line) => line.productId)).size === lines.length;

export const purchaseLineSchema = z.object({
  productId: refField('产品'),
  quantity: quantityField('采购数量'),
  /** Yuan in the form, fen after parsing. */
  unitPrice: moneyField('采购单价'),
});

/**
 * 采购单 (`/api/purchaseOrder`), declared once: the list's columns, search bar and sorts, the head of the order
 * form and its checks, the export and the table's columns come from here; the lines are the form's own.
 */
export const purchaseOrderDeclaration = declareResource({
  noun: '采购单',
  title: '采购单列表',
  search: { label: '单号或备注' },
  fields: {
    /** CG + China date + the day's sequence, given by the server; unique in the company. */
    code: text('单号', { max: 30, required: true, column: { width: 170 }, sortable: true, export: { width: 18 } }),
    supplierId: ref('供应商', { to: 'supplier', required: true, filter: true, form: true }),
    supplierName: joined(text('供应商', { max: 100, column: { width: 180 }, export: { width: 24 } })),
    projectId: ref('关联项目', { to: 'project', filter: true, form: true }),
    projectName: joined(text('关联项目', { max: 100, column: { width: 180 }, export: { width: 24 } })),
    /** Fen: the sum of quantity × unit price over the lines, summed by the server. */
    totalAmount: money('采购金额', {
      column: { width: 130 },
      filter: { after: 'status' },
      sortable: true,
      export: { header: '采购金额（元）', width: 16 },
    }),
    status: dict('状态', DICT.purchaseOrderStatus, {
      column: { width: 100 },
      filter: { label: '采购单状态', barLabel: '状态' },
      export: true,
    }),
    reviewedByName: joined(text('审核人', { max: 50, column: { width: 100 }, export: true })),
    reviewedAt: dateTime('审核时间', { column: { hidden: true }, sortable: true, export: { width: 20 } }),
    createTime: recordTime('创建时间', {
      column: { hidden: true },
      filter: true,
      sortable: true,
      export: { width: 20, after: 'remark' },
    }),
    createdByName: joined(text('创建人', { max: 50, column: { width: 100, hidden: true } })),
    remark: textarea('备注', { max: 500, column: { width: 200, hidden: true }, form: true, export: { width: 30 } }),
    updateTime: recordTime('更新时间', { sortable: true }),
  },
});

/** The order form (`POST`/`PUT /api/purchaseOrder`): the declared head and the lines. */
export const purchaseOrderFormSchema = purchaseOrderDeclaration.form.extend({
  lines: z
    .array(purchaseLineSchema, { error: '请添加采购产品' })
    .min(1, '请添加采购产品')
    .max(MAX_LINES, `一张采购单最多 ${MAX_LINES} 行`)
    .refine(uniqueProducts, DUPLICATE_PRODUCT),
});
export type PurchaseOrderForm = z.input<typeof purchaseOrderFormSchema>;

/** `POST /api/purchaseOrder/review`: an unreviewed order becomes 未入库. */
export const reviewPurchaseOrderSchema = z.object(editKeys);
export type ReviewPurchaseOrder = z.input<typeof reviewPurchaseOrderSchema>;

/** `POST /api/purchaseOrder/stockIn`: units received now, per line; at least one line receives something. */
export const stockInSchema = z.object({
  ...editKeys,
  lines: z
    .array(
      z.object({
        lineId: refField('采购明细'),
        quantity: quantityField('入库数量', { min: 0 }),
      }),
      { error: '请填写入库数量' },
    )
    .min(1, '请填写入库数量')
    .max(MAX_LINES, `一张采购单最多 ${MAX_LINES} 行`)
    .refine((lines) => lines.some((line) => line.quantity > 0), '请至少为一个产品填写入库数量')
    .refine((lines) => new Set(lines.map((line) => line.lineId)).size === lines.length, '采购明细重复'),
});
export type StockIn = z.input<typeof stockInSchema>;

export type PurchaseOrderLine = {
  id: number;
  productId: number;
  productName: string;
  brand: string;
  model: string;
  unit: string;
  quantity: number;
  /** Fen. */
  unitPrice: number;
  receivedQuantity: number;
};

/** A row of the purchase order list (and its detail) as the server answers it. */
export type PurchaseOrder = RowOf<typeof purchaseOrderDeclaration> & {
  /** Never blank: a supplier with orders cannot be deleted. */
  supplierName: string;
  /** The supplier's contact and phone, as its record says now (for the printed order); may be blank. */
  supplierContact: string;
  supplierPhone: string;
  lines: PurchaseOrderLine[];
  createdBy: number | null;
};

/** The order's total in fen: exact integer arithmetic. */
export const orderTotal = (lines: { quantity: number; unitPrice: number }[]) =>
  lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);

/** D007 after receiving: nothing in, some in, or everything in. */
export function receivingStatus(lines: { quantity: number; receivedQuantity: number }[]): number {
  const received = lines.reduce((sum, line) => sum + line.receivedQuantity, 0);
  if (received === 0) return PURCHASE_NOT_IN;
  return lines.every((line) => line.receivedQuantity >= line.quantity) ? PURCHASE_FULLY_IN : PURCHASE_PARTLY_IN;
}
