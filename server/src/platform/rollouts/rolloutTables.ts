import { index, integer, jsonb, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../../db/accountTables';
import { sessions } from '../auth/schema';

const at = () => timestamp({ withTimezone: true });

/**
 * Each area's candidate (候选版本): a version published in the release registry but not live, and who gets it —
 * the companies named for its canary and a share of the others, picked stably (canary.ts). One candidate per
 * area; promoting or withdrawing it removes the row. The live versions stay in the registry's live.json; this is
 * the per-tenant part, in the database so every server instance answers the same.
 */
export const releaseRollouts = pgTable('release_rollouts', {
  area: varchar({ length: 32 }).primaryKey(),
  version: varchar({ length: 64 }).notNull(),
  companies: jsonb().$type<number[]>().notNull().default([]),
  /** Percent of companies (0..100) picked by a hash of company and area; the platform company never is. */
  share: smallint().notNull().default(0),
  /** The administrator who made it the candidate, or who made the deploy token that did. */
  createdBy: integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: at().notNull().defaultNow(),
  updatedAt: at().notNull().defaultNow(),
});

/**
 * The candidates a browser session previews (预览): kept with the session on the server, never in a URL or the
 * browser's storage, so nobody else can turn a preview on; gone when the session is.
 */
export const releasePreviews = pgTable(
  'release_previews',
  {
    sessionId: integer()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    area: varchar({ length: 32 }).notNull(),
    version: varchar({ length: 64 }).notNull(),
    createdAt: at().notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.area] }), index('release_previews_area_idx').on(t.area)],
);
