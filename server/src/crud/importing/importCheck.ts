import { and, eq, inArray, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DictGroup } from '@yjf/domain/dictionaries';
import type { ImportError, ImportMode } from '@yjf/domain/recordImport';
import type { App } from '../../context';
import type { Db } from '../../db/client';
import type { Auth } from '../../http/callerAuth';
import { AppError } from '../../http/errors';
import { namedReachOf, reachOf } from '../recordReach';
import type { ResourceDefinition, ResourceRow } from '../resourceDefinition';
import { resourceAt } from '../resourceRegistry';
import { convertCell, type ImportColumn } from './importColumns';
import type { FileRow } from './importFile';

/** A row that passed every check: its form as the add takes it, and what the write needs of it. */
export type PlannedRow = {
  row: number;
  form: Record<string, unknown>;
  /** References left blank: an update keeps the record's own (its 负责人), as the template says. */
  blankRefs: string[];
  /** The columns `prepare` made of the form for an add (rows to add). */
  prepared?: Record<string, unknown>;
  /** The records in reach it is a duplicate of, each with the columns `prepare` made for its update. */
  matches: { before: ResourceRow; prepared?: Record<string, unknown> }[];
};

/** What an import of the file would do: its rows to add, its duplicates, and every error. */
export type ImportPlan = { total: number; errors: ImportError[]; fresh: PlannedRow[]; duplicates: PlannedRow[] };

/** Rows checked between two progress reports. */
const CHECK_STEP = 1000;

/** The most values one `IN (...)` lookup sends. */
const LOOKUP_CHUNK = 5000;

