import { index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

const count = () => integer().notNull().default(0);

/**
 * What users' browsers saw of the areas' releases, per area, version and minute (`POST /api/telemetry/remotes`):
 * the page modules that loaded, and the failures by kind. Only published versions get rows, so the rows of a
 * minute are bounded by the registry; rows older than a week are deleted as reports arrive.
 */
export const remoteLoadMinutes = pgTable(
  'remote_load_minutes',
  {
    area: varchar({ length: 32 }).notNull(),
    version: varchar({ length: 64 }).notNull(),
    /** The minute the server received the reports in (the server's clock, never the browser's). */
    minute: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    loads: count(),
    manifestFailures: count(),
    entryFailures: count(),
    chunkFailures: count(),
    renderFailures: count(),
  },
  (table) => [
    primaryKey({ columns: [table.area, table.version, table.minute] }),
    index('remote_load_minutes_minute_index').on(table.minute),
  ],
);
