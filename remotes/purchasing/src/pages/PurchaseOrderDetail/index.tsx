import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { purchaseOrderApi } from '@yjf/area-purchasing/api/purchasing';
import { formatDateTime } from '@yjf/domain/calendar';
import { DICT } from '@yjf/domain/dictionaries';
import { formatMoney } from '@yjf/domain/money';
import { IconPrinter } from '@arco-design/web-react/icon';
import { Button, Card, Link, Space } from '@yjf/ui/arcoCore';
import { DictTag } from '@yjf/ui/dict/DictTag';
import { usePermission } from '@yjf/ui/Permission';
import { detailFallback, RecordSummary } from '@yjf/ui/RecordSummary';
import { isReceivable, isUnreviewed } from '../../purchaseOrders/orderStatus';
import { orderPrintPath } from '../../purchaseOrders/purchaseOrderFields';
import { PurchaseLinesTable } from '../../purchaseOrders/PurchaseLinesTable';
import { ReviewButton } from '../../purchaseOrders/ReviewButton';
import { StockInDialog } from '../../purchaseOrders/StockInDialog';

const moment = (value: string | null) => (value ? formatDateTime(value) : '—');

/**
 * 采购单详情 (`/project/detail/purchase/order/{id}`): the order, its lines with what has come in, and what can be
 * done next: 编辑 and 审核 while unreviewed, 入库 once reviewed until everything is in; 打印 at any time.
 */
export default function PurchaseOrderDetail() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const { can } = usePermission();
  const query = purchaseOrderApi.useGet(id > 0 ? id : undefined);
  const order = query.data;
  const [receiving, setReceiving] = useState(false);
  const fallback = detailFallback('采购单', id, query);
  if (fallback || !order) return fallback;
  return (
    <div style={{ padding: 16 }}>
      <RecordSummary
        title={`采购单 ${order.code}`}
        extra={
          <Space>
            <Button icon={<IconPrinter />} onClick={() => navigate(orderPrintPath(order.id))}>
              打印
            </Button>
            {isUnreviewed(order) && can('purchaseOrder:edit') && (
              <Button onClick={() => navigate(`/project/add/purchase/order/${order.id}`)}>编辑</Button>
            )}
            {isUnreviewed(order) && can('purchaseOrder:review') && <ReviewButton order={order} />}
            {isReceivable(order) && can('purchaseOrder:stockIn') && (
              <Button type="primary" onClick={() => setReceiving(true)}>
                入库
              </Button>
            )}
          </Space>
        }
        items={[
          { label: '单号', value: order.code },
          { label: '供应商', value: order.supplierName },
          {
            label: '关联项目',
            value: order.projectId ? (
              <Link onClick={() => navigate(`/project/detail/${order.projectId}`)}>{order.projectName}</Link>
            ) : (
              '—'
            ),
          },
          { label: '状态', value: <DictTag dict={DICT.purchaseOrderStatus} value={order.status} /> },
          { label: '采购金额', value: formatMoney(order.totalAmount) },
          { label: '审核人', value: order.reviewedByName ?? '—' },
          { label: '审核时间', value: moment(order.reviewedAt) },
          { label: '创建人', value: order.createdByName ?? '—' },
          { label: '创建时间', value: moment(order.createTime) },
          { label: '备注', value: order.remark || '—' },
        ]}
      />
      <Card title="采购明细" style={{ marginTop: 16 }}>
        <PurchaseLinesTable lines={order.lines} />
      </Card>
      <StockInDialog order={receiving ? order : null} onClose={() => setReceiving(false)} />
    </div>
  );
}
