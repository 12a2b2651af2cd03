import { useState } from 'react';
import { stockApi } from '@yjf/area-purchasing/api/purchasing';
import { DICT, labelOf } from '@yjf/domain/dictionaries';
import {
  receivingStatus,
  stockInSchema,
  type PurchaseOrder,
  type PurchaseOrderLine,
  type StockIn,
} from '@yjf/area-purchasing/domain/purchaseOrderSchemas';
import { Alert, Button } from '@yjf/ui/arcoCore';
import { InputNumber } from '@yjf/ui/arcoInputs';
import { Table } from '@yjf/ui/arcoTable';
import { CommandDialog } from '@yjf/ui/CommandDialog';
import { useDictItems } from '@yjf/ui/dict/useDictItems';
import { lineProductLabel } from '../products/lineProduct';
import { remainingOf } from './orderStatus';

type Quantities = Record<number, number | undefined>;

/** Every line's remaining units: what 全部入库 fills in, and where the dialog starts. */
const everythingLeft = (lines: PurchaseOrderLine[]): Quantities =>
  Object.fromEntries(lines.map((line) => [line.id, remainingOf(line)]));

/**
 * 入库: receives some or all of a reviewed order's remaining units. One row per line still waiting, its
 * 本次入库 at most what remains (and starting there); 全部入库 fills every line again. The success notice
 * names the status the order moves to (部分入库 or 全部入库).
 *
 * @example <StockInDialog order={receiving} onClose={() => setReceiving(null)} />
 */
export function StockInDialog({ order, onClose }: { order: PurchaseOrder | null; onClose: () => void }) {
  if (!order) return null;
  // A fresh form for each order and version: what was typed for another never carries over.
  return <StockInForm key={`${order.id}:${order.version}`} order={order} onClose={onClose} />;
}

function StockInForm({ order, onClose }: { order: PurchaseOrder; onClose: () => void }) {
  const waiting = order.lines.filter((line) => remainingOf(line) > 0);
  const [quantities, setQuantities] = useState<Quantities>(() => everythingLeft(waiting));
  const [problem, setProblem] = useState<string>();
  const [stockIn] = stockApi.useStockInMutation();
  const { items: statuses } = useDictItems(DICT.purchaseOrderStatus);

  const receive = async () => {
    const body: StockIn = {
      id: order.id,
      version: order.version,
      lines: waiting.map((line) => ({ lineId: line.id, quantity: quantities[line.id] ?? 0 })),
    };
    const parsed = stockInSchema.safeParse(body);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return undefined;
    }
    setProblem(undefined);
    await stockIn({ ...body, lines: body.lines.filter((line) => Number(line.quantity) > 0) }).unwrap();
    const after = receivingStatus(
      order.lines.map((line) => ({
        quantity: line.quantity,
        receivedQuantity: line.receivedQuantity + (quantities[line.id] ?? 0),
      })),
    );
    return `入库成功，当前状态：${labelOf(statuses, after)}`;
  };

  return (
    <CommandDialog
      title={`采购入库：${order.code}`}
      okText="确定"
      onConfirm={receive}
      onClose={onClose}
      maskClosable={false}
      width={820}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 12 }}>
        <span>填写本次实际到货的数量，未到货的产品填 0。</span>
        <Button type="outline" size="small" onClick={() => setQuantities(everythingLeft(waiting))}>
          全部入库
        </Button>
      </div>
      <Table<PurchaseOrderLine>
        rowKey="id"
        size="small"
        pagination={false}
        border={false}
        data={waiting}
        noDataElement="所有产品均已入库"
        columns={[
          { title: '产品', dataIndex: 'productName', render: (_: unknown, line) => lineProductLabel(line) },
          { title: '单位', dataIndex: 'unit', width: 60 },
          { title: '采购数量', dataIndex: 'quantity', width: 90 },
          { title: '已入库', dataIndex: 'receivedQuantity', width: 80 },
          { title: '待入库', dataIndex: 'remaining', width: 80, render: (_: unknown, line) => remainingOf(line) },
          {
            title: '本次入库',
            dataIndex: 'receive',
            width: 130,
            render: (_: unknown, line) => (
              <InputNumber
                aria-label={`本次入库 ${lineProductLabel(line)}`}
                min={0}
                max={remainingOf(line)}
                precision={0}
                value={quantities[line.id]}
                onChange={(value) => setQuantities((current) => ({ ...current, [line.id]: value ?? undefined }))}
              />
            ),
          },
        ]}
      />
      {problem && <Alert type="error" content={problem} style={{ marginTop: 12 }} />}
    </CommandDialog>
  );
}
