import { and, eq, inArray } from 'drizzle-orm';
import type { ImportMode, ImportResult } from '@yjf/domain/recordImport';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { Auth } from '../../http/callerAuth';
import type { ResourceDefinition, ResourceRow } from '../resourceDefinition';
import { insertMany, updateMany } from './bulkWrites';
import type { ImportPlan } from './importCheck';

/** Records added or updated in one statement, and between two progress reports. */
const BATCH = 1000;

/**
 * Writes a checked import in the caller's transaction, with each record's add semantics: the rows to add 1,000
 * to a statement (`bulkWrites.ts`: the columns `prepare` made, the company and the caller as creator; the search
 * text and kept counts follow from the database), then what each new record owns (`saveChildrenOfMany`
 * for a batch, else `saveChildren` one by one), `afterAdd` and `afterWrite` when the resource has them; in
 * update mode each duplicate's records as an edit writes them (its next version), 1,000 to a statement. `progress` hears after each
 * batch how many of the writes are done.
 */
export async function writeImport(input: {
  resource: ResourceDefinition;
  tx: Db;
  auth: Auth;
  ctx: AppContext;
  plan: ImportPlan;
  mode: ImportMode;
  progress: (done: number, total: number) => void;
}): Promise<ImportResult> {
  const { resource, tx, auth, ctx, plan, mode, progress } = input;
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

  for (let from = 0; from < plan.fresh.length; from += BATCH) {
    const batch = plan.fresh.slice(from, from + BATCH);
    const ids = await insertMany(
      tx,
      table,
      batch.map((row) => ({ ...row.prepared, companyId: auth.company.id, createdBy: auth.user.id })),
    );
    const records = batch.map((row, index) => ({ id: ids[index]!, row }));
    if (importing.saveChildrenOfMany) {
      await importing.saveChildrenOfMany(
        records.map(({ id, row }) => ({ id, form: row.form })),
        { tx, auth, ctx },
      );
    } else if (resource.saveChildren) {
      for (const { id, row } of records)
        await resource.saveChildren(id, row.form, { tx, auth, ctx, prepared: row.prepared! });
    }
    if (resource.afterAdd) {
      for (const { id } of records) await resource.afterAdd((await readRows([id]))[0]!, { tx, auth, ctx });
    }
    if (resource.afterWrite)
      await resource.afterWrite(await readRows(records.map((r) => r.id)), { tx, auth, ctx, action: 'add' });
    done += batch.length;
    progress(done, total);
  }

  // Updates as an edit writes them (the columns `prepare` made, the next version), a batch in one statement.
  const updates = updating.flatMap((row) => row.matches.map((match) => ({ row, ...match })));
  for (let from = 0; from < updates.length; from += BATCH) {
    const batch = updates.slice(from, from + BATCH);
    for (const group of groupedByColumns(batch.map((update) => ({ id: update.before.id, values: update.prepared! })))) {
      await updateMany(tx, table, auth.company.id, group);
    }
    for (const { row, before, prepared } of batch) {
      await resource.saveChildren?.(before.id, row.form, { tx, auth, ctx, prepared: prepared!, existing: before });
    }
    if (resource.afterWrite) {
      const after = await readRows(batch.map((update) => update.before.id));
      for (const [index, { before }] of batch.entries()) {
        await resource.afterWrite([before, after[index]!], { tx, auth, ctx, action: 'edit' });
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
