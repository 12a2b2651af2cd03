import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

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
  /** How many staff accounts the company may have (spec "astrict"): the plan's head count plus extra staff. */
  astrict: integer().notNull().default(5),
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
    deptId: integer(),
    username: varchar({ length: 32 }).notNull(),
    phone: varchar({ length: 11 }).notNull(),
    nickName: varchar({ length: 50 }).notNull(),
    realName: varchar({ length: 50 }).notNull().default(''),
    /** 1 male, 2 female. */
    sex: smallint().notNull().default(1),
    email: varchar({ length: 100 }).notNull().default(''),
    avatarPath: varchar({ length: 255 }).notNull().default(''),
    passwordHash: varchar({ length: 255 }).notNull(),
    enabled: boolean().notNull().default(true),
    passwordChangedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [uniqueIndex('users_username_uq').on(t.username), index('users_company_idx').on(t.companyId)],
);

/** A role of one company; its menus and buttons give its permissions. */
export const roles = pgTable(
  'roles',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    name: varchar({ length: 50 }).notNull(),
    /** Grants everything, the platform and company administrators' role. */
    isAdmin: boolean().notNull().default(false),
    /** Smaller is more senior; a user may only manage roles of a larger level than their own. */
    level: integer().notNull().default(3),
    /** 全部, 本级, 自定义 */
    dataScope: varchar({ length: 20 }).notNull().default('全部'),
    description: varchar({ length: 255 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('roles_company_name_uq').on(t.companyId, t.name)],
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
