import { CasingCache } from 'drizzle-orm/casing';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** How every query of the server names tables' columns (`client.ts` builds its drizzle with it). */
export const DRIZZLE_CASING = 'snake_case';

const casing = new CasingCache(DRIZZLE_CASING);

/** A column's name in the database (`contact_name` for `contactName`), for SQL written without drizzle's builder. */
export const columnName = (column: AnyPgColumn): string => casing.getColumnCasing(column);
