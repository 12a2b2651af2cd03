import type { ReactNode } from 'react';
import { IconPlus } from '@arco-design/web-react/icon';
import { formatMoney } from '@yjf/domain/money';
import { Button, Input } from '@yjf/ui/arcoCore';
import { InputNumber } from '@yjf/ui/arcoInputs';
import { Table } from '@yjf/ui/arcoTable';
import { ProductSelect } from '../products/ProductSelect';
import { StockCount } from '../products/StockCount';
import { draftsTotal, lineSubtotal, newLine, withProduct, type LineDraft, type LineErrors } from './lineDrafts';

type Props = {
  lines: LineDraft[];
  onChange: (lines: LineDraft[]) => void;
  /** The form schema's messages, by `<row>.<field>` and `lines`. */
  errors?: LineErrors;
};

function Problem({ children }: { children: ReactNode }) {
  return (
    <div role="alert" style={{ color: 'rgb(var(--danger-6))', fontSize: 12, marginTop: 4 }}>
      {children}
    </div>
  );
}

/**
 * 采购明细 being edited: one row per product with its units and unit price in yuan (choosing a product puts
 * its cost price there), the subtotal of each row and the order's total below, exact in fen. 「添加产品」 adds a
 * row; a product is on one row only.
 *
 * @example <PurchaseLinesEditor lines={lines} onChange={setLines} errors={lineErrors} />
 */
export function PurchaseLinesEditor({ lines, onChange, errors = {} }: Props) {
  const update = (key: number, change: (line: LineDraft) => LineDraft) =>
    onChange(lines.map((line) => (line.key === key ? change(line) : line)));
  const chosen = lines.map((line) => line.productId).filter((id): id is number => id !== undefined);
  return (
    <div aria-label="采购明细">
      <Table<LineDraft>
        rowKey="key"
        pagination={false}
        border={false}
        data={lines}
        noDataElement="请添加采购产品"
        columns={[
          {
            title: '产品',
            dataIndex: 'productId',
            render: (_: unknown, line, index) => (
              <>
                <ProductSelect
                  value={line.productId}
                  excludeIds={chosen}
                  onChange={(_id, product) => update(line.key, (current) => withProduct(current, product))}
                />
                {line.product?.stock !== undefined && (
                  <div style={{ color: 'var(--color-text-3)', fontSize: 12, marginTop: 4 }}>
                    当前库存 <StockCount stock={line.product.stock} unit={line.product.unit} />
                  </div>
                )}
                {errors[`${index}.productId`] && <Problem>{errors[`${index}.productId`]}</Problem>}
              </>
            ),
          },
          {
            title: '数量',
            dataIndex: 'quantity',
            width: 150,
            render: (_: unknown, line, index) => (
              <>
                <InputNumber
                  aria-label="数量"
                  min={1}
                  precision={0}
                  suffix={line.product?.unit}
                  value={line.quantity}
                  onChange={(value) => update(line.key, (current) => ({ ...current, quantity: value ?? undefined }))}
                />
                {errors[`${index}.quantity`] && <Problem>{errors[`${index}.quantity`]}</Problem>}
              </>
            ),
          },
          {
            title: '单价（元）',
            dataIndex: 'unitPrice',
            width: 170,
            render: (_: unknown, line, index) => (
              <>
                <Input
                  aria-label="单价"
                  prefix="¥"
                  placeholder="0.00"
                  value={line.unitPrice}
                  onChange={(value) => update(line.key, (current) => ({ ...current, unitPrice: value }))}
                />
                {errors[`${index}.unitPrice`] && <Problem>{errors[`${index}.unitPrice`]}</Problem>}
              </>
            ),
          },
          {
            title: '小计',
            dataIndex: 'subtotal',
            width: 140,
            align: 'right',
            render: (_: unknown, line) => {
              const subtotal = lineSubtotal(line);
              return subtotal === null ? '-' : formatMoney(subtotal);
            },
          },
          {
            title: '操作',
            dataIndex: 'actions',
            width: 80,
            render: (_: unknown, line) => (
              <Button
                type="text"
                size="mini"
                status="danger"
                onClick={() => onChange(lines.filter((other) => other.key !== line.key))}
              >
                删除
              </Button>
            ),
          },
        ]}
      />
      {errors.lines && <Problem>{errors.lines}</Problem>}
      <Button
        type="dashed"
        long
        icon={<IconPlus />}
        style={{ marginTop: 12 }}
        onClick={() => onChange([...lines, newLine()])}
      >
        添加产品
      </Button>
      <div style={{ textAlign: 'right', marginTop: 12, fontSize: 15 }}>
        合计：
        <strong aria-label="采购金额">{formatMoney(draftsTotal(lines))}</strong>
      </div>
    </div>
  );
}
