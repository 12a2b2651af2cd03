import {
  reviewStockOutSchema,
  shipStockOutSchema,
  STOCK_OUT_DONE,
  STOCK_OUT_NOT_OUT,
  STOCK_OUT_UNREVIEWED,
} from '@yjf/area-purchasing/domain/stockOutSchemas';
import type { App, AppContext } from '../../../context';
import { runRecordCommand } from '../../../crud/recordCommand';
import { badRequest } from '../../../http/errors';
import { requirePermission } from '../../../http/permissions';
import { stockAlert } from '../stock/stockLow';
import { moveStock } from '../stock/stockMovements';
import { stockOutScope } from './resource';
import { stockOuts } from './schema';
import { linesInProductOrder } from './stockOutLines';

const STOCK_OUT_NOT_FOUND = '出库单不存在或已被删除';

/**
 * The stock-out calls beyond the list engine: `POST /api/stockOut/review` (未审核 → 未出库) and
 * `POST /api/stockOut/out` (未出库 → 已出库), which lowers each product's stock with a movement. Shipping is one
 * transaction: one short line refuses the whole stock-out and nothing moves.
 */
export async function stockOutRoutes(app: App, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  // A movement that takes a product's stock down to its company's alert level tells 产品管理's users (库存预警).
  const alert = stockAlert(ctx);

  app.post(
    '/api/stockOut/review',
    {
      onRequest: requirePermission(ctx, 'stockOut:review'),
      schema: { summary: '审核出库单', operationId: 'stockOutReview', body: reviewStockOutSchema },
    },
    async (request) => {
      const { id, version } = request.body;
      return runRecordCommand(db, request, {
        table: stockOuts,
        id,
        version,
        notFoundMessage: STOCK_OUT_NOT_FOUND,
        scope: stockOutScope,
        action: 'review',
        resource: 'stockOut',
        run: async (_tx, before, auth) => {
          if (before.status !== STOCK_OUT_UNREVIEWED) throw badRequest('出库单已审核');
          const review = { status: STOCK_OUT_NOT_OUT, reviewedBy: auth.user.id, reviewedAt: new Date() };
          return {
            description: `审核出库单「${String(before.code)}」`,
            changes: review,
            result: { message: '审核成功' },
          };
        },
      });
    },
  );

  app.post(
    '/api/stockOut/out',
    {
      onRequest: requirePermission(ctx, 'stockOut:out'),
      schema: { summary: '出库', operationId: 'stockOutShip', body: shipStockOutSchema },
    },
    async (request) => {
      const { id, version } = request.body;
      return runRecordCommand(db, request, {
        table: stockOuts,
        id,
        version,
        notFoundMessage: STOCK_OUT_NOT_FOUND,
        scope: stockOutScope,
        action: 'out',
        resource: 'stockOut',
        run: async (tx, before, auth) => {
          if (before.status === STOCK_OUT_UNREVIEWED) throw badRequest('出库单尚未审核，不能出库');
          if (before.status === STOCK_OUT_DONE) throw badRequest('出库单已出库');
          const code = String(before.code);
          const lines = await linesInProductOrder(tx, id);
          for (const line of lines) {
            await moveStock(
              tx,
              {
                companyId: auth.company.id,
                productId: line.productId,
                quantity: -line.quantity,
                kind: 'stockOut',
                stockOutId: id,
                reference: code,
                by: auth.user.id,
              },
              alert,
            );
          }
          const shipped = { status: STOCK_OUT_DONE, outBy: auth.user.id, outAt: new Date() };
          return {
            description: `出库单「${code}」出库（${lines.length} 种产品）`,
            changes: shipped,
            after: { ...shipped, lines },
            result: { message: '出库成功' },
          };
        },
      });
    },
  );
}
