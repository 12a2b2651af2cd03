import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { businessDeclaration } from '@yjf/area-business/domain/businessSchemas';
import { USER_IN_USE } from '@yjf/area-system/domain/userSchemas';
import { chosenPerson } from '../../../crud/chosenPerson';
import { namesPerson } from '../../../crud/dataScope';
import { defineResource } from '../../../crud/resourceDefinition';
import { users } from '../../../db/accountTables';
import { userName } from '../../../platform/accounts/userName';
import { customers } from '../../customers/schema';
import { businessOpportunities as business } from './schema';

const owner = alias(users, 'owner');

/** Who reaches a business opportunity (数据权限, `crud/dataScope.ts`): its 负责人. */
export const businessScope = namesPerson(business.ownerId);

/** 商机 on the list engine: `/api/business` with permission prefix `business`. */
export const businessResource = defineResource({
  path: 'business',
  permission: 'business',
  declaration: businessDeclaration,
  table: business,
  projection: {
    customerName: customers.name,
    ownerName: userName(owner, 'owner_name'),
    projectId: business.projectId,
  },
  joins: (query) =>
    query.leftJoin(customers, eq(customers.id, business.customerId)).leftJoin(owner, eq(owner.id, business.ownerId)),
  filterTargets: { blurry: { target: business.searchText, lowercased: true } },
  dataScope: businessScope,
  prepare: async (form, context) => ({ ...form, ownerId: chosenPerson(form, 'ownerId', context) }),
  blocksDelete: {
    customerId: (name) => `客户「${name}」下还有商机，请先删除其商机`,
    ownerId: () => USER_IN_USE,
  },
  titleOf: (row) => String(row.name),
});
