import { integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { DeployTokenLevel } from '@yjf/area-system/domain/deployTokenSchemas';
import { users } from '../../db/accountTables';

const at = () => timestamp({ withTimezone: true });

/**
 * Deploy tokens of area teams' pipelines (发布管理 → 部署令牌): the token is never stored, only its SHA-256.
 * A token acts for the platform administrator who made it, only on the areas it names and only as far as its
 * level goes (candidate: candidates and canaries; release: also what goes live); a revoked token stays listed,
 * with when it was revoked.
 */
export const deployTokens = pgTable('deploy_tokens', {
  id: serial().primaryKey(),
  name: varchar({ length: 50 }).notNull(),
  areas: jsonb().$type<string[]>().notNull(),
  /** No default: every new token says its level; tokens made before the levels became `release` (migration). */
  level: varchar({ length: 16 }).$type<DeployTokenLevel>().notNull(),
  tokenHash: varchar({ length: 64 }).notNull().unique(),
  /** The token's first characters, shown so a token can be told apart. */
  hint: varchar({ length: 16 }).notNull(),
  createdBy: integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: at().notNull().defaultNow(),
  lastUsedAt: at(),
  revokedAt: at(),
});
