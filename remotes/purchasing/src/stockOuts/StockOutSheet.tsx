import { formatDate } from '@yjf/domain/calendar';
import { stockOutTotal, type StockOut } from '@yjf/area-purchasing/domain/stockOutSchemas';
import { PrintSheet } from '@yjf/ui/print/PrintSheet';
import { printedLineColumns, printedLineRows, printedLineTotals } from '../products/printedLines';

/**
 * 出库单 on paper, as it goes with the equipment: number and date (the day it went out, or was drawn up while
 * it has not), the project and its customer, the lines at the cost they were written at with the total in
 * figures and capitals, and signatures of who drew it up, reviewed it and shipped it, and who takes it (领用人).
 */
export function StockOutSheet({ stockOut }: { stockOut: StockOut }) {
  const lines = stockOut.lines.map((line) => ({ ...line, price: line.unitCost }));
  const amount = stockOutTotal(stockOut.lines);
  return (
    <PrintSheet
      title="出库单"
      fields={[
        { label: '单号', value: stockOut.code },
        stockOut.outAt
          ? { label: '出库日期', value: formatDate(stockOut.outAt) }
          : { label: '制单日期', value: formatDate(stockOut.createTime) },
        { label: '项目', value: `${stockOut.projectName}（${stockOut.projectCode}）`, wide: true },
        { label: '客户', value: stockOut.customerName, wide: true },
      ]}
      columns={printedLineColumns('成本单价')}
      rows={printedLineRows(lines)}
      totals={printedLineTotals(lines, amount)}
      amount={amount}
      remark={stockOut.remark}
      signatures={[
        { label: '制单人', name: stockOut.createdByName, date: formatDate(stockOut.createTime) },
        { label: '审核人', name: stockOut.reviewedByName, date: formatDate(stockOut.reviewedAt) },
        { label: '出库人', name: stockOut.outByName, date: formatDate(stockOut.outAt) },
        { label: '领用人' },
      ]}
    />
  );
}
