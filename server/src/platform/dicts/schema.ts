import { index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** A dictionary group (D001 渠道类型 ...): global, maintained by the platform. */
export const dictGroups = pgTable(
  'dict_groups',
  {
    id: serial().primaryKey(),
    code: varchar({ length: 20 }).notNull(),
    name: varchar({ length: 50 }).notNull(),
    sequence: integer().notNull().default(999),
    parentCode: varchar({ length: 20 }).notNull().default(''),
  },
  (t) => [uniqueIndex('dict_groups_code_uq').on(t.code)],
);

/** One coded value of a group and its name. */
export const dictItems = pgTable(
  'dict_items',
  {
    id: serial().primaryKey(),
    groupId: integer()
      .notNull()
      .references(() => dictGroups.id, { onDelete: 'cascade' }),
    value: varchar({ length: 20 }).notNull(),
    name: varchar({ length: 50 }).notNull(),
    sequence: integer().notNull().default(999),
  },
  (t) => [uniqueIndex('dict_items_group_value_uq').on(t.groupId, t.value), index('dict_items_group_idx').on(t.groupId)],
);
