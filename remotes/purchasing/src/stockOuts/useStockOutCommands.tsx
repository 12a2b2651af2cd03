import { stockApi } from '@yjf/area-purchasing/api/purchasing';
import { lineTally, type StockOut } from '@yjf/area-purchasing/domain/stockOutSchemas';
import { Modal } from '@yjf/ui/arcoCore';
import { notifySaved } from '@yjf/ui/notices';
import { lineProductLabel } from '../products/lineProduct';

type Target = Pick<StockOut, 'id' | 'version' | 'code' | 'lines'>;

/** What leaves the warehouse, line by line, in the 出库 question. */
function LeavingLines({ stockOut }: { stockOut: Target }) {
  return (
    <div>
      <p style={{ marginTop: 0 }}>
        确定将出库单「{stockOut.code}」出库吗？以下产品（{lineTally(stockOut.lines)}）将从库存中扣减：
      </p>
      <ul style={{ margin: 0, paddingLeft: 20 }} aria-label="出库产品">
        {stockOut.lines.map((line) => (
          <li key={line.id}>
            {lineProductLabel(line)} × {line.quantity}
            {line.unit}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * 审核 and 出库 of a stock-out, each after a confirmation: the server's answer (审核成功, 出库成功) is notified;
 * a refusal (short stock, a stale version) is shown by the error presenter and the question closes.
 *
 * @example const { review, ship } = useStockOutCommands(); <Button onClick={() => ship(stockOut)}>出库</Button>
 */
export function useStockOutCommands() {
  const [review, reviewing] = stockApi.useReviewStockOutMutation();
  const [ship, shipping] = stockApi.useShipStockOutMutation();
  const run = async (call: Promise<{ message: string }>) => {
    try {
      notifySaved((await call).message);
    } catch {
      // the error presenter has said why
    }
  };
  return {
    reviewing: reviewing.isLoading,
    shipping: shipping.isLoading,
    review: (stockOut: Target) =>
      Modal.confirm({
        title: '审核出库单',
        content: `确定审核出库单「${stockOut.code}」吗？审核后不能再修改或删除。`,
        okText: '确定',
        cancelText: '取消',
        onOk: () => run(review({ id: stockOut.id, version: stockOut.version }).unwrap()),
      }),
    ship: (stockOut: Target) =>
      Modal.confirm({
        title: '确认出库',
        content: <LeavingLines stockOut={stockOut} />,
        okText: '确定',
        cancelText: '取消',
        onOk: () => run(ship({ id: stockOut.id, version: stockOut.version }).unwrap()),
      }),
  };
}
