/**
 * 产品 and their stock (`/api/product`): what the company buys and ships. The stock on hand changes only by
 * movements (opening stock, stock-in of a purchase order, stock-out), each recorded, so it can be explained.
 */
import {
  declareResource,
  enabled,
  integer,
  money,
  quantity,
  recordTime,
  text,
  type RowOf,
} from '@yjf/domain/resourceFields';
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

/**
 * 产品 (`/api/product`), declared once: the list's columns, search bar and sorts, the add/edit form and its
 * checks, the export and the table's columns all come from here. The stock is never a form field.
 */
export const productDeclaration = declareResource({
  noun: '产品',
  title: '产品列表',
  search: { label: '名称、品牌、型号或分类' },
  fields: {
    name: text('产品名称', {
      max: 100,
      required: true,
      column: { width: 180 },
      sortable: true,
      form: true,
      export: { header: '名称', width: 24 },
    }),
    brand: text('品牌', { max: 50, column: { width: 120 }, form: true, export: { width: 14 } }),
    model: text('型号', { max: 100, column: { width: 140 }, form: true, export: { width: 18 } }),
    category: text('产品分类', {
      max: 50,
      column: { title: '分类', width: 120, hidden: true },
      form: { placeholder: '例如：功放、音箱、投影' },
      export: { header: '分类', width: 14 },
    }),
    unit: text('单位', {
      max: 10,
      required: true,
      column: { width: 70, hidden: true },
      form: { placeholder: '例如：台、只、套' },
      export: { width: 8 },
    }),
    /** Yuan in the form, fen after parsing. */
    costPrice: money('成本价', {
      column: { width: 120 },
      sortable: true,
      form: true,
      export: { header: '成本价（元）', width: 14 },
    }),
    salePrice: money('销售价', {
      column: { width: 120 },
      sortable: true,
      form: true,
      export: { header: '销售价（元）', width: 14 },
    }),
    /** Units on hand; changed only by stock movements. */
    stock: quantity('库存', {
      column: { width: 100 },
      filter: { label: '库存数量', after: 'enabled' },
      sortable: true,
      export: { width: 10 },
    }),
    enabled: enabled({ column: { width: 90 }, filter: true, form: true, export: { width: 8 } }),
    createTime: recordTime('创建时间', {
      column: { hidden: true },
      filter: { inBar: false },
      sortable: true,
    }),
    updateTime: recordTime('更新时间', { sortable: true }),
  },
});

/**
 * What the add form asks beyond the declared fields: the units on hand when the product is added (期初库存), which
 * becomes its first movement; never a column, and an edit ignores it. The add dialog and the import (its column
 * behind 销售价) take it from here.
 */
export const productAddFields = {
  openingStock: integer('期初库存', {
    min: 0,
    max: MAX_QUANTITY,
    fallback: 0,
    outOfRange: `期初库存须在 0 到 ${MAX_QUANTITY} 之间`,
    form: { after: 'salePrice' },
  }),
};

/** The add and edit form (`POST`/`PUT /api/product`): the declared fields and 期初库存. */
export const productFormSchema = productDeclaration.form.extend({
  openingStock: productAddFields.openingStock.schema,
});
export type ProductForm = z.input<typeof productFormSchema>;

/** A row of the product list as the server answers it. */
export type Product = RowOf<typeof productDeclaration> & { createdBy: number | null };

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
