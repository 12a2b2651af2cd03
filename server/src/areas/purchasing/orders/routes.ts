import { asc, eq } from 'drizzle-orm';
import {
  PURCHASE_FULLY_IN,
  PURCHASE_NOT_IN,
  PURCHASE_UNREVIEWED,
  receivingStatus,
  reviewPurchaseOrderSchema,
  stockInSchema,
} from '@yjf/area-purchasing/domain/purchaseOrderSchemas';
import type { App, AppContext } from '../../../context';
import { runRecordCommand } from '../../../crud/recordCommand';
import { badRequest } from '../../../http/errors';
import { requirePermission } from '../../../http/permissions';
import { products } from '../stock/schema';
import { stockAlert } from '../stock/stockLow';
import { moveStock } from '../stock/stockMovements';
import { purchaseOrderScope } from './resource';
import { purchaseOrderLines, purchaseOrders } from './schema';

const ORDER_NOT_FOUND = '采购单不存在或已被删除';

/**
 * The purchase order's calls beyond the list engine: `POST /api/purchaseOrder/review` (未审核 → 未入库) and
 * `POST /api/purchaseOrder/stockIn`, which receives some or all of the lines: the received quantities rise,
 * each product's stock rises by one recorded movement, and the status follows from what has been received.
 */
export async function purchaseOrderRoutes(app: App, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  // A movement that takes a product's stock down to its company's alert level tells 产品管理's users (库存预警).
  const alert = stockAlert(ctx);

  app.post(
    '/api/purchaseOrder/review',
    {
      onRequest: requirePermission(ctx, 'purchaseOrder:review'),
      schema: { summary: '审核采购单', operationId: 'purchaseOrderReview', body: reviewPurchaseOrderSchema },
    },
    async (request) => {
      const { id, version } = request.body;
      return runRecordCommand(db, request, {
        table: purchaseOrders,
        id,
        version,
        notFoundMessage: ORDER_NOT_FOUND,
        scope: purchaseOrderScope,
        action: 'review',
        resource: 'purchaseOrder',
        run: async (_tx, before, auth) => {
          if (before.status !== PURCHASE_UNREVIEWED) throw badRequest('采购单已审核');
          const review = { status: PURCHASE_NOT_IN, reviewedBy: auth.user.id, reviewedAt: new Date() };
          return {
            description: `审核采购单「${String(before.code)}」`,
            changes: review,
            result: { message: '采购单已审核' },
          };
        },
      });
    },
  );

  app.post(
    '/api/purchaseOrder/stockIn',
    {
      onRequest: requirePermission(ctx, 'purchaseOrder:stockIn'),
      schema: { summary: '采购单入库', operationId: 'purchaseOrderStockIn', body: stockInSchema },
    },
    async (request) => {
      const { id, version, lines: receipts } = request.body;
      return runRecordCommand(db, request, {
        table: purchaseOrders,
        id,
        version,
        notFoundMessage: ORDER_NOT_FOUND,
        scope: purchaseOrderScope,
        action: 'stockIn',
        resource: 'purchaseOrder',
        run: async (tx, before, auth) => {
          if (before.status === PURCHASE_UNREVIEWED) throw badRequest('采购单尚未审核，不能入库');
          if (before.status === PURCHASE_FULLY_IN) throw badRequest('采购单已全部入库');
          const code = String(before.code);
          // The order row is locked (runRecordCommand), so its lines hold still until the commit.
          const lines = await tx
            .select({
              id: purchaseOrderLines.id,
              productId: purchaseOrderLines.productId,
              quantity: purchaseOrderLines.quantity,
              receivedQuantity: purchaseOrderLines.receivedQuantity,
              name: products.name,
              unit: products.unit,
            })
            .from(purchaseOrderLines)
            .innerJoin(products, eq(products.id, purchaseOrderLines.productId))
            .where(eq(purchaseOrderLines.orderId, id))
            .orderBy(asc(purchaseOrderLines.id));
          const byId = new Map(lines.map((line) => [line.id, line]));
          const received: { line: (typeof lines)[number]; quantity: number }[] = [];
          for (const receipt of receipts) {
            const line = byId.get(receipt.lineId);
            if (!line) throw badRequest('采购明细不属于该采购单，请刷新后重试');
            if (receipt.quantity === 0) continue;
            const open = line.quantity - line.receivedQuantity;
            if (open === 0) throw badRequest(`「${line.name}」已全部入库`);
            if (receipt.quantity > open) throw badRequest(`「${line.name}」最多还能入库 ${open}${line.unit}`);
            line.receivedQuantity += receipt.quantity;
            received.push({ line, quantity: receipt.quantity });
          }
          // Products in id order, as every stock change goes, so two transactions never wait on each other.
          received.sort((a, b) => a.line.productId - b.line.productId);
          for (const { line, quantity } of received) {
            await tx
              .update(purchaseOrderLines)
              .set({ receivedQuantity: line.receivedQuantity })
              .where(eq(purchaseOrderLines.id, line.id));
            await moveStock(
              tx,
              {
                companyId: auth.company.id,
                productId: line.productId,
                quantity,
                kind: 'stockIn',
                purchaseOrderId: id,
                reference: code,
                by: auth.user.id,
              },
              alert,
            );
          }
          const status = receivingStatus(lines);
          const summary = received.map(({ line, quantity }) => `${line.name} ${quantity}${line.unit}`).join('、');
          return {
            description: `采购单「${code}」入库：${summary}`,
            changes: { status },
            after: {
              status,
              received: received.map(({ line, quantity }) => ({
                lineId: line.id,
                productId: line.productId,
                quantity,
              })),
            },
            result: { message: status === PURCHASE_FULLY_IN ? '已全部入库' : '入库成功' },
          };
        },
      });
    },
  );
}
