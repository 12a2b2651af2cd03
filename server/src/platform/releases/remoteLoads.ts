import { and, asc, gte, lt, sql } from 'drizzle-orm';
import {
  REMOTE_FAILURE_KINDS,
  addCounts,
  failureRate,
  failuresOf,
  loadsTried,
  noCounts,
  type RemoteLoadCounts,
  type RemoteLoadReportEntry,
} from '@yjf/domain/remoteTelemetry';
import type { ReleaseHealth, VersionHealth } from '@yjf/area-system/domain/releaseHealthSchemas';
import type { Db } from '../../db/client';
import { remoteLoadMinutes } from './remoteLoadsTable';

/** How long the counts are kept. */
export const KEEP_REMOTE_LOADS_DAYS = 7;
/** How often an instance deletes the counts past KEEP_REMOTE_LOADS_DAYS, as reports arrive. */
const PRUNE_EVERY_MS = 10 * 60_000;
/** The minutes `GET /api/deploy/health` answers: the last hour, this minute included. */
export const HEALTH_MINUTES = 60;
/** A count never grows past this (a column is a 32-bit integer); only a flood reaches it, and it stops there. */
const COUNT_CEILING = 1_000_000_000;

/** One row of counts: an area's version in one minute. */
export type RemoteLoadRow = { area: string; version: string; minute: Date } & RemoteLoadCounts;

/** The count columns, and their names in SQL (the database's casing is snake_case). */
const COUNT_COLUMNS = {
  loads: 'loads',
  manifestFailures: 'manifest_failures',
  entryFailures: 'entry_failures',
  chunkFailures: 'chunk_failures',
  renderFailures: 'render_failures',
} as const;
const COUNT_KEYS = ['loads', ...REMOTE_FAILURE_KINDS] as const;

/** Lines of one area's version added together, sorted by area and version (a fixed lock order for the upsert). */
export function mergeEntries(entries: RemoteLoadReportEntry[]): RemoteLoadReportEntry[] {
  const merged = new Map<string, RemoteLoadReportEntry>();
  for (const entry of entries) {
    const key = `${entry.area}@${entry.version}`;
    const known = merged.get(key);
    if (known) addCounts(known, entry);
    else merged.set(key, { ...entry });
  }
  return [...merged.values()].sort((a, b) =>
    a.area === b.area ? a.version.localeCompare(b.version) : a.area.localeCompare(b.area),
  );
}

let lastPrune = 0;

/**
 * Adds a report's lines to this minute's rows, in one statement (a row per area and version, created or
 * increased), and now and then deletes the rows older than a week. Lines with nothing to count are left out.
 */
export async function recordRemoteLoads(db: Db, entries: RemoteLoadReportEntry[]): Promise<number> {
  const lines = mergeEntries(entries).filter((entry) => COUNT_KEYS.some((key) => entry[key] > 0));
  if (lines.length) {
    // Each count of the minute's row grows by the report's, never past COUNT_CEILING.
    const increased = (column: keyof typeof COUNT_COLUMNS) =>
      sql`least(${remoteLoadMinutes[column]} + excluded.${sql.identifier(COUNT_COLUMNS[column])}, ${COUNT_CEILING})`;
    await db
      .insert(remoteLoadMinutes)
      .values(
        lines.map((line) => ({
          area: line.area,
          version: line.version,
          minute: sql`date_trunc('minute', now())`,
          loads: line.loads,
          manifestFailures: line.manifest,
          entryFailures: line.entry,
          chunkFailures: line.chunk,
          renderFailures: line.render,
        })),
      )
      .onConflictDoUpdate({
        target: [remoteLoadMinutes.area, remoteLoadMinutes.version, remoteLoadMinutes.minute],
        set: Object.fromEntries(
          Object.keys(COUNT_COLUMNS).map((column) => [column, increased(column as keyof typeof COUNT_COLUMNS)]),
        ),
      });
  }
  if (Date.now() - lastPrune >= PRUNE_EVERY_MS) {
    lastPrune = Date.now();
    await pruneRemoteLoads(db);
  }
  return lines.length;
}

/** Deletes the counts older than KEEP_REMOTE_LOADS_DAYS. */
export async function pruneRemoteLoads(db: Db): Promise<void> {
  await db
    .delete(remoteLoadMinutes)
    .where(lt(remoteLoadMinutes.minute, sql`now() - make_interval(days => ${KEEP_REMOTE_LOADS_DAYS})`));
}

/** The database's clock: every instance counts and decides by it, never by its own. */
export async function databaseNow(db: Db): Promise<Date> {
  const result = (await db.execute(sql`select now() as now`)) as unknown as { rows: { now: Date | string }[] };
  return new Date(result.rows[0]!.now);
}

/** The database's current minute. */
export async function currentMinute(db: Db): Promise<Date> {
  const now = await databaseNow(db);
  return new Date(Math.floor(now.getTime() / 60_000) * 60_000);
}

/** The rows of the `minutes` minutes up to `now` (its minute included), oldest first. */
export async function remoteLoadsSince(db: Db, now: Date, minutes: number): Promise<RemoteLoadRow[]> {
  const from = new Date(now.getTime() - (minutes - 1) * 60_000);
  const rows = await db
    .select()
    .from(remoteLoadMinutes)
    .where(and(gte(remoteLoadMinutes.minute, from), lt(remoteLoadMinutes.minute, new Date(now.getTime() + 60_000))))
    .orderBy(asc(remoteLoadMinutes.area), asc(remoteLoadMinutes.version), asc(remoteLoadMinutes.minute));
  return rows.map((row) => ({
    area: row.area,
    version: row.version,
    minute: row.minute,
    loads: row.loads,
    manifest: row.manifestFailures,
    entry: row.entryFailures,
    chunk: row.chunkFailures,
    render: row.renderFailures,
  }));
}

/** `GET /api/deploy/health` from the rows of the hour up to `now`: per area and version, per minute and in all. */
export function releaseHealthOf(rows: RemoteLoadRow[], now: Date): ReleaseHealth {
  const versions = new Map<string, VersionHealth>();
  for (const row of rows) {
    const key = `${row.area}@${row.version}`;
    let health = versions.get(key);
    if (!health) {
      health = {
        area: row.area,
        version: row.version,
        totals: { ...noCounts(), tried: 0, failures: 0, failureRate: 0 },
        minutes: [],
      };
      versions.set(key, health);
    }
    addCounts(health.totals, row);
    health.minutes.push({ minute: row.minute.toISOString(), tried: loadsTried(row), failures: failuresOf(row) });
  }
  for (const health of versions.values()) {
    health.totals.tried = loadsTried(health.totals);
    health.totals.failures = failuresOf(health.totals);
    health.totals.failureRate = failureRate(health.totals);
  }
  return {
    from: new Date(now.getTime() - (HEALTH_MINUTES - 1) * 60_000).toISOString(),
    to: now.toISOString(),
    versions: [...versions.values()],
  };
}
