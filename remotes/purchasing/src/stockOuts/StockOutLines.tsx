import { STOCK_OUT_DONE, type StockOut, type StockOutLine } from '@yjf/area-purchasing/domain/stockOutSchemas';
import { Space, Tag, Typography } from '@yjf/ui/arcoCore';
import { type TableColumnProps } from '@yjf/ui/arcoTable';
import { LinesTable } from '@yjf/ui/LinesTable';
import { brandModelOf } from '../products/lineProduct';
import { isShort } from './lineQuantities';

/** The stock on hand beside what a line asks; red, with 库存不足, when it cannot go out as written. */
export function StockCell({ stock, short }: { stock: number; short: boolean }) {
  if (!short) return <>{stock}</>;
  return (
    <Space size={4}>
      <Typography.Text type="error">{stock}</Typography.Text>
      <Tag size="small" color="red">
        库存不足
      </Tag>
    </Space>
  );
}

/**
 * A stock-out's products (出库单详情): what leaves and the stock on hand now. Until it has gone out, a line the
 * stock cannot cover is marked 库存不足, so whoever ships sees it before the server refuses.
 */
export function StockOutLines({ stockOut }: { stockOut: Pick<StockOut, 'status' | 'lines'> }) {
  const pending = stockOut.status !== STOCK_OUT_DONE;
  const columns: TableColumnProps<StockOutLine>[] = [
    { title: '产品', dataIndex: 'productName' },
    {
      title: '品牌型号',
      dataIndex: 'model',
      render: (_: unknown, line) => brandModelOf(line),
    },
    { title: '单位', dataIndex: 'unit', width: 80 },
    { title: '出库数量', dataIndex: 'quantity', width: 110 },
    {
      title: '当前库存',
      dataIndex: 'stock',
      width: 160,
      render: (_: unknown, line) => <StockCell stock={line.stock} short={pending && isShort(line)} />,
    },
  ];
  return (
    <LinesTable<StockOutLine>
      rowKey="id"
      aria-label="出库产品"
      columns={columns}
      data={stockOut.lines}
      noDataElement={<div className="crud-empty">暂无产品</div>}
    />
  );
}
