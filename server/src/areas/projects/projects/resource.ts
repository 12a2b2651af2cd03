import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PLANNED_END_BEFORE_START, projectDeclaration } from '@yjf/area-projects/domain/projectSchemas';
import { USER_IN_USE } from '@yjf/area-system/domain/userSchemas';
import { chosenPerson } from '../../../crud/chosenPerson';
import { anyOf, listsPerson, namesPerson } from '../../../crud/dataScope';
import { defineResource } from '../../../crud/resourceDefinition';
import { badRequest } from '../../../http/errors';
import { users } from '../../../db/accountTables';
import { userName } from '../../../platform/accounts/userName';
import { businessOpportunities } from '../../business/opportunities/schema';
import { customers } from '../../customers/schema';
import { nextProjectCode } from './projectCode';
import { projects } from './schema';
import { recordStatusChange } from './statusHistory';

const manager = alias(users, 'manager');
const designer = alias(users, 'designer');

/** Who reaches a project (数据权限, `crud/dataScope.ts`): its manager, designer and members. */
export const projectScope = anyOf(
  namesPerson(projects.managerId, projects.designerId),
  listsPerson(projects.memberIds),
);

/** 项目 on the list engine: `/api/project` with permission prefix `project`. */
export const projectResource = defineResource({
  path: 'project',
  permission: 'project',
  declaration: projectDeclaration,
  table: projects,
  projection: {
    customerName: customers.name,
    businessName: businessOpportunities.name,
    managerName: userName(manager, 'manager_name'),
    designerName: userName(designer, 'designer_name'),
  },
  joins: (query) =>
    query
      .leftJoin(customers, eq(customers.id, projects.customerId))
      .leftJoin(businessOpportunities, eq(businessOpportunities.id, projects.businessId))
      .leftJoin(manager, eq(manager.id, projects.managerId))
      .leftJoin(designer, eq(designer.id, projects.designerId)),
  filterTargets: { blurry: { target: projects.searchText, lowercased: true } },
  dataScope: projectScope,
  prepare: async (form, { tx, auth, existing }) => {
    const companyId = auth.company.id;
    const start = form.plannedStart as string | null;
    const end = form.plannedEnd as string | null;
    if (start && end && end < start) throw badRequest(PLANNED_END_BEFORE_START);
    return {
      ...form,
      managerId: chosenPerson(form, 'managerId', { auth, existing }),
      ...(existing ? {} : { code: await nextProjectCode(tx, companyId), status: 0 }),
    };
  },
  afterAdd: async (row, { tx, auth }) =>
    recordStatusChange(tx, { companyId: auth.company.id, projectId: row.id, from: null, to: 0, by: auth.user.id }),
  afterWrite: async (rows, { tx, action }) => {
    if (action !== 'delete') return;
    // The opportunities these projects came from lead to no project now.
    const ids = rows.map((row) => row.id);
    await tx
      .update(businessOpportunities)
      .set({ projectId: null })
      .where(inArray(businessOpportunities.projectId, ids));
  },
  blocksDelete: {
    customerId: true,
    businessId: (name) => `商机「${name}」已转为项目，不能删除`,
    managerId: () => USER_IN_USE,
  },
  titleOf: (row) => String(row.name),
});
