import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { roles } from '../../db/accountTables';

/** The global menu set: directories (type 0), menus (1) and buttons (2) with their permission strings. */
export const menus = pgTable(
  'menus',
  {
    id: serial().primaryKey(),
    pid: integer(),
    type: smallint().notNull(),
    title: varchar({ length: 50 }).notNull(),
    /** Route name, unique among menus; also the keep-alive key. */
    name: varchar({ length: 50 }).notNull().default(''),
    /** `Layout`, or `<area>/<ExposedModule>` for a page. */
    component: varchar({ length: 100 }).notNull().default(''),
    path: varchar({ length: 255 }).notNull().default(''),
    icon: varchar({ length: 50 }).notNull().default(''),
    sort: integer().notNull().default(999),
    hidden: boolean().notNull().default(false),
    /** Keep the page mounted when its tab is left. */
    cache: boolean().notNull().default(true),
    permission: varchar({ length: 100 }).notNull().default(''),
    /** The path is an external link opened in a new window. */
    iframe: boolean().notNull().default(false),
    /** `plan`: the company's plan decides; `basic`: every company; `platform`: the platform company only. */
    scope: varchar({ length: 10 }).notNull().default('plan'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('menus_pid_idx').on(t.pid)],
);

export const roleMenus = pgTable(
  'role_menus',
  {
    roleId: integer()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    menuId: integer()
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] }), index('role_menus_menu_idx').on(t.menuId)],
);
