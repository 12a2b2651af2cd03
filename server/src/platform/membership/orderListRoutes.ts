import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { listQuerySchema } from '@yjf/domain/listQuerySchema';
import type { ListPage, ListQuery } from '@yjf/domain/lists';
import { MEMBERSHIP_ORDER_STATUS as STATUS } from '@yjf/domain/membership';
import {
  membershipOrderDeclaration,
  refundHeldOrderSchema,
  settleHeldOrderSchema,
  type MembershipOrderRow,
  type RefundResult,
} from '@yjf/domain/membershipSchemas';
import { ADMIN_ROLE } from '@yjf/domain/permissions';
import { PLATFORM_COMPANY_ID } from '@yjf/domain/session';
import type { App, AppContext } from '../../context';
import type { Db } from '../../db/client';
import { condition, containsPattern } from '../../crud/listConditions';
import { authOf, type Auth } from '../../http/callerAuth';
import { forbidden, notFound } from '../../http/errors';
import { permissionCheck, requirePermission } from '../../http/permissions';
import { companies, users } from '../../db/accountTables';
import { loggedWrite } from '../../crud/operationLog';
import { membershipOrders } from './schema';
import { listPage } from '../../crud/listPage';
import { latestRefunds, refundHeldOrder } from './refundOrder';

export const HELD_ORDER_MISSING = '没有待平台处理的该订单';
export const ONLY_PLATFORM_SETTLES = '待处理订单由平台统一处理';
export const ONLY_PLATFORM_REFUNDS = '只有平台管理员可以退款';

/**
 * The `onRequest` check of 退款: the platform's administrators alone (companyid 1, a role marked 管理员), as
 * money leaves the platform's account. Marked as a check of the `admin` role for the route registry.
 */
const requirePlatformAdministrator = permissionCheck(
  async (request: FastifyRequest) => {
    const auth = authOf(request);
    if (auth.company.id !== PLATFORM_COMPANY_ID || !auth.isAdmin) throw forbidden(ONLY_PLATFORM_REFUNDS);
  },
  [ADMIN_ROLE],
);

type Filters = { blurry?: string; status?: string; createTime?: { from: Date; to: Date } };

const columns = {
  id: membershipOrders.id,
  orderNo: membershipOrders.orderNo,
  companyId: membershipOrders.companyId,
  companyName: companies.name,
  userName: users.nickName,
  type: membershipOrders.type,
  planCode: membershipOrders.planCode,
  years: membershipOrders.years,
  extraStaff: membershipOrders.extraStaff,
  amountFen: membershipOrders.amountFen,
  status: membershipOrders.status,
  settlement: membershipOrders.settlement,
  handledNote: membershipOrders.handledNote,
  createTime: membershipOrders.createTime,
  paidTime: membershipOrders.paidTime,
};

/** The platform's administrators see every company's orders; a company's administrators see their own. */
const scopeOf = (auth: Auth): SQL | undefined =>
  auth.company.id === PLATFORM_COMPANY_ID ? undefined : eq(membershipOrders.companyId, auth.company.id);

function whereOf(auth: Auth, filters: Filters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [scopeOf(auth)];
  if (filters.blurry) {
    const pattern = containsPattern(filters.blurry);
    conditions.push(
      or(ilike(membershipOrders.orderNo, pattern), ilike(companies.name, pattern), ilike(users.nickName, pattern)),
    );
  }
  // The status and the date as the list engine reads them: its checks and messages, in one place.
  const specs = membershipOrderDeclaration.list.filters;
  if (filters.status !== undefined) conditions.push(condition(specs.status!, membershipOrders.status, filters.status));
  if (filters.createTime)
    conditions.push(condition(specs.createTime!, membershipOrders.createTime, filters.createTime));
  return and(...conditions);
}

