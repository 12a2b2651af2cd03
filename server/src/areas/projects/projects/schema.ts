import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { projectDeclaration } from '@yjf/area-projects/domain/projectSchemas';
import { declaredColumns } from '../../../db/declaredColumns';
import { recordColumns } from '../../../crud/recordColumns';
import { companies, users } from '../../../db/accountTables';
import { businessOpportunities } from '../../business/opportunities/schema';
import { customers } from '../../customers/schema';

/** 项目: an AV project from signing to after-sales; a won business opportunity becomes one. */
export const projects = pgTable(
  'projects',
  {
    ...recordColumns(),
    /** The declared fields; the code (`projectCode.ts`) is unique in the company. */
    ...declaredColumns(projectDeclaration, {
      /** D004; a new project is 新签 (0). Changed only by the status call, which records the change. */
      status: smallint().notNull().default(0),
      /** 项目经理 (the column of issue 6's owner). */
      managerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
      customerId: integer()
        .notNull()
        .references(() => customers.id, { onDelete: 'restrict' }),
      /** Fen. */
      contractAmount: bigint({ mode: 'number' }).notNull().default(0),
      signDate: date({ mode: 'string' }),
      designerId: integer().references(() => users.id, { onDelete: 'set null' }),
      plannedStart: date({ mode: 'string' }),
      plannedEnd: date({ mode: 'string' }),
      memberIds: integer().array().notNull().default([]),
      /** The business opportunity it was converted from; one project per opportunity. */
      businessId: integer().references(() => businessOpportunities.id, { onDelete: 'set null' }),
    }),
    /** What the fuzzy search reads: name, code and site address, lower-cased once on write. */
    searchText: text()
      .notNull()
      .generatedAlwaysAs(sql`lower(name || ' ' || code || ' ' || site_address)`),
  },
  (t) => [
    index('projects_company_id_idx').on(t.companyId, t.id),
    index('projects_customer_idx').on(t.customerId),
    uniqueIndex('projects_business_uq')
      .on(t.businessId)
      .where(sql`${t.businessId} is not null`),
    uniqueIndex('projects_company_code_uq').on(t.companyId, t.code),
    index('projects_company_status_idx').on(t.companyId, t.status),
    index('projects_company_manager_idx').on(t.companyId, t.managerId),
    index('projects_company_sign_date_idx').on(t.companyId, t.signDate, t.id),
    index('projects_company_create_time_idx').on(t.companyId, t.createTime, t.id),
    index('projects_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('projects_search_chars_idx').using('gin', sql`string_to_array(${t.searchText}, null)`),
  ],
);

/** Each change of a project's status: who, when, from and to. The first row (from null) is its creation. */
export const projectStatusChanges = pgTable(
  'project_status_changes',
  {
    id: serial().primaryKey(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    projectId: integer()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    fromStatus: smallint(),
    toStatus: smallint().notNull(),
    remark: varchar({ length: 200 }).notNull().default(''),
    changedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_status_changes_project_idx').on(t.projectId, t.id)],
);
