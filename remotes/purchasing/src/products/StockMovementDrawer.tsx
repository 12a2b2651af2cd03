import { useNavigate } from 'react-router-dom';
import { stockApi } from '@yjf/area-purchasing/api/purchasing';
import { formatDateTime } from '@yjf/domain/calendar';
import {
  productLabel,
  STOCK_MOVEMENT_LABELS,
  type Product,
  type StockMovement,
} from '@yjf/area-purchasing/domain/productSchemas';
import { Drawer, Link } from '@yjf/ui/arcoCore';
import { DATETIME_WIDTH } from '@yjf/ui/crud/CrudPage';
import { useListController } from '@yjf/ui/list/useListController';
import { PagedTable } from '@yjf/ui/PagedTable';
import { StockCount } from './StockCount';

/** Where the document behind a movement opens: its purchase order or its stock-out. */
export function movementDocumentPath(movement: Pick<StockMovement, 'purchaseOrderId' | 'stockOutId'>) {
  if (movement.purchaseOrderId) return `/project/detail/purchase/order/${movement.purchaseOrderId}`;
  if (movement.stockOutId) return `/project/detail/stock/out/${movement.stockOutId}`;
  return null;
}

/** Units in green with +, units out in red with −. */
function SignedQuantity({ quantity }: { quantity: number }) {
  const color = quantity > 0 ? 'rgb(var(--green-6))' : 'rgb(var(--red-6))';
  return <span style={{ color, fontWeight: 500 }}>{quantity > 0 ? `+${quantity}` : `−${Math.abs(quantity)}`}</span>;
}

/**
 * 库存流水: every change of one product's stock, newest first, each with the stock it left and the order or
 * stock-out behind it, so the number on the shelf can be explained line by line.
 *
 * @example <StockMovementDrawer product={watching} onClose={() => setWatching(null)} />
 */
export function StockMovementDrawer({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const navigate = useNavigate();
  // Another product's movements are another list, from their first page.
  const list = useListController({ scope: String(product?.id ?? ''), sort: null });
  const { data, isFetching } = stockApi.useStockMovementsQuery(
    { productId: product?.id ?? 0, page: list.page, size: list.size },
    { skip: !product },
  );
  const open = (path: string) => {
    onClose();
    navigate(path);
  };
  return (
    <Drawer
      title={product ? `库存流水：${productLabel(product)}` : '库存流水'}
      visible={product !== null}
      width={820}
      footer={null}
      onCancel={onClose}
      unmountOnExit
    >
      {product && (
        <div style={{ marginBottom: 12 }}>
          当前库存：
          <StockCount stock={product.stock} unit={product.unit} />
        </div>
      )}
      <PagedTable<StockMovement>
        data={data}
        list={list}
        sizeCanChange

        loading={isFetching}
        border={false}
        noDataElement={<div style={{ padding: 24 }}>暂无库存流水</div>}
        columns={[
          {
            title: '时间',
            dataIndex: 'createTime',
            width: DATETIME_WIDTH,
            render: (value: string) => formatDateTime(value),
          },
          {
            title: '类型',
            dataIndex: 'kind',
            width: 100,
            render: (_: unknown, row: StockMovement) => STOCK_MOVEMENT_LABELS[row.kind] ?? row.kind,
          },
          {
            title: '数量',
            dataIndex: 'quantity',
            width: 90,
            render: (value: number) => <SignedQuantity quantity={value} />,
          },
          { title: '结存', dataIndex: 'balance', width: 90 },
          {
            title: '单据',
            dataIndex: 'reference',
            render: (_: unknown, row: StockMovement) => {
              const path = movementDocumentPath(row);
              if (!path) return row.reference || '-';
              return <Link onClick={() => open(path)}>{row.reference || '查看单据'}</Link>;
            },
          },
          {
            title: '操作人',
            dataIndex: 'createdByName',
            width: 100,
            render: (value: string | null) => value || '-',
          },
        ]}
      />
    </Drawer>
  );
}
