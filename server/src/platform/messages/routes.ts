import type { FastifyRequest } from 'fastify';
import { MESSAGE_CHANNEL } from '@yjf/domain/messageKinds';
import {
  markReadSchema,
  messageBellSchema,
  messageListQuerySchema,
  messagePageSchema,
  messagePreferencesSchema,
  messageSettingsSchema,
  unreadCountSchema,
  type MarkRead,
  type MessagePreferences,
  type MessageSettings,
} from '@yjf/domain/messages';
import { ADMIN_ROLE } from '@yjf/domain/permissions';
import type { App, AppContext } from '../../context';
import { loggedWrite } from '../../crud/operationLog';
import { authOf } from '../../http/callerAuth';
import { badRequest, forbidden } from '../../http/errors';
import { permissionCheck } from '../../http/permissions';
import { inTransaction } from '../../db/transaction';
import { addSocketChannel } from '../sockets/socketRoutes';
import { BellSockets } from './bellSockets';
import { saveSettings, settingsOf } from './companySettings';
import { markRead, messageBell, messagePage, unreadCount } from './inbox';
import { preferencesOf, savePreferences } from './preferences';

export const SETTINGS_ADMINS_ONLY = '只有公司管理员可以修改消息设置';

/** Only a company's administrators read and set its message settings; before the body is read. */
const requireCompanyAdmin = permissionCheck(
  async (request: FastifyRequest) => {
    if (!authOf(request).isAdmin) throw forbidden(SETTINGS_ADMINS_ONLY);
  },
  [ADMIN_ROLE],
);

/**
 * 消息中心: every signed-in user (of any company, the platform's too) lists, counts and marks read their own
 * messages and chooses the kinds they receive; a company's administrators set how long its messages are kept
 * and its stock alert. No call names another user: the caller's own id is in every statement, so another's
 * message id is simply not found among theirs. The bells: the socket's `messages` channel
 * (`/websocket?channel=messages`) pushes the caller's unread count on connecting and whenever `yjf_messages`
 * names them; this instance listens once and pushes to its own sockets.
 */
export async function messageRoutes(app: App, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;

  const bells = new BellSockets(db, ctx.sessions, (error) => app.log.warn({ err: error }, 'message bell push failed'));
  const stopHearing = await ctx.notices.subscribe('yjf_messages', (payload) => bells.told(payload));
  app.addHook('onClose', async () => {
    stopHearing();
    bells.close();
  });
  addSocketChannel(app, MESSAGE_CHANNEL, (socket, { auth, token }) => bells.add(socket, auth.user.id, token));

  app.get(
    '/api/messages',
    {
      schema: {
        summary: '我的消息',
        operationId: 'messageList',
        querystring: messageListQuerySchema,
        response: { 200: messagePageSchema },
      },
    },
    (request) => messagePage(db, authOf(request).user.id, request.query),
  );

  app.get(
    '/api/messages/unread',
    {
      schema: {
        summary: '未读消息数与最新消息',
        operationId: 'messageBell',
        response: { 200: messageBellSchema },
      },
    },
    (request) => messageBell(db, authOf(request).user.id),
  );

  app.put(
    '/api/messages/read',
    {
      schema: {
        summary: '标为已读',
        operationId: 'messageMarkRead',
        body: markReadSchema,
        response: { 200: unreadCountSchema },
      },
    },
    async (request) => {
      const userId = authOf(request).user.id;
      return inTransaction(db, async (tx) => {
        // The user's other pages count again (at the commit).
        if (await markRead(tx, userId, request.body as MarkRead))
          await ctx.notices.publishIn(tx, 'yjf_messages', String(userId));
        return { unread: await unreadCount(tx, userId) };
      });
    },
  );

  app.get(
    '/api/messages/preferences',
    {
      schema: {
        summary: '我接收的消息类型',
        operationId: 'messagePreferences',
        response: { 200: messagePreferencesSchema },
      },
    },
    (request) => preferencesOf(db, authOf(request).user.id),
  );

  app.put(
    '/api/messages/preferences',
    {
      schema: {
        summary: '设置接收的消息类型',
        operationId: 'messagePreferencesSave',
        body: messagePreferencesSchema,
        response: { 200: messagePreferencesSchema },
      },
    },
    async (request) => {
      const userId = authOf(request).user.id;
      const chosen = request.body as MessagePreferences;
      if (new Set(chosen.kinds.map((entry) => entry.kind)).size !== chosen.kinds.length)
        throw badRequest('消息类型重复');
      return inTransaction(db, async (tx) => {
        await savePreferences(tx, userId, chosen);
        return preferencesOf(tx, userId);
      });
    },
  );

  app.get(
    '/api/messages/settings',
    {
      onRequest: requireCompanyAdmin,
      schema: { summary: '消息设置', operationId: 'messageSettings', response: { 200: messageSettingsSchema } },
    },
    (request) => settingsOf(db, authOf(request).company.id),
  );

  app.put(
    '/api/messages/settings',
    {
      onRequest: requireCompanyAdmin,
      schema: {
        summary: '修改消息设置',
        operationId: 'messageSettingsSave',
        body: messageSettingsSchema,
        response: { 200: messageSettingsSchema },
      },
    },
    async (request) => {
      const companyId = authOf(request).company.id;
      const settings = request.body as MessageSettings;
      return loggedWrite(db, request, async (tx, log) => {
        const before = await settingsOf(tx, companyId);
        await saveSettings(tx, companyId, settings);
        log({
          action: 'edit',
          resource: 'messageSettings',
          recordId: companyId,
          description: `修改消息设置（保留 ${settings.retentionDays} 天，库存预警 ${settings.stockAlertThreshold}）`,
          before,
          after: settings,
        });
        return settingsOf(tx, companyId);
      });
    },
  );
}
