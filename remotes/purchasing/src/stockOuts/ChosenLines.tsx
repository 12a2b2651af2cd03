import { MAX_QUANTITY, productLabel } from '@yjf/area-purchasing/domain/productSchemas';
import { Button, Space, Typography } from '@yjf/ui/arcoCore';
import { InputNumber } from '@yjf/ui/arcoInputs';
import { type TableColumnProps } from '@yjf/ui/arcoTable';
import { LinesTable } from '@yjf/ui/LinesTable';
import { isShort } from './lineQuantities';
import type { ChosenLine } from './useChosenLines';

type Props = {
  lines: ChosenLine[];
  onQuantity: (productId: number, quantity: number | undefined) => void;
  onDrop: (productId: number) => void;
};

/**
 * The chosen products with 出库数量 for each. The box does not stop at the stock on hand (Arco would silently
 * cut a larger number down while it is typed); instead a larger quantity is marked 库存不足, and the chooser
 * will not submit it.
 */
export function ChosenLines({ lines, onQuantity, onDrop }: Props) {
  const columns: TableColumnProps<ChosenLine>[] = [
    { title: '产品', dataIndex: 'name', ellipsis: true, render: (_: unknown, line) => productLabel(line) },
    { title: '单位', dataIndex: 'unit', width: 70 },
    { title: '库存', dataIndex: 'stock', width: 80 },
    {
      title: '出库数量',
      dataIndex: 'quantity',
      width: 240,
      render: (_: unknown, line) => (
        <Space size={8}>
          <InputNumber
            aria-label={`${line.name} 出库数量`}
            min={1}
            max={MAX_QUANTITY}
            precision={0}
            style={{ width: 120 }}
            value={line.quantity}
            error={isShort(line)}
            onChange={(value) => onQuantity(line.productId, value === undefined ? undefined : Number(value))}
          />
          {isShort(line) && (
            <Typography.Text type="error" role="alert">
              库存不足
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: '操作',
      dataIndex: '__actions',
      width: 80,
      render: (_: unknown, line) => (
        <Button
          type="text"
          size="mini"
          status="danger"
          aria-label={`移除「${line.name}」`}
          onClick={() => onDrop(line.productId)}
        >
          移除
        </Button>
      ),
    },
  ];
  return (
    <LinesTable<ChosenLine>
      rowKey="productId"
      aria-label="已选产品"
      nameOf={(line) => line.name}
      columns={columns}
      data={lines}
      noDataElement={<div className="crud-empty">请在上方勾选要出库的产品</div>}
    />
  );
}
