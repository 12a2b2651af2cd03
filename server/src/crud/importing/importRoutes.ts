import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DictGroup } from '@yjf/domain/dictionaries';
import {
  IMPORT_PROGRESS_TYPE,
  importQuerySchema,
  importTemplateName,
  MAX_IMPORT_FILE_BYTES,
  MAX_LISTED_IMPORT_ERRORS,
  type ImportError,
  type ImportPreview,
  type ImportProgress,
  type ImportRefusal,
  type ImportResult,
} from '@yjf/domain/recordImport';
import type { App, AppContext } from '../../context';
import { inRolledBackTransaction, inTransaction } from '../../db/transaction';
import { authOf } from '../../http/callerAuth';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../../http/databaseOutage';
import { AppError } from '../../http/errors';
import { assertPermission, requirePermission } from '../../http/permissions';
import { readUpload } from '../../http/uploadedFile';
import { recordOperations } from '../operationLog';
import type { ResourceDefinition } from '../resourceDefinition';
import { resourceAt } from '../resourceRegistry';
import { checkImport, duplicateRuleOf, type ImportPlan } from './importCheck';
import { FileRefusal, readImportFile } from './importFile';
import { exampleOf, importTemplate } from './importTemplate';
import { writeImport } from './importWrite';

/** An import refused for its rows: nothing was written. */
class RowsRefused extends Error {
  constructor(readonly plan: ImportPlan) {
    super('rows refused');
  }
}

/** One error as a sentence: 第 3 行「联系电话」：是公式，请改为数值后再导入. */
const sentence = (error: ImportError) =>
  `第 ${error.row} 行${error.column ? `「${error.column}」` : ''}：${error.message}`;

