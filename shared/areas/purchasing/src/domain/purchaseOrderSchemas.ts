/**
 * 采购单 (`/api/purchaseOrder`): equipment ordered from a supplier, optionally for a project. D007 status:
 * 未审核 (0) → reviewed → 未入库 (1) → 部分入库 (2) → 全部入库 (3); the status after review follows from the
 * received quantities. Only an unreviewed order may be edited or deleted.
 */
import { editKeys, moneyField, optionalRefField, optionalText, refField } from '@yjf/domain/fieldSchemas';
import type { ListSpec } from '@yjf/domain/lists';
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

export const purchaseOrderFormSchema = z.object({
  supplierId: refField('供应商'),
  projectId: optionalRefField('关联项目'),
  lines: z
    .array(purchaseLineSchema, { error: '请添加采购产品' })
    .min(1, '请添加采购产品')
    .max(MAX_LINES, `一张采购单最多 ${MAX_LINES} 行`)
    .refine(uniqueProducts, DUPLICATE_PRODUCT),
  remark: optionalText('备注', 500),
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

export const PURCHASE_ORDER_LIST: ListSpec = {
  filters: {
    blurry: { kind: 'text', label: '单号或备注' },
    supplierId: { kind: 'id', label: '供应商' },
    projectId: { kind: 'id', label: '关联项目' },
    status: { kind: 'code', label: '采购单状态' },
    totalAmount: { kind: 'numberRange', label: '采购金额' },
    createTime: { kind: 'dateRange', label: '创建时间' },
  },
  sortable: ['code', 'totalAmount', 'reviewedAt', 'createTime', 'updateTime'],
};

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

export type PurchaseOrder = {
  id: number;
  version: number;
  code: string;
  supplierId: number;
  supplierName: string;
  projectId: number | null;
  projectName: string | null;
  /** Fen: the sum of quantity × unit price over the lines. */
  totalAmount: number;
  status: number;
  reviewedByName: string | null;
  reviewedAt: string | null;
  remark: string;
  lines: PurchaseOrderLine[];
  createdBy: number | null;
  createdByName: string | null;
  createTime: string;
  updateTime: string;
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