async function orderPage(db: Db, auth: Auth, query: ListQuery): Promise<ListPage<MembershipOrderRow>> {
  const withRefunds = async (rows: Omit<MembershipOrderRow, 'refundNo' | 'refundNote'>[]) => {
    const refunds = await latestRefunds(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      ...row,
      refundNo: refunds.get(row.id)?.refundNo ?? null,
      refundNote: refunds.get(row.id)?.message ?? '',
    }));
  };
  const where = whereOf(auth, query.filters as Filters);
  const direction = query.sort.direction === 'asc' ? asc : desc;
  const sortColumn = query.sort.field === 'amountFen' ? membershipOrders.amountFen : membershipOrders.createTime;
  const from = () =>
    db
      .select(columns)
      .from(membershipOrders)
      .innerJoin(companies, eq(companies.id, membershipOrders.companyId))
      .innerJoin(users, eq(users.id, membershipOrders.userId))
      .where(where)
      .$dynamic();
  return listPage(
    query,
    async (limit, offset) =>
      withRefunds(
        (await from().orderBy(direction(sortColumn), direction(membershipOrders.id)).limit(limit).offset(offset)).map(
          (row) => ({
            ...row,
            type: row.type as 1 | 2,
            createTime: row.createTime.toISOString(),
            paidTime: row.paidTime?.toISOString() ?? null,
          }),
        ),
      ),
    async () =>
      Number(
        (
          await db
            .select({ n: sql<number>`count(*)::int` })
            .from(membershipOrders)
            .innerJoin(companies, eq(companies.id, membershipOrders.companyId))
            .innerJoin(users, eq(users.id, membershipOrders.userId))
            .where(where)
        )[0]?.n ?? 0,
      ),
  );
}

/**
 * 会员订单: every order with what became of its money (`membershipOrder:list`; a company's administrators see
 * their company's, the platform's see all), and, for the platform only, what becomes of a payment that was held:
 * refunded through the provider (退款, its administrators alone: `refundHeldOrder`), or settled by hand
 * (`membershipOrder:edit`): the arrangement made with the company, in a note.
 */
export async function membershipOrderRoutes(app: App, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;

  app.get(
    '/api/membershipOrder',
    {
      onRequest: requirePermission(ctx, 'membershipOrder:list'),
      schema: {
        summary: '会员订单列表',
        operationId: 'membershipOrderList',
        querystring: listQuerySchema(membershipOrderDeclaration.list),
      },
    },
    (request) => orderPage(db, authOf(request), request.query as ListQuery),
  );

  app.put(
    '/api/membershipOrder/settle',
    {
      onRequest: requirePermission(ctx, 'membershipOrder:edit'),
      schema: { summary: '手工处理会员订单', operationId: 'membershipOrderSettle', body: settleHeldOrderSchema },
    },
    async (request) => {
      const auth = authOf(request);
      if (auth.company.id !== PLATFORM_COMPANY_ID) throw forbidden(ONLY_PLATFORM_SETTLES);
      const { orderNo, note } = request.body;
      await loggedWrite(db, request, async (tx, log) => {
        const [settled] = await tx
          .update(membershipOrders)
          .set({ status: STATUS.handled, handledBy: auth.user.id, handledNote: note, handledTime: sql`now()` })
          .where(
            and(
              eq(membershipOrders.orderNo, orderNo),
              // Held, or its refund failed (a bank card closed): settled some other way. Never one being refunded.
              inArray(membershipOrders.status, [STATUS.held, STATUS.refundFailed]),
            ),
          )
          .returning({ id: membershipOrders.id, amountFen: membershipOrders.amountFen });
        if (!settled) throw notFound(HELD_ORDER_MISSING);
        log({
          action: 'edit',
          resource: 'membershipOrder',
          recordId: settled.id,
          description: `处理会员订单「${orderNo}」：${note}`,
          after: { status: STATUS.handled, note },
        });
      });
      return { message: '已处理' };
    },
  );

  app.post(
    '/api/membershipOrder/refund',
    {
      onRequest: requirePlatformAdministrator,
      schema: { summary: '会员订单退款', operationId: 'membershipOrderRefund', body: refundHeldOrderSchema },
    },
    async (request): Promise<RefundResult> => {
      const { orderNo, reason } = request.body;
      return refundHeldOrder(db, ctx.payment, request, orderNo, reason);
    },
  );
}
