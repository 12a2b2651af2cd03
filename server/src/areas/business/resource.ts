import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { businessDeclaration } from '@yjf/area-sales/domain/businessSchemas';
import { assertCompanyRecord, resolveOwner } from '../../crud/companyRefs';
import { defineResource } from '../../crud/resourceDefinition';
import { badRequest } from '../../http/errors';
import { users } from '../accounts/schema';
import { userName } from '../accounts/userName';
import { customers } from '../customers/schema';
import { projects } from '../projects/schema';
import { businessOpportunities as business } from './schema';

const owner = alias(users, 'owner');

/** 商机 on the list engine: `/api/business` with permission prefix `business`. */
export const businessResource = defineResource({
  path: 'business',
  permission: 'business',
  declaration: businessDeclaration,
  table: business,
  projection: {
    customerName: customers.name,
    ownerName: userName(owner, 'owner_name'),
    projectId: projects.id,
  },
  joins: (query) =>
    query
      .leftJoin(customers, eq(customers.id, business.customerId))
      .leftJoin(owner, eq(owner.id, business.ownerId))
      .leftJoin(projects, eq(projects.businessId, business.id)),
  filterTargets: { blurry: { target: business.searchText, lowercased: true } },
  prepare: async (form, { tx, auth, existing }) => {
    await assertCompanyRecord(tx, customers, auth.company.id, form.customerId as number, '客户不存在或不属于本企业');
    return { ...form, ownerId: await resolveOwner(form, { tx, auth, existing }) };
  },
  beforeDelete: async (ids, { tx }) => {
    const [converted] = await tx
      .select({ name: business.name })
      .from(projects)
      .innerJoin(business, eq(business.id, projects.businessId))
      .where(inArray(projects.businessId, ids))
      .limit(1);
    if (converted) throw badRequest(`商机「${converted.name}」已转为项目，不能删除`);
  },
  titleOf: (row) => String(row.name),
});
