/** What an order's D007 status allows: editing before review, receiving after it until everything is in. */
import {
  PURCHASE_NOT_IN,
  PURCHASE_PARTLY_IN,
  PURCHASE_UNREVIEWED,
  type PurchaseOrder,
  type PurchaseOrderLine,
} from '@yjf/area-purchasing/domain/purchaseOrderSchemas';

/** 未审核: it may still be edited, deleted or reviewed. */
export const isUnreviewed = (order: Pick<PurchaseOrder, 'status'>) => order.status === PURCHASE_UNREVIEWED;

/** 未入库 or 部分入库: reviewed, with units still to come in. */
export const isReceivable = (order: Pick<PurchaseOrder, 'status'>) =>
  order.status === PURCHASE_NOT_IN || order.status === PURCHASE_PARTLY_IN;

/** Units of a line still to come in: ordered less received (待入库). */
export const remainingOf = (line: Pick<PurchaseOrderLine, 'quantity' | 'receivedQuantity'>) =>
  Math.max(0, line.quantity - line.receivedQuantity);
