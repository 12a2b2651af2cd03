/** The lines of a printed purchase order or stock-out: one product a row, at a price each. */
import { formatMoney } from '@yjf/domain/money';
import type { PrintColumn } from '@yjf/ui/print/PrintSheet';

/** A saved line: its product, how many, and one unit's price in fen. */
export type PricedLine = {
  productName: string;
  brand: string;
  model: string;
  unit: string;
  quantity: number;
  price: number;
};

/** 序号, the product, its brand, model and unit, the quantity, the unit price (`priceTitle`) and the amount. */
export const printedLineColumns = (priceTitle: string): PrintColumn[] => [
  { title: '序号', align: 'center', width: '13mm' },
  { title: '产品名称' },
  { title: '品牌', width: '18mm' },
  { title: '型号', width: '30mm' },
  { title: '单位', align: 'center', width: '12mm' },
  { title: '数量', align: 'right', width: '15mm' },
  { title: priceTitle, align: 'right', width: '26mm' },
  { title: '金额', align: 'right', width: '30mm' },
];

/** The cells of each line, numbered from 1; an unknown brand or model is a dash. */
export const printedLineRows = (lines: PricedLine[]) =>
  lines.map((line, index) => [
    index + 1,
    line.productName,
    line.brand || '—',
    line.model || '—',
    line.unit,
    line.quantity,
    formatMoney(line.price),
    formatMoney(line.quantity * line.price),
  ]);

/** The 合计 row under the columns after 序号: the units and the amount; the others blank. */
export const printedLineTotals = (lines: PricedLine[], amount: number) => [
  '',
  '',
  '',
  '',
  lines.reduce((sum, line) => sum + line.quantity, 0),
  '',
  formatMoney(amount),
];