/** The 400 of a file whose rows (or header) are wrong: the first error said, every error listed (to 200). */
function refusal(errors: ImportError[]): ImportRefusal {
  const first = sentence(errors[0]!);
  return {
    status: 400,
    message:
      errors.length === 1 ? `${first}。未导入任何数据` : `共有 ${errors.length} 处错误，未导入任何数据。${first}`,
    errorCount: errors.length,
    errors: errors.slice(0, MAX_LISTED_IMPORT_ERRORS),
  };
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Excel 导入 of a resource that declares `importing` (issue 57), beside its list engine routes:
 *
 * - `GET /api/<path>/import/template`: the template (`importTemplate.ts`);
 * - `POST /api/<path>/import/preview`: the upload read and every row checked as the import would, in a
 *   transaction rolled back: counts and every error;
 * - `POST /api/<path>/import?mode=skip|update`: read and checked again, then, when no row is wrong, every row
 *   written in one transaction with one operation-log line of its counts; a wrong row is a 400 with every error.
 *   A caller who asks for `application/x-ndjson` hears the check's and the write's progress as lines
 *   (`ImportProgress`) and then the result, or the refusal of the rows (`refused`: the 400's body); a file that
 *   cannot be read at all is a plain 400 either way, decided before anything is streamed.
 *
 * Each needs `<prefix>:add`; updating duplicates needs `<prefix>:edit` too. The upload is read whole (at most
 * 20 MB compressed) and its parts inflated and parsed as they stream (`workbookReader.ts`).
 */
export async function importRoutes(app: App, ctx: AppContext, resource: ResourceDefinition): Promise<void> {
  const importing = resource.importing!;
  const { columns, duplicateKey } = importing;
  for (const key of duplicateKey) {
    if (!columns.some((column) => column.key === key) || !(key in resource.table))
      throw new Error(`${resource.path}: the duplicate key ${key} is not an imported column of the table`);
  }
  const db = ctx.database.db;
  const base = `/api/${resource.path}/import`;
  const { noun, permission } = resource;
  const title = resource.export.title;
  const may = (action: 'add' | 'edit') => requirePermission(ctx, `${permission}:${action}`);
  const operationId = (name: string) => `${resource.path}${name}`;

  const dictsOf = async (): Promise<Map<string, DictGroup>> => {
    const codes = columns.flatMap((column) => (column.field.dict ? [column.field.dict] : []));
    return new Map((codes.length ? await ctx.loadDicts(codes) : []).map((group) => [group.code, group]));
  };

  /** The upload read to its rows, or the 400 of a file that cannot be (sent here, answered as undefined). */
  const readFile = async (request: FastifyRequest, reply: FastifyReply, dicts: Map<string, DictGroup>) => {
    const upload = await readUpload(
      request,
      MAX_IMPORT_FILE_BYTES,
      `文件不能超过 ${MAX_IMPORT_FILE_BYTES / 1024 / 1024}MB`,
    );
    try {
      const example = columns.map((column) => exampleOf(column, dicts));
      return { name: upload.fileName, ...(await readImportFile(upload.data, columns, example)) };
    } catch (error) {
      if (!(error instanceof FileRefusal)) throw error;
      await reply.code(400).send({ ...refusal(error.errors), message: error.message });
      return undefined;
    }
  };

  app.get(
    `${base}/template`,
    {
      onRequest: may('add'),
      schema: { summary: `下载${noun}导入模板`, operationId: operationId('ImportTemplate') },
    },
    async (_request, reply) => {
      const refHints = Object.fromEntries(
        columns.flatMap((column) =>
          column.field.kind === 'ref'
            ? [[column.key, resourceAt(app, column.field.to!).namedInFiles?.hint ?? '名称']]
            : [],
        ),
      );
      const workbook = await importTemplate(columns, await dictsOf(), {
        title,
        noun,
        duplicateRule: duplicateRuleOf(resource),
        refHints,
      });
      return reply
        .header('Content-Type', XLSX_TYPE)
        .header(
          'Content-Disposition',
          `attachment; filename="template.xlsx"; filename*=UTF-8''${encodeURIComponent(importTemplateName(title))}`,
        )
        .header('Cache-Control', 'no-store')
        .send(workbook);
    },
  );

  app.post(
    `${base}/preview`,
    {
      onRequest: may('add'),
      schema: { summary: `预览${noun}导入（检查文件，不写入）`, operationId: operationId('ImportPreview') },
    },
    async (request, reply): Promise<ImportPreview | FastifyReply> => {
      const auth = authOf(request);
      const dicts = await dictsOf();
      const file = await readFile(request, reply, dicts);
      if (!file) return reply;
      const plan = await inRolledBackTransaction(db, (tx) => checkImport({ app, resource, tx, auth, file, dicts }));
      return {
        total: plan.total,
        valid: plan.fresh.length + plan.duplicates.length,
        fresh: plan.fresh.length,
        duplicates: plan.duplicates.length,
        errorCount: plan.errors.length,
        errors: plan.errors.slice(0, MAX_LISTED_IMPORT_ERRORS),
        duplicateRule: duplicateRuleOf(resource),
      };
    },
  );

  app.post(
    base,
    {
      onRequest: may('add'),
      schema: {
        summary: `导入${noun}（全部行无误时一次写入）`,
        operationId: operationId('Import'),
        querystring: importQuerySchema,
      },
    },
    async (request, reply): Promise<ImportResult | FastifyReply> => {
      const { mode } = request.query;
      if (mode === 'update') await assertPermission(ctx, request, `${permission}:edit`);
      const auth = authOf(request);
      const dicts = await dictsOf();
      const file = await readFile(request, reply, dicts);
      if (!file) return reply;
      const streaming = (request.headers.accept ?? '').includes(IMPORT_PROGRESS_TYPE);
      const lines = new PassThrough();
      const send = (line: ImportProgress) => {
        if (streaming) lines.write(`${JSON.stringify(line)}\n`);
      };
      const outcome = inTransaction(db, async (tx) => {
        const plan = await checkImport({
          app,
          resource,
          tx,
          auth,
          file,
          dicts,
          mode,
          progress: (done, total) => send({ phase: 'check', done, total }),
        });
        if (plan.errors.length) throw new RowsRefused(plan);
        const total = plan.fresh.length + (mode === 'update' ? plan.duplicates.length : 0);
        send({ phase: 'write', done: 0, total });
        const result = await writeImport({
          resource,
          tx,
          auth,
          ctx,
          plan,
          mode,
          progress: (done, all) => send({ phase: 'write', done, total: all }),
        });
        await recordOperations(tx, request, [
          {
            action: 'import',
            resource: resource.path,
            description: `导入${noun}：新增 ${result.created} 条，更新 ${result.updated} 条，跳过 ${result.skipped} 条`,
            after: { file: file.name, mode, rows: plan.total, ...result },
          },
        ]);
        return result;
      });

      if (!streaming) {
        try {
          return await outcome;
        } catch (error) {
          if (error instanceof RowsRefused) return reply.code(400).send(refusal(error.plan.errors));
          throw error;
        }
      }
      // The answer is the stream, opened once the file is read (a file that cannot be is a plain 400 above): the
      // check and the write report as they go, and the last line says what came of it.
      void outcome.then(
        (result) => lines.end(`${JSON.stringify({ phase: 'done', ...result } satisfies ImportProgress)}\n`),
        (error: unknown) => lines.end(`${JSON.stringify(lastLineOf(request, error))}\n`),
      );
      return (
        reply
          .header('Content-Type', `${IMPORT_PROGRESS_TYPE}; charset=utf-8`)
          .header('Cache-Control', 'no-store')
          // nginx would hold the lines back until its buffer filled (deploy/nginx): passed on as written.
          .header('X-Accel-Buffering', 'no')
          .send(lines)
      );
    },
  );
}

/**
 * The last line of a stream whose import did not happen: the rows refused (as the 400 of a plain call says them),
 * or the status and message of what failed, as an error answer would.
 */
function lastLineOf(request: FastifyRequest, error: unknown): ImportProgress {
  if (error instanceof RowsRefused) return { phase: 'refused', ...refusal(error.plan.errors) };
  if (error instanceof AppError) return { phase: 'failed', status: error.status, message: error.message };
  if (isDatabaseUnavailable(error)) return { phase: 'failed', status: 503, message: DATABASE_UNAVAILABLE };
  request.log.error({ err: error }, 'import failed while writing');
  return { phase: 'failed', status: 500, message: '服务器内部错误，未导入任何数据' };
}
