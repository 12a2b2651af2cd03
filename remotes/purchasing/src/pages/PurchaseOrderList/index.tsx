import type { FirstData } from '@yjf/api/firstData';
import { purchaseOrderApi } from '@yjf/area-purchasing/api/purchasing';
import { crudFirstPage } from '@yjf/ui/crud/crudFirstPage';
import { prefetchDicts } from '@yjf/api/dicts';
import { PurchaseOrderTable } from '../../purchaseOrders/PurchaseOrderTable';

/** Opened cold, the list's first page and the dictionaries are asked for before it draws. */
export const firstData: FirstData = () => [crudFirstPage(purchaseOrderApi), prefetchDicts()];

/** 采购订单: every purchase order of the company, with review and stock-in from the list. */
export default function PurchaseOrderList() {
  return <PurchaseOrderTable />;
}
