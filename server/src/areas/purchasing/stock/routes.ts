import { and, count, desc, eq } from 'drizzle-orm';
import { idParamsSchema } from '@yjf/domain/fieldSchemas';
import { pagedOnlyQuerySchema } from '@yjf/domain/listQuerySchema';
import type { ListPage } from '@yjf/domain/lists';
import type { StockMovement } from '@yjf/area-purchasing/domain/productSchemas';
import type { App, AppContext } from '../../../context';
import { authOf } from '../../../http/callerAuth';
import { notFound } from '../../../http/errors';
import { requirePermission } from '../../../http/permissions';
import { users } from '../../../db/accountTables';
import { userName } from '../../../platform/accounts/userName';
import { products, stockMovements } from './schema';
import { listPage } from '../../../crud/listPage';

/**
 * `GET /api/product/{id}/movements`: how a product's stock came to be, one movement a row, newest first, each
 * with the balance after it and the order behind it. Another company's product is a 404 like a missing one.
 */
export async function stockRoutes(app: App, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;

  app.get(
    '/api/product/:id/movements',
    {
      onRequest: requirePermission(ctx, 'product:list'),
      schema: {
        summary: '产品库存流水',
        operationId: 'productMovements',
        params: idParamsSchema,
        querystring: pagedOnlyQuerySchema,
      },
    },
    async (request): Promise<ListPage<StockMovement>> => {
      const companyId = authOf(request).company.id;
      const [product] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, request.params.id), eq(products.companyId, companyId)));
      if (!product) throw notFound('产品不存在或已被删除');
      const ofProduct = and(eq(stockMovements.productId, product.id), eq(stockMovements.companyId, companyId));
      return listPage(
        request.query,
        async (limit, offset) =>
          (
            await db
              .select({
                id: stockMovements.id,
                kind: stockMovements.kind,
                quantity: stockMovements.quantity,
                balance: stockMovements.balance,
                purchaseOrderId: stockMovements.purchaseOrderId,
                stockOutId: stockMovements.stockOutId,
                reference: stockMovements.reference,
                createdByName: userName(users, 'created_by_name'),
                createTime: stockMovements.createTime,
              })
              .from(stockMovements)
              .leftJoin(users, eq(users.id, stockMovements.createdBy))
              .where(ofProduct)
              .orderBy(desc(stockMovements.id))
              .limit(limit)
              .offset(offset)
          ).map((movement) => ({ ...movement, createTime: movement.createTime.toISOString() })),
        async () => (await db.select({ rows: count() }).from(stockMovements).where(ofProduct))[0]?.rows ?? 0,
      );
    },
  );
}
