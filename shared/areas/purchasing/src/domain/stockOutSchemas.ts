/**
 * 出库单 (`/api/stockOut`): equipment leaving the warehouse for a project. D008 status: 未审核 (1) → 未出库 (2)
 * → 已出库 (3). Going out lowers each product's stock and is refused when any line is short.
 */
import { editKeys, optionalText, refField } from '@yjf/domain/fieldSchemas';
import type { ListSpec } from '@yjf/domain/lists';
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

export const stockOutFormSchema = z.object({
  projectId: refField('所属项目'),
  lines: z
    .array(stockOutLineSchema, { error: '请选择出库产品' })
    .min(1, '请选择出库产品')
    .max(MAX_LINES, `一张出库单最多 ${MAX_LINES} 行`)
    .refine(uniqueProducts, DUPLICATE_PRODUCT),
  remark: optionalText('备注', 500),
});
export type StockOutForm = z.input<typeof stockOutFormSchema>;

/** `POST /api/stockOut/review`: 未审核 → 未出库. */
export const reviewStockOutSchema = z.object(editKeys);
export type ReviewStockOut = z.input<typeof reviewStockOutSchema>;
/** `POST /api/stockOut/out`: 未出库 → 已出库, stock lowered line by line. */
export const shipStockOutSchema = z.object(editKeys);
export type ShipStockOut = z.input<typeof shipStockOutSchema>;

export const STOCK_OUT_LIST: ListSpec = {
  filters: {
    blurry: { kind: 'text', label: '单号或备注' },
    projectId: { kind: 'id', label: '所属项目' },
    status: { kind: 'code', label: '出库状态' },
    outAt: { kind: 'dateRange', label: '出库日期' },
    createTime: { kind: 'dateRange', label: '创建时间' },
  },
  sortable: ['code', 'outAt', 'createTime', 'updateTime'],
};

export type StockOutLine = {
  id: number;
  productId: number;
  productName: string;
  brand: string;
  model: string;
  unit: string;
  quantity: number;
  /** Units on hand now. */
  stock: number;
};

export type StockOut = {
  id: number;
  version: number;
  code: string;
  projectId: number;
  projectName: string;
  projectCode: string;
  status: number;
  reviewedByName: string | null;
  reviewedAt: string | null;
  outByName: string | null;
  outAt: string | null;
  remark: string;
  lines: StockOutLine[];
  createdBy: number | null;
  createdByName: string | null;
  createTime: string;
  updateTime: string;
};
