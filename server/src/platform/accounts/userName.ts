import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** How a person is named on a record: the real name, or the nickname when there is none. */
export const userName = (user: { realName: AnyPgColumn; nickName: AnyPgColumn }, as: string) =>
  sql<string | null>`coalesce(nullif(${user.realName}, ''), ${user.nickName})`.as(as);
