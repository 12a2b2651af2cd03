import { lineTally, type StockOut, type StockOutLine } from '@yjf/area-purchasing/domain/stockOutSchemas';

/** A line of a test stock-out: `quantity` of a product with `stock` on hand, at a cost of ¥1,000.00 each. */
export const stockOutLine = (id: number, productName: string, quantity: number, stock: number): StockOutLine => ({
  id,
  productId: id,
  productName,
  brand: 'Epson',
  model: `M-${id}`,
  unit: '台',
  quantity,
  unitCost: 1000_00,
  stock,
});

/** A stock-out as the server lists it (id 31, version 2, of project 7 滨江壹号影音室), changed by `extra`. */
export const stockOutRow = (extra: Partial<StockOut> = {}): StockOut => {
  const lines = extra.lines ?? [stockOutLine(1, '投影机', 2, 5)];
  return { ...stockOutHead, lines, lineTally: lineTally(lines), ...extra };
};

const stockOutHead = {
  id: 31,
  version: 2,
  code: 'CK20261123001',
  projectId: 7,
  projectName: '滨江壹号影音室',
  projectCode: 'XM20261101001',
  customerName: '滨江壹号业主',
  status: 1,
  reviewedByName: null,
  reviewedAt: null,
  outByName: null,
  outAt: null,
  remark: '',
  createdBy: 1,
  createdByName: '张伟',
  createTime: '2026-11-23T02:00:00.000Z',
  updateTime: '2026-11-23T02:00:00.000Z',
};