const chunks = <T>(list: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/** The duplicate rule of a resource in words: 客户名称和联系电话都相同. */
export function duplicateRuleOf(resource: ResourceDefinition): string {
  const { columns, duplicateKey } = resource.importing!;
  const headers = duplicateKey.map((key) => columns.find((column) => column.key === key)?.header ?? key);
  return headers.length === 1 ? `${headers[0]}相同` : `${headers.join('、').replace(/、([^、]*)$/, '和$1')}都相同`;
}

/**
 * Checks each row of the file exactly as an add checks its form: the cells made into the form's values (the
 * dictionary's names into its values, names of people into ids among those the caller may name), the form
 * schema, and the resource's `prepare`, inside the caller's transaction; then the duplicate rule, within the
 * file (a later row repeating an earlier one is an error: which of the two the user meant is theirs to say) and
 * against the records the caller reaches (one lookup per 5,000 rows; a record outside the caller's data scope
 * is not looked at, so a row matching only such a record is a new record, as the add dialog would make it,
 * and the import never says that the other record exists).
 *
 * With `mode` (an import), the records a row updates are locked and `prepare` runs for them as an edit's does;
 * without (a preview), it runs for the rows to add only.
 */
export async function checkImport(input: {
  app: App;
  resource: ResourceDefinition;
  tx: Db;
  auth: Auth;
  file: { date1904: boolean; rows: FileRow[] };
  dicts: Map<string, DictGroup>;
  mode?: ImportMode;
  /** Hears how many rows are checked, a thousand at a time. */
  progress?: (done: number, total: number) => void;
}): Promise<ImportPlan> {
  const { app, resource, tx, auth, file, dicts, mode, progress } = input;
  const ctx = app.appContext;
  const { columns, duplicateKey } = resource.importing!;
  const errors: ImportError[] = [];
  const context = { dicts, date1904: file.date1904 };

  // The cells as the form's values; names of referenced records are gathered to be looked up at once. A
  // column found wrong is said once: the form's own message for it is left out.
  const named = new Map<string, Set<string>>();
  const converted = file.rows.map(({ row, cells }) => {
    const values: Record<string, unknown> = {};
    const names: Record<string, string> = {};
    const failed = new Set<string>();
    const blankRefs = columns.filter((c, i) => c.field.kind === 'ref' && !cells[i]).map((c) => c.key);
    const fail = (column: ImportColumn, message: string) => {
      errors.push({ row, column: column.header, message });
      failed.add(column.key);
    };
    columns.forEach((column, index) => {
      const cell = cells[index];
      if (cell?.formula) return fail(column, '是公式，请改为数值后再导入');
      const result = convertCell(column, cell, context);
      if ('error' in result) fail(column, result.error);
      else if ('named' in result) {
        names[column.key] = result.named;
        if (!named.has(column.key)) named.set(column.key, new Set());
        named.get(column.key)!.add(result.named);
      } else values[column.key] = result.value;
    });
    return { row, values, names, failed, fail, blankRefs };
  });

  const found = await lookUpNames(app, tx, auth, columns, named);
  const forms: { row: number; form: Record<string, unknown>; blankRefs: string[] }[] = [];
  for (const [index, { row, values, names, failed, fail, blankRefs }] of converted.entries()) {
    if (index % CHECK_STEP === 0) {
      progress?.(index, converted.length);
      // A turn of the event loop: the progress line goes out, and other requests are answered meanwhile.
      await new Promise((resolve) => setImmediate(resolve));
    }
    for (const [key, text] of Object.entries(names)) {
      const column = columns.find((c) => c.key === key)!;
      const ids = found.get(key)?.get(text);
      if (!ids?.length) fail(column, `找不到「${text}」，或不能选择`);
      else if (ids.length > 1) fail(column, `「${text}」有重名，请改填${keyLabelOf(app, column)}`);
      else values[key] = ids[0];
    }
    const parsed = resource.form.safeParse(values);
    if (parsed.success) {
      if (!failed.size) forms.push({ row, form: parsed.data as Record<string, unknown>, blankRefs });
      continue;
    }
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      if (failed.has(key)) continue;
      failed.add(key);
      errors.push({ row, column: columns.find((c) => c.key === key)?.header ?? '', message: issue.message });
    }
  }

  // The duplicate rule: within the file first, then against the records the caller reaches.
  const keyOf = (values: Record<string, unknown>) => JSON.stringify(duplicateKey.map((k) => values[k] ?? null));
  const firstRow = new Map<string, number>();
  const unique = forms.filter(({ row, form }) => {
    const key = keyOf(form);
    const first = firstRow.get(key);
    if (first === undefined) {
      firstRow.set(key, row);
      return true;
    }
    const header = columns.find((column) => column.key === duplicateKey[0])!.header;
    errors.push({ row, column: header, message: `与第 ${first} 行重复（${duplicateRuleOf(resource)}）` });
    return false;
  });
  const existing = await findDuplicates(tx, auth, resource, unique, keyOf, mode === 'update');

  const fresh: PlannedRow[] = [];
  const duplicates: PlannedRow[] = [];
  for (const { row, form, blankRefs } of unique) {
    const matches = existing.get(keyOf(form)) ?? [];
    try {
      if (!matches.length) {
        const prepared = resource.prepare ? await resource.prepare(form, { tx, auth, ctx }) : form;
        fresh.push({ row, form, blankRefs, prepared, matches: [] });
      } else {
        const planned = [];
        for (const before of matches) {
          if (mode !== 'update') {
            planned.push({ before });
            continue;
          }
          const kept = { ...form, ...Object.fromEntries(blankRefs.map((key) => [key, before[key] ?? null])) };
          planned.push({
            before,
            prepared: resource.prepare ? await resource.prepare(kept, { tx, auth, ctx, existing: before }) : kept,
          });
        }
        duplicates.push({ row, form, blankRefs, matches: planned });
      }
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      errors.push({ row, column: '', message: error.message });
    }
  }
  progress?.(converted.length, converted.length);
  const order = new Map(columns.map((column, index) => [column.header, index]));
  errors.sort((a, b) => a.row - b.row || (order.get(a.column) ?? -1) - (order.get(b.column) ?? -1));
  return { total: file.rows.length, errors, fresh, duplicates };
}

/** The label of the column that names a referenced record alone (手机号). */
const keyLabelOf = (app: App, column: ImportColumn) =>
  resourceAt(app, column.field.to!).namedInFiles?.key.label ?? '编号';

/**
 * The ids each text names, per reference column: among the records of the referenced resource the caller may
 * name (its picker's: the company's working colleagues), a text equal to one's key (a phone) names that one,
 * else those whose name it is.
 */
