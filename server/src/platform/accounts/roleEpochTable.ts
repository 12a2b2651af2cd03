import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row whose number rises with every change that can change what a user's roles allow: roles, the roles
 * users hold, the roles' menus, the menus' permissions (migration 0016: statement-level triggers, whoever
 * writes). The session check reads it beside the session, and a server reuses the roles it worked out for a
 * user while the number is the same (auth/sessions.ts): no request pays for the roles' permissions again, and
 * no change waits for a cache to expire, on any instance. The first such change writes the row; none reads as 0.
 */
export const roleEpoch = pgTable('role_epoch', {
  id: integer().primaryKey(),
  epoch: bigint({ mode: 'number' }).notNull().default(0),
});
