import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { customerDeclaration } from '@yjf/area-customers/domain/customerSchemas';
import { USER_IN_USE } from '@yjf/area-system/domain/userSchemas';
import { defineResource } from '../../crud/resourceDefinition';
import { chosenPerson } from '../../crud/chosenPerson';
import { namesPerson } from '../../crud/dataScope';
import { users } from '../../db/accountTables';
import { userName } from '../../platform/accounts/userName';
import { customers } from './schema';

const owner = alias(users, 'owner');

/** Who reaches a customer (数据权限, `crud/dataScope.ts`): its 负责人. */
export const customerScope = namesPerson(customers.ownerId);

/** 渠道客户 on the list engine: `/api/customer` with permission prefix `customer`. */
export const customerResource = defineResource({
  path: 'customer',
  permission: 'customer',
  declaration: customerDeclaration,
  table: customers,
  projection: { ownerName: userName(owner, 'owner_name') },
  joins: (query) => query.leftJoin(owner, eq(owner.id, customers.ownerId)),
  filterTargets: { blurry: { target: customers.searchText, lowercased: true } },
  dataScope: customerScope,
  prepare: async (form, context) => ({ ...form, ownerId: chosenPerson(form, 'ownerId', context) }),
  blocksDelete: { ownerId: () => USER_IN_USE },
  // The same customer: the same name and phone (what a salesperson would call a double entry).
  importing: { duplicateKey: ['name', 'phone'] },
  titleOf: (row) => String(row.name),
  toggleField: 'enabled',
});
