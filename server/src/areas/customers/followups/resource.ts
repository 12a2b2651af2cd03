import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { customerFollowupDeclaration, NEXT_BEFORE_FOLLOW_MESSAGE } from '@yjf/area-customers/domain/followupSchemas';
import { anyOf, belongsTo, namesPerson } from '../../../crud/dataScope';
import { defineResource, type RecordTable, type WriteContext } from '../../../crud/resourceDefinition';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../http/errors';
import { users } from '../../../db/accountTables';
import { userName } from '../../../platform/accounts/userName';
import { companyAttachments } from '../../../platform/attachments/ownership';
import { customers } from '../schema';
import { customerScope } from '../resource';
import { customerFollowups } from './schema';

/** A table of follow-ups: of customers, or of another area's records (the business area's 商机跟进). */
type FollowupTable = RecordTable & { followTime: AnyPgColumn; nextFollowTime: AnyPgColumn };

/** Who reaches a customer's follow-up (数据权限, `crud/dataScope.ts`): its follower, whoever reaches the customer. */
export const customerFollowupScope = anyOf(
  namesPerson(customerFollowups.followerId),
  belongsTo(customerFollowups.customerId, customers, customerScope),
);

/**
 * The checks every kind of follow-up makes (the customers' and the business area's): the order of the two times,
 * and attachments of this company.
 */
export function completeFollowup(
  form: Record<string, unknown>,
  { auth }: WriteContext,
  existing?: Record<string, unknown>,
) {
  const followTime = form.followTime as Date;
  const next = form.nextFollowTime as Date | null;
  if (next && next.getTime() <= followTime.getTime()) throw badRequest(NEXT_BEFORE_FOLLOW_MESSAGE);
  const attachments = companyAttachments(form.attachments, auth.company.id);
  return { ...form, attachments, followerId: existing ? existing.followerId : auth.user.id };
}

/**
 * A record's follow-up times follow its latest follow-up: the last follow-up time is that one's, the next
 * follow-up time the one it planned. A record left without follow-ups keeps its planned time.
 */
export async function refreshFollowTimes(
  tx: Db,
  target: RecordTable & { lastFollowTime: AnyPgColumn; nextFollowTime: AnyPgColumn },
  followups: FollowupTable,
  targetColumn: AnyPgColumn,
  ids: number[],
): Promise<void> {
  const unique = [...new Set(ids)];
  if (!unique.length) return;
  await tx.execute(sql`
    update ${target} set
      ${sql.identifier('last_follow_time')} = latest.follow_time,
      ${sql.identifier('next_follow_time')} = latest.next_follow_time,
      ${sql.identifier('version')} = ${target.version} + 1
    from (
      select distinct on (${targetColumn}) ${targetColumn} as target_id, ${followups.followTime} as follow_time,
        ${followups.nextFollowTime} as next_follow_time
      from ${followups}
      where ${inArray(targetColumn, unique)}
      order by ${targetColumn}, ${followups.followTime} desc, ${followups.id} desc
    ) latest
    where ${target.id} = latest.target_id`);
  await tx
    .update(target)
    .set({ lastFollowTime: null } as never)
    .where(
      and(
        inArray(target.id, unique),
        sql`not exists (select 1 from ${followups} where ${targetColumn} = ${target.id})`,
      ),
    );
}

/** 跟进记录 of customers: `/api/customerFollowup`. Each write moves its customer's follow-up times. */
export const customerFollowupResource = defineResource({
  path: 'customerFollowup',
  permission: 'customerFollowup',
  declaration: customerFollowupDeclaration,
  table: customerFollowups,
  projection: { customerName: customers.name, followerName: userName(users, 'follower_name') },
  joins: (query) =>
    query
      .leftJoin(customers, eq(customers.id, customerFollowups.customerId))
      .leftJoin(users, eq(users.id, customerFollowups.followerId)),
  filterTargets: { blurry: { target: customerFollowups.searchText, lowercased: true } },
  dataScope: customerFollowupScope,
  prepare: async (form, context) => completeFollowup(form, context, context.existing),
  afterWrite: (rows, { tx }) =>
    refreshFollowTimes(
      tx,
      customers,
      customerFollowups,
      customerFollowups.customerId,
      rows.map((row) => row.customerId as number),
    ),
  titleOf: (row) => `${String(row.customerName ?? '')} ${String(row.content).slice(0, 20)}`,
});
