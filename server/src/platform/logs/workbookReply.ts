import type { FastifyReply, FastifyRequest } from 'fastify';
import { exportFileName } from '@yjf/domain/lists';
import { streamWorkbook } from '../../crud/excelExport';
import type { ExportColumn, ResourceRow } from '../../crud/resourceDefinition';

/** Rows one export of a log writes at most; older entries are found by narrowing the time range. */
export const MAX_LOG_EXPORT_ROWS = 100_000;
/** Rows read from the database per round while the workbook is written. */
export const LOG_EXPORT_BATCH = 1000;

/**
 * Answers an .xlsx named after `title` (操作日志_20261123_093000.xlsx), written as `batches` yields rows, like
 * the list engine's exports: the same headers, the same streaming writer.
 */
export function sendWorkbook(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { title: string; columns: ExportColumn[]; batches: AsyncIterable<Record<string, unknown>[]> },
) {
  reply
    .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header(
      'Content-Disposition',
      `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(exportFileName(options.title))}`,
    )
    .header('Cache-Control', 'no-store');
  return reply.send(
    streamWorkbook({
      sheetName: options.title,
      columns: options.columns,
      dicts: new Map(),
      // The writer reads fields by name only; log rows have no version.
      batches: options.batches as AsyncIterable<ResourceRow[]>,
      onError: (error) => request.log.error({ err: error }, `export of ${options.title} failed`),
    }),
  );
}
