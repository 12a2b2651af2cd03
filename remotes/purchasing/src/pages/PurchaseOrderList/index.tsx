import { PurchaseOrderTable } from '../../purchaseOrders/PurchaseOrderTable';

/** 采购订单: every purchase order of the company, with review and stock-in from the list. */
export default function PurchaseOrderList() {
  return <PurchaseOrderTable />;
}
