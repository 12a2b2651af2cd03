import { and, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ImportMode, ImportResult } from '@yjf/domain/recordImport';
import type { Db } from '../../db/client';
import type { Auth } from '../../http/callerAuth';
import type { ResourceDefinition, ResourceRow } from '../resourceDefinition';
import { nextRevision } from '../revision';
import type { ImportPlan } from './importCheck';

/** The most parameters one multi-row INSERT sends (PostgreSQL takes 65,535). */
const PARAMETERS_PER_INSERT = 20_000;
/** Records added or updated between two progress reports. */
const PROGRESS_STEP = 1000;
/** The columns a record's own write never sets from a form. */
const BOOKKEEPING = new Set(['id', 'companyId', 'createdBy', 'version', 'createTime', 'updateTime']);

/**
 * Writes a checked import in the caller's transaction, with each record's add semantics: the rows to add in
 * multi-row INSERTs of up to 1,000 (the columns `prepare` made, the company and the caller as creator; the
 * search text and kept counts follow from the database), then what each new record owns (`saveChildrenOfMany`
 * for a batch, else `saveChildren` one by one), `afterAdd` and `afterWrite` when the resource has them; in
 * update mode each duplicate's records as an edit writes them (its next version). `progress` hears after each
 * batch how many of the writes are done.
 */
export async function writeImport(input: {
  resource: ResourceDefinition;
  tx: Db;
  auth: Auth;
  plan: ImportPlan;
  mode: ImportMode;
  progress: (done: number, total: number) => void;
}): Promise<ImportResult> {
  const { resource, tx, auth, plan, mode, progress } = input;
  const { table } = resource;
  const importing = resource.importing!;
  const updating = mode === 'update' ? plan.duplicates : [];
  const total = plan.fresh.length + updating.length;
  let done = 0;
  const readRows = async (ids: number[]) => {
    const query = tx.select(resource.projection).from(table).$dynamic();
    const rows = (await (resource.joins ? resource.joins(query) : query).where(
      and(inArray(table.id, ids), eq(table.companyId, auth.company.id)),
    )) as ResourceRow[];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id)!);
  };

  const width = Math.max(1, ...plan.fresh.map((row) => Object.keys(row.prepared!).length)) + 2;
  const batchSize = Math.max(1, Math.min(PROGRESS_STEP, Math.floor(PARAMETERS_PER_INSERT / width)));
  for (let from = 0; from < plan.fresh.length; from += batchSize) {
    const batch = plan.fresh.slice(from, from + batchSize);
    const inserted = await tx
      .insert(table)
      .values(batch.map((row) => ({ ...row.prepared, companyId: auth.company.id, createdBy: auth.user.id }) as never))
      .returning({ id: table.id });
    const records = batch.map((row, index) => ({ id: inserted[index]!.id as number, row }));
    if (importing.saveChildrenOfMany) {
      await importing.saveChildrenOfMany(
        records.map(({ id, row }) => ({ id, form: row.form })),
        { tx, auth },
      );
    } else if (resource.saveChildren) {
      for (const { id, row } of records)
        await resource.saveChildren(id, row.form, { tx, auth, prepared: row.prepared! });
    }
    if (resource.afterAdd) {
      for (const { id } of records) await resource.afterAdd((await readRows([id]))[0]!, { tx, auth });
    }
    if (resource.afterWrite)
      await resource.afterWrite(await readRows(records.map((r) => r.id)), { tx, auth, action: 'add' });
    done += batch.length;
    progress(done, total);
  }

  // Updates as an edit writes them (the columns `prepare` made, the next version), a batch in one statement.
  const updates = updating.flatMap((row) => row.matches.map((match) => ({ row, ...match })));
  for (let from = 0; from < updates.length; from += PROGRESS_STEP) {
    const batch = updates.slice(from, from + PROGRESS_STEP);
    for (const group of groupedByColumns(batch.map((update) => ({ id: update.before.id, values: update.prepared! })))) {
      await updateMany(tx, resource, auth.company.id, group);
    }
    for (const { row, before, prepared } of batch) {
      await resource.saveChildren?.(before.id, row.form, { tx, auth, prepared: prepared!, existing: before });
    }
    if (resource.afterWrite) {
      const after = await readRows(batch.map((update) => update.before.id));
      for (const [index, { before }] of batch.entries()) {
        await resource.afterWrite([before, after[index]!], { tx, auth, action: 'edit' });
      }
    }
    done = plan.fresh.length + new Set(updates.slice(0, from + batch.length).map((u) => u.row)).size;
    progress(done, total);
  }
  return {
    created: plan.fresh.length,
    updated: updating.length,
    skipped: plan.duplicates.length - updating.length,
  };
}

type Update = { id: number; values: Record<string, unknown> };

/** Updates grouped by the columns they set (one statement sets the same columns on every row). */
function groupedByColumns(updates: Update[]): Update[][] {
  const groups = new Map<string, Update[]>();
  for (const update of updates) {
    const key = Object.keys(update.values).sort().join(',');
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key)!.push(update);
  }
  return [...groups.values()];
}

/**
 * One UPDATE of many records of the company, each to its own values: `UPDATE t SET c = v.c … FROM (VALUES …) v`,
 * every value cast to its column's type, with the next version and update time, as `nextRevision` gives an edit.
 */
async function updateMany(tx: Db, resource: ResourceDefinition, companyId: number, updates: Update[]): Promise<void> {
  const { table } = resource;
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  const keys = Object.keys(updates[0]!.values).filter((key) => columns[key] && !BOOKKEEPING.has(key));
  const values = updates.map(
    (update) =>
      sql`(${update.id}::integer${sql.join(
        keys.map((key) => sql`, ${sql.param(update.values[key], columns[key]!)}::${sql.raw(columns[key]!.getSQLType())}`),
      )})`,
  );
  const names = ['id', ...keys.map((_, index) => `c${index}`)].join(', ');
  const set: Record<string, SQL> = Object.fromEntries(keys.map((key, index) => [key, sql.raw(`v.c${index}`)]));
  await tx
    .update(table)
    .set({ ...set, ...nextRevision(table) } as never)
    .from(sql`(values ${sql.join(values, sql`, `)}) as v(${sql.raw(names)})`)
    .where(and(eq(table.id, sql.raw('v.id')), eq(table.companyId, companyId)));
}
