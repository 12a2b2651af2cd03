import { formatMoney } from '@yjf/domain/money';
import { orderTotal, type PurchaseOrderLine } from '@yjf/area-purchasing/domain/purchaseOrderSchemas';
import { LinesTable } from '@yjf/ui/LinesTable';
import { brandModelOf } from '../products/lineProduct';
import { remainingOf } from './orderStatus';

/** 采购明细 of a saved order: what was ordered at what price, and how much of it has come in. */
export function PurchaseLinesTable({ lines }: { lines: PurchaseOrderLine[] }) {
  return (
    <LinesTable<PurchaseOrderLine>
      rowKey="id"
      aria-label="采购明细"
      data={lines}
      noDataElement="暂无采购明细"
      columns={[
        { title: '产品', dataIndex: 'productName' },
        { title: '品牌型号', dataIndex: 'model', render: (_: unknown, line) => brandModelOf(line) },
        { title: '单位', dataIndex: 'unit', width: 70 },
        { title: '数量', dataIndex: 'quantity', width: 80 },
        { title: '单价', dataIndex: 'unitPrice', width: 120, render: (value: number) => formatMoney(value) },
        {
          title: '小计',
          dataIndex: 'subtotal',
          width: 130,
          render: (_: unknown, line) => formatMoney(orderTotal([line])),
        },
        { title: '已入库', dataIndex: 'receivedQuantity', width: 80 },
        {
          title: '待入库',
          dataIndex: 'remaining',
          width: 80,
          render: (_: unknown, line) => {
            const remaining = remainingOf(line);
            return remaining > 0 ? <span style={{ color: 'rgb(var(--orange-8))' }}>{remaining}</span> : 0;
          },
        },
      ]}
    />
  );
}
