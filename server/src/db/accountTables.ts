import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { deptDeclaration } from '@yjf/area-system/domain/deptSchemas';
import { roleDeclaration } from '@yjf/area-system/domain/roleSchemas';
import { userDeclaration } from '@yjf/area-system/domain/userSchemas';
import { declaredColumns } from './declaredColumns';

/**
 * The accounts' tables: companies, users, roles and departments. Every record of the engine and the areas has a
 * company and a creator and is scoped by its caller's roles and departments, so these tables lie in the ground,
 * beneath the engine (data scope, daily codes, record columns) and the platform (sign-in, staff administration)
 * alike; the rest of the accounts (menus, plans, the role epoch) are the platform's, in platform/accounts.
 */

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** A tenant: an integrator company. Company 1 is the platform itself. */
export const companies = pgTable('companies', {
  id: serial().primaryKey(),
  name: varchar({ length: 100 }).notNull(),
  /** 1 trial, 2 paying member (spec: "vip (1 means trial)"). */
  vip: smallint().notNull().default(1),
  logo: varchar({ length: 255 }).notNull().default(''),
  enabled: boolean().notNull().default(true),
  /** The plan bought (A, B, C), null before the first purchase. */
  planCode: varchar({ length: 1 }),
  /** The last day of the bought plan. */
  planEndDate: date({ mode: 'string' }),
  /** The last day of the trial (trial companies see plan C's areas until then). */
  trialEndDate: date({ mode: 'string' }),
  /** How many staff accounts the company may have: the plan's staff plus extra staff (column, spec: "astrict"). */
  staffLimit: integer('astrict').notNull().default(5),
  createdAt: createdAt(),
  updatedAt: createdAt(),
});

/** A member of staff; the username is the phone number. */
export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    ...declaredColumns(userDeclaration, {
      deptId: integer().references((): AnyPgColumn => departments.id),
      /** 1 male, 2 female; sign-ups are 男 until they say otherwise. */
      sex: smallint().notNull().default(1),
    }),
    avatarPath: varchar({ length: 255 }).notNull().default(''),
    passwordHash: varchar({ length: 255 }).notNull(),
    passwordChangedAt: timestamp({ withTimezone: true }),
    /** Who added the user (the list engine's `createdBy`); null for sign-ups and seeds. */
    createdBy: integer().references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** Grows with each change, so a stale edit is refused. */
    version: integer().notNull().default(1),
    createTime: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchText: text()
      .notNull()
      .generatedAlwaysAs(sql`lower(username || ' ' || nick_name || ' ' || real_name || ' ' || email)`),
  },
  (t) => [
    uniqueIndex('users_username_uq').on(t.username),
    index('users_company_idx').on(t.companyId),
    index('users_company_id_idx').on(t.companyId, t.id),
    index('users_dept_idx').on(t.deptId),
    index('users_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('users_search_chars_idx').using('gin', sql`string_to_array(${t.searchText}, null)`),
  ],
);

/** A role of one company; its menus and buttons give its permissions. */
export const roles = pgTable(
  'roles',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    ...declaredColumns(roleDeclaration, {
      /** Grants everything, the platform and company administrators' role. */
      isAdmin: boolean().notNull().default(false),
      /** Smaller is more senior; a user may only manage roles of a larger level than their own. */
      level: integer().notNull().default(3),
      /** 全部, 本级, 自定义 */
      dataScope: varchar({ length: 20 }).notNull().default('全部'),
    }),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    version: integer().notNull().default(1),
    createTime: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    searchText: text()
      .notNull()
      .generatedAlwaysAs(sql`lower(name || ' ' || description)`),
  },
  (t) => [
    uniqueIndex('roles_company_name_uq').on(t.companyId, t.name),
    index('roles_company_id_idx').on(t.companyId, t.id),
    index('roles_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('roles_search_chars_idx').using('gin', sql`string_to_array(${t.searchText}, null)`),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

/** A department of one company, in a tree (`pid`); users belong to one (`users.deptId`). */
export const departments = pgTable(
  'departments',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    version: integer().notNull().default(1),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...declaredColumns(deptDeclaration, { pid: integer().references((): AnyPgColumn => departments.id) }),
  },
  (t) => [
    index('departments_company_id_idx').on(t.companyId, t.id),
    index('departments_pid_idx').on(t.pid),
    uniqueIndex('departments_company_parent_name_uq').on(t.companyId, sql`coalesce(${t.pid}, 0)`, t.name),
  ],
);

/** The departments a role with the 自定义 data scope sees. */
export const roleDepts = pgTable(
  'role_depts',
  {
    roleId: integer()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    deptId: integer()
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.deptId] }), index('role_depts_dept_idx').on(t.deptId)],
);
