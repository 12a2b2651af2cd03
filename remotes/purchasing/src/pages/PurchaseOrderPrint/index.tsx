import { useParams } from 'react-router-dom';
import { purchaseOrderApi } from '@yjf/area-purchasing/api/purchasing';
import { PrintPreview } from '@yjf/ui/print/PrintPreview';
import { detailFallback } from '@yjf/ui/RecordSummary';
import { orderPath } from '../../purchaseOrders/purchaseOrderFields';
import { PurchaseOrderSheet } from '../../purchaseOrders/PurchaseOrderSheet';

/** 打印采购订单 (`/print/purchase/order/{id}`): the order on an A4 sheet, with 打印 and 返回 to its detail. */
export default function PurchaseOrderPrint() {
  const id = Number(useParams().id);
  const query = purchaseOrderApi.useGet(id > 0 ? id : undefined);
  const order = query.data;
  const fallback = detailFallback('采购单', id, query);
  if (fallback || !order) return fallback;
  return (
    <PrintPreview name={`采购订单 ${order.code}`} backTo={orderPath(order.id)}>
      <PurchaseOrderSheet order={order} />
    </PrintPreview>
  );
}
