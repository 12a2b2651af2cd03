import { and, eq } from 'drizzle-orm';
import {
  colleagueQuerySchema,
  informationQuerySchema,
  noticeQuerySchema,
  OWN_PASSWORD_ELSEWHERE,
  PHONE_TAKEN,
  resetPasswordSchema,
  userRangeToWire,
  type PasswordIssued,
} from '@yjf/area-system/domain/userSchemas';
import type { App, AppContext } from '../../../context';
import { resourceRoutes } from '../../../crud/resourceRoutes';
import { phoneQuerySchema } from '@yjf/domain/accountSchemas';
import { authOf } from '../../../http/callerAuth';
import { perCallerLimit } from '../../../http/clientInfo';
import { badRequest, notFound } from '../../../http/errors';
import { requirePermission } from '../../../http/permissions';
import { users } from '../../../db/accountTables';
import { endUserSessions } from '../../../platform/auth/sessions';
import { loggedWrite } from '../../../crud/operationLog';
import { phoneTaken } from './accountService';
import { issuePassword } from './initialPassword';
import { userResource } from './userResource';
import { assertUserManageable, companyUser } from './userAccess';
import { userCard, userNotices, userRangeData } from './userOverview';

/** How often one caller may ask whether a phone is registered: plenty for phones typed by hand, few for a sweep. */
export const PHONE_CHECKS_PER_MINUTE = 30;
export const PHONE_CHECKS_TOO_MANY = '查询手机号过于频繁，请稍后再试';

/**
 * The user administration (spec section 7, "Users"): the list engine at `/api/users` (see userResource), also
 * under the spec's names `add`, `create`, `update` and `delete`, and the spec's own calls.
 */
export async function userRoutes(app: App, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;

  await resourceRoutes(app, ctx, userResource(ctx.catalog), {
    aliases: {
      add: ['/api/users/add', '/api/users/create'],
      edit: [{ method: 'POST', url: '/api/users/update' }],
      delete: ['/api/users/delete'],
    },
  });

  app.put(
    '/api/users/resetPwd',
    {
      onRequest: requirePermission(ctx, 'user:edit'),
      schema: { summary: '重置用户密码', operationId: 'userPasswordReset', body: resetPasswordSchema },
    },
    async (request): Promise<PasswordIssued> => {
      const auth = authOf(request);
      const password = await loggedWrite(db, request, async (tx, log) => {
        const target = await companyUser(tx, auth, request.body.id);
        // A new password of one's own is shown to whoever holds the session: 修改密码 asks for the old one.
        if (target.id === auth.user.id) throw badRequest(OWN_PASSWORD_ELSEWHERE);
        await assertUserManageable(tx, auth, target);
        const issued = await issuePassword(tx, target.id);
        await endUserSessions(tx, target.id);
        log({
          action: 'edit',
          resource: 'users',
          recordId: target.id,
          description: `重置用户「${target.name}」的密码`,
        });
        return issued;
      });
      return { message: '密码已重置，请把新密码告诉该用户', initialPassword: password };
    },
  );

  const canList = requirePermission(ctx, 'user:list');

  app.get(
    '/api/users/getUserByRealNameAndPhone',
    {
      onRequest: canList,
      schema: {
        summary: '按姓名和手机号查找用户',
        operationId: 'userFindByNameAndPhone',
        querystring: colleagueQuerySchema,
      },
    },
    async (request) => {
      const { realname, phone } = request.query;
      const card = await userCard(db, authOf(request), and(eq(users.realName, realname), eq(users.phone, phone))!);
      if (!card) throw notFound('未找到该用户');
      return card;
    },
  );

  // A card of oneself is anyone's; a colleague's needs the user list.
  app.get(
    '/api/users/getInformation',
    { schema: { summary: '用户名片', operationId: 'userCard', querystring: informationQuerySchema } },
    async (request) => {
      const auth = authOf(request);
      const { userid } = request.query;
      if (userid !== auth.user.id) await canList(request);
      const card = await userCard(db, auth, eq(users.id, userid));
      if (!card) throw notFound('未找到该用户');
      return card;
    },
  );

  app.get(
    '/api/users/getNotice',
    {
      onRequest: canList,
      schema: {
        summary: '企业提醒（账号用尽、套餐将到期）',
        operationId: 'userNotices',
        querystring: noticeQuerySchema,
      },
    },
    async (request) => {
      const auth = authOf(request);
      if (request.query.companypid !== auth.company.id) throw notFound('企业不存在');
      return userNotices(db, auth);
    },
  );

  // Whether a phone is taken, for the add form: a question only who may add users asks, and not in bulk (it tells
  // of any company's users).
  app.get(
    '/api/users/verify',
    {
      onRequest: requirePermission(ctx, 'user:add'),
      config: { rateLimit: perCallerLimit(PHONE_CHECKS_PER_MINUTE, PHONE_CHECKS_TOO_MANY) },
      schema: { summary: '手机号是否已注册', operationId: 'userPhoneCheck', querystring: phoneQuerySchema },
    },
    async (request) => {
      const registered = await phoneTaken(ctx, request.query.phone);
      return { registered, message: registered ? PHONE_TAKEN : '该手机号可以使用' };
    },
  );

  app.get(
    '/api/users/getRangeData',
    { schema: { summary: '用户数量统计', operationId: 'userRangeData' }, onRequest: canList },
    async (request) => userRangeToWire(await userRangeData(db, authOf(request))),
  );
}
