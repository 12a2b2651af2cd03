import {
  orderTotal,
  PURCHASE_UNREVIEWED,
  type PurchaseOrder,
  type PurchaseOrderLine,
} from '@yjf/area-purchasing/domain/purchaseOrderSchemas';

/** A line of a test order: one 台 of product `id` at ¥100.00, nothing in yet; `extra` overrides any field. */
export const purchaseLine = (
  id: number,
  productName: string,
  extra: Partial<PurchaseOrderLine> = {},
): PurchaseOrderLine => ({
  id,
  productId: id,
  productName,
  brand: '',
  model: '',
  unit: '台',
  quantity: 1,
  unitPrice: 100_00,
  receivedQuantity: 0,
  ...extra,
});

/** Line 21: 7 功放（天龙 AVR-X2800, product 1） at ¥1,234.56, nothing in yet. */
export const amplifierLine = purchaseLine(21, '功放', {
  productId: 1,
  brand: '天龙',
  model: 'AVR-X2800',
  quantity: 7,
  unitPrice: 1234_56,
});

/**
 * A purchase order as the server lists it: id 11, version 1, CG20261123001 from 华音器材 (supplier 5) for
 * 滨江别墅影音室 (project 3), unreviewed, with `amplifierLine`; `extra` changes any field, and the total follows
 * the lines as the server's `orderTotal` does.
 */
export function purchaseOrderRow(extra: Partial<PurchaseOrder> = {}): PurchaseOrder {
  const lines = extra.lines ?? [amplifierLine];
  return {
    id: 11,
    version: 1,
    code: 'CG20261123001',
    supplierId: 5,
    supplierName: '华音器材',
    supplierContact: '刘经理',
    supplierPhone: '13912345678',
    projectId: 3,
    projectName: '滨江别墅影音室',
    totalAmount: orderTotal(lines),
    status: PURCHASE_UNREVIEWED,
    reviewedByName: null,
    reviewedAt: null,
    remark: '',
    lines,
    createdBy: 1,
    createdByName: '管理员',
    createTime: '2026-11-23T01:00:00.000Z',
    updateTime: '2026-11-23T01:00:00.000Z',
    ...extra,
  };
}
