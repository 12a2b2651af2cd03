import { and, count, eq, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { HTTPMethods } from 'fastify';
import { idListSchema } from '@yjf/domain/menuSchemas';
import { editKeys, idParamsSchema, toggleSchema } from '@yjf/domain/fieldSchemas';
import { listQuerySchema } from '@yjf/domain/listQuerySchema';
import { COUNT_LIMIT, exportFileName, NOT_FOUND_MESSAGE, STALE_EDIT_MESSAGE, type ListQuery } from '@yjf/domain/lists';
import type { App, AppContext } from '../context';
import type { Db } from '../db/client';
import { authOf, type Auth } from '../http/callerAuth';
import { badRequest, conflict, notFound } from '../http/errors';
import { requireOneOf, requirePermission } from '../http/permissions';
import { streamWorkbook } from './excelExport';
import { listOrder, listWhere } from './listConditions';
import { ShapeCache, shapeOf, type ShapedCondition } from './statementShapes';
import { listPage, type CountAnswer } from './listPage';
import { countWithinBudget } from './budgetedCount';
import { recordOperations } from './operationLog';
import { recordCounts } from './recordCounts';
import type { ReadContext, ResourceDefinition, ResourceRow } from './resourceDefinition';
import { assertNamedInReach } from './namedRecords';
import { reachOf } from './recordReach';
import { deleteUnlessInUse, refuseReferenced } from './references';
import {
  pickerPermissions,
  registerResource,
  type ResourceRouteOptions,
  type ResourceRouteName,
} from './resourceRegistry';
import { inTransaction } from '../db/transaction';
import { importRoutes } from './importing/importRoutes';
import { nextRevision } from './revision';

/** The most rows one export writes; beyond it the user narrows the search. */
export const MAX_EXPORT_ROWS = 200_000;
const EXPORT_BATCH = 1000;

export type { ResourceRouteName, ResourceRouteOptions, RouteAlias } from './resourceRegistry';

/**
 * The REST surface of a resource (issue 5): list, detail, add, edit, delete, export, the enabled switch and,
 * with `importing`, Excel 导入 (`importing/importRoutes.ts`), all scoped to the caller's company (and to their part of it, `callerScope`), permission-checked, validated
 * by the shared schemas, and logged; served also at the `aliases` given.
 *
 * @example await resourceRoutes(app, ctx, customerResource) // GET/POST/PUT/DELETE /api/customer ...
 * @example await resourceRoutes(app, ctx, userResource, { aliases: { add: ['/api/users/add'] } })
 */
export async function resourceRoutes(
  app: App,
  ctx: AppContext,
  resource: ResourceDefinition,
  options: ResourceRouteOptions = {},
): Promise<void> {
  registerResource(app, { resource, options });
  const db = ctx.database.db;
  const base = `/api/${resource.path}`;
  const { table, permission, noun } = resource;
  const tableName = getTableName(table);
  /** The resource in the names of its prepared statements. */
  const statementPrefix = resource.path.replace(/\W/g, '_');
  const countsAlongside = ctx.database.driver === 'postgres';
  /** Only PostgreSQL can cancel a statement that runs out of time (crud/budgetedCount.ts). */
  const budgeted = ctx.database.driver === 'postgres';
  const querySchema = listQuerySchema(resource.list);
  const editSchema = resource.form.extend(editKeys);
  const can = (action: 'list' | 'add' | 'edit' | 'del') => requirePermission(ctx, `${permission}:${action}`);
  /** Who may read to choose: the list's holders and those of the forms that name its records. */
  const canPick = requireOneOf(ctx, () => [`${permission}:list`, ...pickerPermissions(app, resource)]);

  /** What each route does, as the API document lists it. */
  const summaries: Record<ResourceRouteName, string> = {
    list: resource.export.title,
    export: `导出${resource.export.title}`,
    detail: `${noun}详情`,
    add: `新增${noun}`,
    edit: `编辑${noun}`,
    delete: `删除${noun}`,
    toggle: `启用或禁用${noun}`,
  };

  /**
   * Where a route is served (its own address, then its aliases), with what the API document calls it there:
   * the summary and operationId from the resource (`客户列表`, `customerList`); an alias says whose it is.
   */
  const addressesOf = (name: ResourceRouteName, method: HTTPMethods, url: string) => {
    const summary = summaries[name];
    const operationId = `${resource.path}${name[0]!.toUpperCase()}${name.slice(1)}`;
    return [
      { method, url, schema: { summary, operationId } },
      ...(options.aliases?.[name] ?? []).map((alias) => {
        const address = typeof alias === 'string' ? { method, url: alias } : alias;
        const segment = address.url.split('/').pop()!;
        return {
          ...address,
          schema: {
            summary: `${summary}（同 ${method} ${url}）`,
            operationId: `${operationId}Alias${segment[0]!.toUpperCase()}${segment.slice(1)}`,
          },
        };
      }),
    ];
  };

  /** The caller's part of the company's records (`recordReach.ts`): undefined when they reach all of it. */
  const scopeOf = (context: ReadContext) => reachOf(resource, context);

  const selectRows = (executor: Db) => {
    const query = executor.select(resource.projection).from(table).$dynamic();
    return resource.joins ? resource.joins(query) : query;
  };

  /**
   * A record by id for a caller who reaches the whole company, outside a transaction (every detail an
   * administrator opens): built once and prepared, as the same statement is sent over and over.
   */
  const detail = selectRows(db)
    .where(and(eq(table.id, sql.placeholder('id')), eq(table.companyId, sql.placeholder('companyId'))))
    .limit(1)
    .prepare(`detail_${statementPrefix}`);

  /** One record of the caller's company (within `scope`, when given), or undefined. */
  const findRow = async (executor: Db, companyId: number, id: number, scope?: SQL) => {
    if (executor === db && !scope) {
      const [row] = await detail.execute({ id, companyId });
      return row as ResourceRow | undefined;
    }
    const [row] = await selectRows(executor)
      .where(and(eq(table.id, id), eq(table.companyId, companyId), scope))
      .limit(1);
    return row as ResourceRow | undefined;
  };

  /** One record the caller may reach: of their company and within their scope, or undefined. */
  const findReachable = async (executor: Db, auth: Auth, id: number) =>
    findRow(executor, auth.company.id, id, await scopeOf({ db: executor, auth }));

  /** Refuses dictionary fields whose value the dictionary does not have. */
  const assertDictValues = async (form: Record<string, unknown>) => {
    const fields = Object.entries(resource.dictFields ?? {});
    if (!fields.length) return;
    const groups = new Map((await ctx.loadDicts(fields.map(([, code]) => code))).map((g) => [g.code, g]));
    for (const [field, code] of fields) {
      const value = form[field];
      if (value === null || value === undefined) continue;
      const group = groups.get(code);
      if (!group?.children.some((item) => item.value === String(value))) {
        throw badRequest(`${group?.name ?? field}的取值“${String(value)}”不存在`);
      }
    }
  };

  const title = (row: ResourceRow) => `${noun}「${resource.titleOf(row)}」`;

  /**
   * The list's statements, built once per shape of their condition (crud/statementShapes.ts): each request
   * renders only its condition and runs the statement built for that shape. The kept count's statement is
   * named: an equality lookup plans the same for every company.
   */
  const preparePage = (condition: SQL, order: SQL[]) =>
    selectRows(db)
      .where(condition)
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('');
  const prepareCount = (condition: SQL, bounded: boolean) => {
    const matches = db
      .select({ one: sql`1` })
      .from(table)
      .where(condition)
      .$dynamic();
    if (bounded) matches.limit(sql.placeholder('limit'));
    return db.select({ total: count() }).from(matches.as('matches')).prepare('');
  };
  const pages = new ShapeCache<ReturnType<typeof preparePage>>();
  const counts = new ShapeCache<ReturnType<typeof prepareCount>>();
  const keptCount = db
    .select({ rows: recordCounts.rows })
    .from(recordCounts)
    .where(and(eq(recordCounts.tableName, tableName), eq(recordCounts.companyId, sql.placeholder('companyId'))))
    .prepare(`kept_${statementPrefix}`);

  /**
   * The total of a list: the kept count of the company's rows when nothing narrows them (no search, no scope),
   * else a count of the matches, at most `limit` of them when given (the rest are not looked at). A count of
   * every match (a search's 统计总数, or a list only the caller's scope narrows) runs within EXACT_COUNT_BUDGET_MS
   * on PostgreSQL, else is estimated.
   */
  const countRows = async (
    companyId: number,
    { where, shaped }: { where: SQL; shaped: ShapedCondition },
    narrowed: boolean,
    limit?: number,
  ): Promise<CountAnswer> => {
    if (!narrowed) {
      const [kept] = await keptCount.execute({ companyId });
      return kept?.rows ?? 0;
    }
    const bounded = limit !== undefined;
    if (!bounded && budgeted) {
      return countWithinBudget(
        db,
        db
          .select({ one: sql`1` })
          .from(table)
          .where(where)
          .$dynamic(),
      );
    }
    const statement = counts.get(`${bounded ? 'bounded' : 'all'}\n${shaped.shape}`, () =>
      prepareCount(shaped.condition, bounded),
    );
    return Number((await statement.execute({ ...shaped.values, limit }))[0]?.total ?? 0);
  };

  for (const address of addressesOf('list', 'GET', base)) {
    app.route({
      ...address,
      onRequest: canPick,
      schema: { ...address.schema, querystring: querySchema },
      handler: async (request) => {
        const query = request.query as ListQuery;
        const auth = authOf(request);
        const scope = await scopeOf({ db, auth });
        const where = await listWhere(resource, { db, auth }, query, scope);
        const searched = Object.keys(query.filters).length > 0;
        const shaped = shapeOf(where);
        const page = pages.get(`${query.sort.field} ${query.sort.direction}\n${shaped.shape}`, () =>
          preparePage(shaped.condition, listOrder(resource, query)),
        );
        return listPage(
          query,
          async (limit, offset) => (await page.execute({ ...shaped.values, limit, offset })) as ResourceRow[],
          (limit) => countRows(auth.company.id, { where, shaped }, searched || scope !== undefined, limit),
          // A search is counted to COUNT_LIMIT unless asked for all; a list with none, in full.
          { alongside: countsAlongside, countLimit: searched && !query.exactTotal ? COUNT_LIMIT : undefined },
        );
      },
    });
  }

  for (const address of addressesOf('export', 'GET', `${base}/download`)) {
    app.route({
      ...address,
      onRequest: can('list'),
      schema: { ...address.schema, querystring: querySchema },
      handler: async (request, reply) => {
        const query = request.query as ListQuery;
        const auth = authOf(request);
        const where = await listWhere(resource, { db, auth }, query, await scopeOf({ db, auth }));
        const ids = (
          await db
            .select({ id: table.id })
            .from(table)
            .where(where)
            .orderBy(...listOrder(resource, query))
            .limit(MAX_EXPORT_ROWS + 1)
        ).map((row) => row.id as number);
        if (ids.length > MAX_EXPORT_ROWS) {
          throw badRequest(`导出数据超过 ${MAX_EXPORT_ROWS} 条，请缩小查询范围后再导出`);
        }
        const dictCodes = resource.export.columns.flatMap((column) => (column.dict ? [column.dict] : []));
        const dicts = new Map((await ctx.loadDicts(dictCodes)).map((g) => [g.code, g]));
        await inTransaction(db, (tx) =>
          recordOperations(tx, request, [
            {
              action: 'export',
              resource: resource.path,
              description: `导出${resource.export.title}（${ids.length} 条）`,
              after: { query: request.query, rows: ids.length },
            },
          ]),
        );

        // The ids are the caller's already (company and scope); the batches read their rows.
        async function* batches() {
          for (let from = 0; from < ids.length; from += EXPORT_BATCH) {
            const chunk = ids.slice(from, from + EXPORT_BATCH);
            const rows = (await selectRows(db).where(
              and(inArray(table.id, chunk), eq(table.companyId, auth.company.id)),
            )) as ResourceRow[];
            const byId = new Map(rows.map((row) => [row.id, row]));
            yield chunk.flatMap((id) => byId.get(id) ?? []);
          }
        }

        const fileName = exportFileName(resource.export.title);
        reply
          .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header(
            'Content-Disposition',
            `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
          )
          .header('Cache-Control', 'no-store');
        return reply.send(
          streamWorkbook({
            sheetName: resource.export.title,
            columns: resource.export.columns,
            dicts,
            batches: batches(),
            onError: (error) => request.log.error({ err: error }, `export of ${resource.path} failed`),
          }),
        );
      },
    });
  }

  for (const address of addressesOf('detail', 'GET', `${base}/:id`)) {
    app.route({
      ...address,
      onRequest: canPick,
      schema: { ...address.schema, params: idParamsSchema },
      handler: async (request) => {
        const row = await findReachable(db, authOf(request), request.params.id);
        if (!row) throw notFound(NOT_FOUND_MESSAGE);
        return row;
      },
    });
  }

  for (const address of addressesOf('add', 'POST', base)) {
    app.route({
      ...address,
      onRequest: can('add'),
      schema: { ...address.schema, body: resource.form },
      handler: async (request, reply) => {
        const auth = authOf(request);
        const form = request.body as Record<string, unknown>;
        await assertDictValues(form);
        const answer = await inTransaction(db, async (tx) => {
          await assertNamedInReach(app, tx, auth, resource, form);
          const prepared = resource.prepare ? await resource.prepare(form, { tx, auth, ctx }) : form;
          const [inserted] = await tx
            .insert(table)
            .values({ ...prepared, companyId: auth.company.id, createdBy: auth.user.id } as never)
            .returning({ id: table.id });
          await resource.saveChildren?.(inserted!.id as number, form, { tx, auth, ctx, prepared });
          const extra = resource.afterAdd
            ? await resource.afterAdd((await findRow(tx, auth.company.id, inserted!.id as number))!, { tx, auth, ctx })
            : undefined;
          const after = (await findRow(tx, auth.company.id, inserted!.id as number))!;
          await resource.afterWrite?.([after], { tx, auth, ctx, action: 'add' });
          await recordOperations(tx, request, [
            { action: 'add', resource: resource.path, recordId: after.id, description: `新增${title(after)}`, after },
          ]);
          // What afterAdd returned joins the answer only, never the row read back nor the log.
          return extra ? { ...after, ...extra } : after;
        });
        return reply.code(201).send(answer);
      },
    });
  }

  for (const address of addressesOf('edit', 'PUT', base)) {
    app.route({
      ...address,
      onRequest: can('edit'),
      schema: { ...address.schema, body: editSchema },
      handler: async (request) => {
        const auth = authOf(request);
        const { id, version, ...form } = request.body as Record<string, unknown> & { id: number; version: number };
        await assertDictValues(form);
        return inTransaction(db, async (tx) => {
          const before = await findReachable(tx, auth, id);
          if (!before) throw notFound(NOT_FOUND_MESSAGE);
          // A stale form is refused before it is checked: its checks would answer questions (is this phone
          // taken?) without the write ever happening. The update's own version condition settles a race.
          if (before.version !== version) throw conflict(STALE_EDIT_MESSAGE);
          await assertNamedInReach(app, tx, auth, resource, form, { before });
          const prepared = resource.prepare ? await resource.prepare(form, { tx, auth, ctx, existing: before }) : form;
          const updated = await tx
            .update(table)
            .set({ ...prepared, ...nextRevision(table) } as never)
            .where(and(eq(table.id, id), eq(table.companyId, auth.company.id), eq(table.version, version)))
            .returning({ id: table.id });
          if (!updated.length) throw conflict(STALE_EDIT_MESSAGE);
          await resource.saveChildren?.(id, form, { tx, auth, ctx, prepared, existing: before });
          const after = (await findRow(tx, auth.company.id, id))!;
          await resource.afterWrite?.([before, after], { tx, auth, ctx, action: 'edit' });
          await recordOperations(tx, request, [
            {
              action: 'edit',
              resource: resource.path,
              recordId: id,
              description: resource.describeEdit?.(before, after) ?? `编辑${title(after)}`,
              before,
              after,
            },
          ]);
          return after;
        });
      },
    });
  }

  for (const address of addressesOf('delete', 'DELETE', base)) {
    app.route({
      ...address,
      onRequest: can('del'),
      schema: { ...address.schema, body: idListSchema },
      handler: async (request) => {
        const auth = authOf(request);
        const ids = [...new Set(request.body)];
        await inTransaction(db, async (tx) => {
          const scope = await scopeOf({ db: tx, auth });
          const befores = (await selectRows(tx).where(
            and(inArray(table.id, ids), eq(table.companyId, auth.company.id), scope),
          )) as ResourceRow[];
          if (befores.length !== ids.length) {
            throw notFound(ids.length === 1 ? NOT_FOUND_MESSAGE : '所选数据中有的不存在或已被删除，请刷新后重试');
          }
          await resource.beforeDelete?.(ids, { tx, auth, ctx });
          await refuseReferenced(app, tx, auth.company.id, resource, befores, resource.titleOf);
          await deleteUnlessInUse(tx, resource, and(inArray(table.id, ids), eq(table.companyId, auth.company.id))!);
          await resource.afterWrite?.(befores, { tx, auth, ctx, action: 'delete' });
          await recordOperations(
            tx,
            request,
            befores.map((before) => ({
              action: 'delete' as const,
              resource: resource.path,
              recordId: before.id,
              description: `删除${title(before)}`,
              before,
            })),
          );
        });
        return { message: '删除成功' };
      },
    });
  }

  if (resource.importing) await importRoutes(app, ctx, resource);

  const toggleField = resource.toggleField;
  if (!toggleField) return;
  for (const address of addressesOf('toggle', 'POST', `${base}/updateState`)) {
    app.route({
      ...address,
      onRequest: can('edit'),
      schema: { ...address.schema, body: toggleSchema },
      handler: async (request) => {
        const auth = authOf(request);
        const { id, enabled } = request.body;
        await inTransaction(db, async (tx) => {
          const before = await findReachable(tx, auth, id);
          if (!before) throw notFound(NOT_FOUND_MESSAGE);
          await resource.beforeToggle?.(before, enabled, { tx, auth, ctx });
          await tx
            .update(table)
            .set({ [toggleField]: enabled, ...nextRevision(table) } as never)
            .where(and(eq(table.id, id), eq(table.companyId, auth.company.id)));
          const after = (await findRow(tx, auth.company.id, id))!;
          await resource.afterWrite?.([before, after], { tx, auth, ctx, action: 'toggle' });
          await recordOperations(tx, request, [
            {
              action: 'toggle',
              resource: resource.path,
              recordId: id,
              description: `${enabled ? '启用' : '禁用'}${title(after)}`,
              before,
              after,
            },
          ]);
        });
        return { resultCode: 'SUCCESS' as const };
      },
    });
  }
}
