import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { customerDeclaration } from '@yjf/area-sales/domain/customerSchemas';
import { defineResource } from '../../crud/resourceDefinition';
import { badRequest } from '../../http/errors';
import { resolveOwner } from '../../crud/companyRefs';
import { users } from '../accounts/schema';
import { userName } from '../accounts/userName';
import { businessOpportunities } from '../business/schema';
import { projects } from '../projects/schema';
import { customers } from './schema';

const owner = alias(users, 'owner');

/** 渠道客户 on the list engine: `/api/customer` with permission prefix `customer`. */
export const customerResource = defineResource({
  path: 'customer',
  permission: 'customer',
  declaration: customerDeclaration,
  table: customers,
  projection: { ownerName: userName(owner, 'owner_name') },
  joins: (query) => query.leftJoin(owner, eq(owner.id, customers.ownerId)),
  filterTargets: { blurry: { target: customers.searchText, lowercased: true } },
  prepare: async (form, { tx, auth, existing }) => {
    return { ...form, ownerId: await resolveOwner(form, { tx, auth, existing }) };
  },
  beforeDelete: async (ids, { tx }) => {
    const [linked] = await tx
      .select({ name: customers.name })
      .from(businessOpportunities)
      .innerJoin(customers, eq(customers.id, businessOpportunities.customerId))
      .where(inArray(businessOpportunities.customerId, ids))
      .limit(1);
    if (linked) throw badRequest(`客户「${linked.name}」下还有商机，请先删除其商机`);
    const [project] = await tx
      .select({ name: customers.name })
      .from(projects)
      .innerJoin(customers, eq(customers.id, projects.customerId))
      .where(inArray(projects.customerId, ids))
      .limit(1);
    if (project) throw badRequest(`客户「${project.name}」下还有项目，不能删除`);
  },
  titleOf: (row) => String(row.name),
  toggleField: 'enabled',
});
