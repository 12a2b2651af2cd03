/**
 * 产品 and their stock (`/api/product`): what the company buys and ships. The stock on hand changes only by
 * movements (opening stock, stock-in of a purchase order, stock-out), each recorded, so it can be explained.
 */
import { enabledField, moneyField, optionalText, requiredText } from '@yjf/domain/fieldSchemas';
import type { ListSpec } from '@yjf/domain/lists';
import { z } from '@yjf/domain/zod';

/** The most units one line or one product's stock may hold. */
export const MAX_QUANTITY = 1_000_000;

/** A whole number of units, at least `min`: `请输入<label>`. */
export const quantityField = (label: string, { min = 1 } = {}) =>
  z.coerce
    .number({ error: `请输入${label}` })
    .int(`${label}须为整数`)
    .min(min, `${label}不能小于 ${min}`)
    .max(MAX_QUANTITY, `${label}不能超过 ${MAX_QUANTITY}`);

export const productFormSchema = z.object({
  name: requiredText('产品名称', 100),
  brand: optionalText('品牌', 50),
  model: optionalText('型号', 100),
  category: optionalText('产品分类', 50),
  unit: requiredText('单位', 10),
  /** Yuan in the form, fen after parsing. */
  costPrice: moneyField('成本价'),
  salePrice: moneyField('销售价'),
  /** Units on hand when the product is added (期初库存); later changes come only from stock movements. */
  openingStock: quantityField('期初库存', { min: 0 }).default(0),
  enabled: enabledField(),
});
export type ProductForm = z.input<typeof productFormSchema>;

export const PRODUCT_LIST: ListSpec = {
  filters: {
    blurry: { kind: 'text', label: '名称、品牌、型号或分类' },
    enabled: { kind: 'bool', label: '状态' },
    stock: { kind: 'numberRange', label: '库存数量' },
    createTime: { kind: 'dateRange', label: '创建时间' },
  },
  sortable: ['name', 'stock', 'salePrice', 'costPrice', 'createTime', 'updateTime'],
};

export type Product = {
  id: number;
  version: number;
  name: string;
  brand: string;
  model: string;
  category: string;
  unit: string;
  /** Fen. */
  costPrice: number;
  /** Fen. */
  salePrice: number;
  /** Units on hand. */
  stock: number;
  enabled: boolean;
  createdBy: number | null;
  createTime: string;
  updateTime: string;
};

/** What moved the stock. */
export type StockMovementKind = 'opening' | 'stockIn' | 'stockOut';
export const STOCK_MOVEMENT_LABELS: Record<StockMovementKind, string> = {
  opening: '期初库存',
  stockIn: '采购入库',
  stockOut: '出库',
};

/** `GET /api/product/{id}/movements`: one change of a product's stock, newest first. */
export type StockMovement = {
  id: number;
  kind: StockMovementKind;
  /** Units in (positive) or out (negative). */
  quantity: number;
  /** Stock on hand after this movement. */
  balance: number;
  /** The purchase order or stock-out behind it, if any. */
  purchaseOrderId: number | null;
  stockOutId: number | null;
  /** Its number (CG…, CK…). */
  reference: string;
  createdByName: string | null;
  createTime: string;
};

/** A product's name as lines and choosers show it: 名称（品牌 型号）. */
export const productLabel = (product: Pick<Product, 'name' | 'brand' | 'model'>) => {
  const detail = [product.brand, product.model].filter(Boolean).join(' ');
  return detail ? `${product.name}（${detail}）` : product.name;
};