async function lookUpNames(
  app: App,
  tx: Db,
  auth: Auth,
  columns: ImportColumn[],
  named: Map<string, Set<string>>,
): Promise<Map<string, Map<string, number[]>>> {
  const found = new Map<string, Map<string, number[]>>();
  for (const [key, texts] of named) {
    const column = columns.find((c) => c.key === key)!;
    const target = resourceAt(app, column.field.to!);
    const names = target.namedInFiles;
    if (!names) throw new Error(`${target.path}: an import names its records, but it has no namedInFiles`);
    const { table } = target;
    const reach = await namedReachOf(target, { db: tx, auth });
    const byKey = new Map<string, number>();
    const byName = new Map<string, Set<number>>();
    for (const chunk of chunks([...texts], LOOKUP_CHUNK)) {
      const nameColumns = names.names as AnyPgColumn[];
      const rows = (await tx
        .select({
          id: table.id,
          key: names.key.column,
          ...Object.fromEntries(nameColumns.map((c, i) => [`n${i}`, c])),
        })
        .from(table)
        .where(
          and(
            eq(table.companyId, auth.company.id),
            reach,
            or(inArray(names.key.column, chunk), ...nameColumns.map((c) => inArray(c, chunk))),
          ),
        )) as Record<string, unknown>[];
      for (const row of rows) {
        byKey.set(String(row.key), row.id as number);
        nameColumns.forEach((_, i) => {
          const name = String(row[`n${i}`] ?? '');
          if (!name) return;
          if (!byName.has(name)) byName.set(name, new Set());
          byName.get(name)!.add(row.id as number);
        });
      }
    }
    found.set(
      key,
      new Map(
        [...texts].map((text) => {
          const one = byKey.get(text);
          return [text, one !== undefined ? [one] : [...(byName.get(text) ?? [])]];
        }),
      ),
    );
  }
  return found;
}

/**
 * The records in the caller's reach that each row's duplicate key matches (one lookup by the key's first field
 * for up to 5,000 rows, the rest compared here), locked in id order when they are to be updated.
 */
async function findDuplicates(
  tx: Db,
  auth: Auth,
  resource: ResourceDefinition,
  rows: { form: Record<string, unknown> }[],
  keyOf: (values: Record<string, unknown>) => string,
  lock: boolean,
): Promise<Map<string, ResourceRow[]>> {
  const { table } = resource;
  const [firstKey] = resource.importing!.duplicateKey as [string];
  const firstColumn = (table as unknown as Record<string, AnyPgColumn>)[firstKey]!;
  const scope = await reachOf(resource, { db: tx, auth });
  const wanted = new Set(rows.map(({ form }) => keyOf(form)));
  const firstValues = [...new Set(rows.map(({ form }) => form[firstKey]))].filter((v) => v !== null && v !== undefined);
  const select = () => {
    const query = tx.select(resource.projection).from(table).$dynamic();
    return resource.joins ? resource.joins(query) : query;
  };
  const matched: ResourceRow[] = [];
  for (const chunk of chunks(firstValues, LOOKUP_CHUNK)) {
    const rowsFound = (await select().where(
      and(eq(table.companyId, auth.company.id), scope, inArray(firstColumn, chunk)),
    )) as ResourceRow[];
    matched.push(...rowsFound.filter((row) => wanted.has(keyOf(row))));
  }
  let current = matched;
  if (lock && matched.length) {
    // Locked, then read again: what an update starts from is the record as it is now, not as first seen.
    const ids = matched.map((row) => row.id).sort((a, b) => a - b);
    current = [];
    for (const chunk of chunks(ids, LOOKUP_CHUNK)) {
      await tx.select({ id: table.id }).from(table).where(inArray(table.id, chunk)).orderBy(table.id).for('update');
      current.push(
        ...((await select().where(
          and(inArray(table.id, chunk), eq(table.companyId, auth.company.id), scope),
        )) as ResourceRow[]),
      );
    }
    current = current.filter((row) => wanted.has(keyOf(row)));
  }
  const byKey = new Map<string, ResourceRow[]>();
  for (const row of current) {
    const key = keyOf(row);
    if (!byKey.has(key)) byKey.set(key, []);
    byKey.get(key)!.push(row);
  }
  return byKey;
}
