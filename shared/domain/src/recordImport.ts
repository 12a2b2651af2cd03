/**
 * Excel 导入 of a list's records (issue 57): what the browser and the server agree on. A resource that opts in
 * (`importing` of its server definition) serves `GET /api/<path>/import/template`, `POST .../import/preview` and
 * `POST .../import` (`?mode=skip|update`); the columns, checks and template come from its declaration.
 */
import { z } from './zod';

/** The largest .xlsx accepted, compressed, as uploaded. */
export const MAX_IMPORT_FILE_BYTES = 20 * 1024 * 1024;
/** The most data rows one import takes (the header not counted): beyond it the file is refused whole. */
export const MAX_IMPORT_ROWS = 10_000;
/** The most errors an answer lists; `errorCount` says how many there are in all. */
export const MAX_LISTED_IMPORT_ERRORS = 200;

/** What is done with a row that matches a record already there (the resource's duplicate rule). */
export const IMPORT_MODES = { skip: '跳过', update: '更新' } as const;
export type ImportMode = keyof typeof IMPORT_MODES;

/** `POST /api/<path>/import?mode=`: skip (the default) or update what is already there. */
export const importQuerySchema = z.object({
  mode: z.enum(['skip', 'update'], { error: '重复数据的处理方式只能是跳过或更新' }).default('skip'),
});

/** One thing wrong in the file: the row as Excel numbers it, the column by its header ('' for the whole row). */
export type ImportError = { row: number; column: string; message: string };

/** `POST /api/<path>/import/preview`: what an import of the file would do, and every error (the first 200). */
export type ImportPreview = {
  /** Data rows read (blank rows and the template's example row left out). */
  total: number;
  /** Rows without an error. */
  valid: number;
  /** Valid rows that match no record the caller reaches: added. */
  fresh: number;
  /** Valid rows that match one (the duplicate rule): skipped or updated, as the import is told. */
  duplicates: number;
  errorCount: number;
  errors: ImportError[];
  /** The duplicate rule in words: 客户名称和联系电话都相同. */
  duplicateRule: string;
};

/** `POST /api/<path>/import`: what it did. */
export type ImportResult = { created: number; updated: number; skipped: number };

/** The 400 of an import or preview refused for its rows: nothing was written. */
export type ImportRefusal = { status: 400; message: string; errorCount: number; errors: ImportError[] };

/**
 * One line of the import's progress stream (`Accept: application/x-ndjson`), which opens once the file is read:
 * the rows checked, then written, a thousand at a time, then the result; or the rows refused (what a plain call's
 * 400 says), or the reason the write failed; either way nothing was written.
 */
export type ImportProgress =
  | { phase: 'check' | 'write'; done: number; total: number }
  | ({ phase: 'done' } & ImportResult)
  | ({ phase: 'refused' } & ImportRefusal)
  | { phase: 'failed'; status: number; message: string };

/** The media type of the progress stream. */
export const IMPORT_PROGRESS_TYPE = 'application/x-ndjson';

/** The template's file name: 客户列表_导入模板.xlsx. */
export const importTemplateName = (title: string) => `${title}_导入模板.xlsx`;
