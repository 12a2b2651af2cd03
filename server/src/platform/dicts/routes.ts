import { and, eq } from 'drizzle-orm';
import { DICTIONARY_SEEDS, PROTECTED_DICT_CODES } from '@yjf/domain/dictionaries';
import {
  dictCodeParamsSchema,
  dictGroupFormSchema,
  dictItemFormSchema,
  dictItemParamsSchema,
} from '@yjf/area-system/domain/dictSchemas';
import type { App, AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { requirePlatformPermission } from '../../http/permissions';
import { loggedWrite } from '../../crud/operationLog';
import { dictGroups, dictItems } from './schema';
import { findGroup, loadDicts } from './service';

const PLATFORM_ONLY = '字典由平台统一维护，企业不能修改';
const PROTECTED = '系统内置字典的编码和取值被业务规则使用，不能删除，可以修改名称';
const GROUP_MISSING = '字典不存在';

/** A value the product's rules use: one of the seeded values of a built-in dictionary (added ones can go). */
const isSeededValue = (code: string, value: string) =>
  DICTIONARY_SEEDS.some((group) => group.code === code && group.children.some((item) => item.value === value));

/**
 * Dictionaries (spec section 3): every signed-in user reads them (selects and labels); the platform's
 * administrators change them.
 */
export async function dictRoutes(app: App, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const platformOnly = (permission: string) => requirePlatformPermission(ctx, permission, PLATFORM_ONLY);

  app.get('/api/dicts', { schema: { summary: '字典列表', operationId: 'dictList' } }, async () => loadDicts(db));

  app.get(
    '/api/dicts/:code',
    { schema: { summary: '字典详情', operationId: 'dictDetail', params: dictCodeParamsSchema } },
    async (request) => {
      const [group] = await loadDicts(db, [request.params.code]);
      if (!group) throw notFound(GROUP_MISSING);
      return group;
    },
  );

  app.post(
    '/api/dicts',
    {
      onRequest: platformOnly('dict:add'),
      schema: { summary: '新增字典', operationId: 'dictAdd', body: dictGroupFormSchema },
    },
    async (request, reply) => {
      const form = request.body;
      await loggedWrite(db, request, async (tx, log) => {
        if (await findGroup(tx, form.code)) throw conflict(`字典编码“${form.code}”已存在`);
        const [row] = await tx.insert(dictGroups).values(form).returning();
        log({
          action: 'add',
          resource: 'dict',
          recordId: row!.id,
          description: `新增字典「${form.name}」`,
          after: row,
        });
      });
      return reply.code(201).send({ message: '新增成功' });
    },
  );

  app.put(
    '/api/dicts/:code',
    {
      onRequest: platformOnly('dict:edit'),
      schema: { summary: '编辑字典', operationId: 'dictEdit', params: dictCodeParamsSchema, body: dictGroupFormSchema },
    },
    async (request) => {
      const { code } = request.params;
      if (request.body.code !== code) throw badRequest('字典编码不能修改');
      await loggedWrite(db, request, async (tx, log) => {
        const before = await findGroup(tx, code);
        if (!before) throw notFound(GROUP_MISSING);
        const [after] = await tx
          .update(dictGroups)
          .set({ name: request.body.name, sequence: request.body.sequence, parentCode: request.body.parentCode })
          .where(eq(dictGroups.id, before.id))
          .returning();
        log({
          action: 'edit',
          resource: 'dict',
          recordId: before.id,
          description: `编辑字典「${after!.name}」`,
          before,
          after,
        });
      });
      return { message: '编辑成功' };
    },
  );

  app.delete(
    '/api/dicts/:code',
    {
      onRequest: platformOnly('dict:del'),
      schema: { summary: '删除字典', operationId: 'dictDelete', params: dictCodeParamsSchema },
    },
    async (request) => {
      const { code } = request.params;
      if (PROTECTED_DICT_CODES.includes(code)) throw badRequest(PROTECTED);
      await loggedWrite(db, request, async (tx, log) => {
        const before = await findGroup(tx, code);
        if (!before) throw notFound(GROUP_MISSING);
        await tx.delete(dictGroups).where(eq(dictGroups.id, before.id));
        log({
          action: 'delete',
          resource: 'dict',
          recordId: before.id,
          description: `删除字典「${before.name}」`,
          before,
        });
      });
      return { message: '删除成功' };
    },
  );

  app.post(
    '/api/dicts/:code/items',
    {
      onRequest: platformOnly('dict:add'),
      schema: {
        summary: '新增字典项',
        operationId: 'dictItemAdd',
        params: dictCodeParamsSchema,
        body: dictItemFormSchema,
      },
    },
    async (request, reply) => {
      await loggedWrite(db, request, async (tx, log) => {
        const group = await findGroup(tx, request.params.code);
        if (!group) throw notFound(GROUP_MISSING);
        const [row] = await tx
          .insert(dictItems)
          .values({ ...request.body, groupId: group.id })
          .onConflictDoNothing()
          .returning();
        if (!row) throw conflict(`字典值“${request.body.value}”已存在`);
        log({
          action: 'add',
          resource: 'dict',
          recordId: group.id,
          description: `新增字典「${group.name}」的值「${row.name}」`,
          after: row,
        });
      });
      return reply.code(201).send({ message: '新增成功' });
    },
  );

  app.put(
    '/api/dicts/:code/items/:value',
    {
      onRequest: platformOnly('dict:edit'),
      schema: {
        summary: '编辑字典项',
        operationId: 'dictItemEdit',
        params: dictItemParamsSchema,
        body: dictItemFormSchema,
      },
    },
    async (request) => {
      const { code, value } = request.params;
      if (request.body.value !== value) throw badRequest('字典值不能修改，可以修改标签和排序');
      await loggedWrite(db, request, async (tx, log) => {
        const group = await findGroup(tx, code);
        if (!group) throw notFound(GROUP_MISSING);
        const where = and(eq(dictItems.groupId, group.id), eq(dictItems.value, value));
        const [before] = await tx.select().from(dictItems).where(where);
        if (!before) throw notFound('字典值不存在');
        const [after] = await tx
          .update(dictItems)
          .set({ name: request.body.name, sequence: request.body.sequence })
          .where(where)
          .returning();
        log({
          action: 'edit',
          resource: 'dict',
          recordId: group.id,
          description: `编辑字典「${group.name}」的值「${after!.name}」`,
          before,
          after,
        });
      });
      return { message: '编辑成功' };
    },
  );

  app.delete(
    '/api/dicts/:code/items/:value',
    {
      onRequest: platformOnly('dict:del'),
      schema: { summary: '删除字典项', operationId: 'dictItemDelete', params: dictItemParamsSchema },
    },
    async (request) => {
      const { code, value } = request.params;
      if (isSeededValue(code, value)) throw badRequest(PROTECTED);
      await loggedWrite(db, request, async (tx, log) => {
        const group = await findGroup(tx, code);
        if (!group) throw notFound(GROUP_MISSING);
        const [before] = await tx
          .delete(dictItems)
          .where(and(eq(dictItems.groupId, group.id), eq(dictItems.value, value)))
          .returning();
        if (!before) throw notFound('字典值不存在');
        log({
          action: 'delete',
          resource: 'dict',
          recordId: group.id,
          description: `删除字典「${group.name}」的值「${before.name}」`,
          before,
        });
      });
      return { message: '删除成功' };
    },
  );
}
