import { formatDate } from '@yjf/domain/calendar';
import type { PurchaseOrder } from '@yjf/area-purchasing/domain/purchaseOrderSchemas';
import { PrintSheet } from '@yjf/ui/print/PrintSheet';
import { printedLineColumns, printedLineRows, printedLineTotals } from '../products/printedLines';

/**
 * 采购订单 on paper, as it goes to the supplier: number and date (the day it was drawn up), the supplier and
 * whom to call there, the project it is for, the lines at their prices with the total in figures and capitals,
 * and signatures of who drew it up, who reviewed it and the supplier's confirmation.
 */
export function PurchaseOrderSheet({ order }: { order: PurchaseOrder }) {
  const lines = order.lines.map((line) => ({ ...line, price: line.unitPrice }));
  return (
    <PrintSheet
      title="采购订单"
      fields={[
        { label: '单号', value: order.code },
        { label: '日期', value: formatDate(order.createTime) },
        { label: '供应商', value: order.supplierName, wide: true },
        { label: '联系人', value: order.supplierContact },
        { label: '联系电话', value: order.supplierPhone },
        { label: '关联项目', value: order.projectName, wide: true },
      ]}
      columns={printedLineColumns('单价')}
      rows={printedLineRows(lines)}
      totals={printedLineTotals(lines, order.totalAmount)}
      amount={order.totalAmount}
      remark={order.remark}
      signatures={[
        { label: '制单人', name: order.createdByName, date: formatDate(order.createTime) },
        { label: '审核人', name: order.reviewedByName, date: formatDate(order.reviewedAt) },
        { label: '供应商确认' },
      ]}
    />
  );
}
