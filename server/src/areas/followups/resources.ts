import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  BUSINESS_FOLLOWUP_LIST,
  businessFollowupFormSchema,
  CUSTOMER_FOLLOWUP_LIST,
  customerFollowupFormSchema,
  FOLLOW_METHODS,
  NEXT_BEFORE_FOLLOW_MESSAGE,
  type BusinessFollowup,
  type CustomerFollowup,
} from '@yjf/area-sales/domain/followupSchemas';
import { assertCompanyRecord } from '../../crud/companyRefs';
import { defineResource, type ExportColumn, type RecordTable, type WriteContext } from '../../crud/resourceDefinition';
import type { Db } from '../../db/client';
import { badRequest } from '../../http/errors';
import { users } from '../accounts/schema';
import { userName } from '../accounts/userName';
import { companyAttachments } from '../attachments/ownership';
import { businessOpportunities } from '../business/schema';
import { customers } from '../customers/schema';
import { businessFollowups, customerFollowups } from './schema';

type FollowupTable = typeof customerFollowups | typeof businessFollowups;

/** The checks both kinds of follow-up make: the order of the two times, and attachments of this company. */
function completeFollowup(form: Record<string, unknown>, { auth }: WriteContext, existing?: Record<string, unknown>) {
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
async function refreshFollowTimes(
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

const exportColumns = (first: ExportColumn[]): ExportColumn[] => [
  ...first,
  { header: '跟进方式', field: 'method', options: FOLLOW_METHODS, width: 10 },
  { header: '跟进内容', field: 'content', width: 48 },
  { header: '跟进时间', field: 'followTime', format: 'datetime', width: 20 },
  { header: '下次跟进时间', field: 'nextFollowTime', format: 'datetime', width: 20 },
  { header: '跟进人', field: 'followerName', width: 12 },
];

const followupProjection = (table: FollowupTable) => ({
  id: table.id,
  version: table.version,
  method: table.method,
  content: table.content,
  followTime: table.followTime,
  nextFollowTime: table.nextFollowTime,
  followerId: table.followerId,
  followerName: userName(users, 'follower_name'),
  attachments: table.attachments,
  createTime: table.createTime,
  updateTime: table.updateTime,
});

const followupFilters = (table: FollowupTable) => ({
  blurry: { target: table.searchText, lowercased: true } as const,
  method: table.method,
  followerId: table.followerId,
  followTime: table.followTime,
  nextFollowTime: table.nextFollowTime,
});

const followupSorts = (table: FollowupTable) => ({
  followTime: table.followTime,
  nextFollowTime: table.nextFollowTime,
  createTime: table.createTime,
});

/** 跟进记录 of customers: `/api/customerFollowup`. Each write moves its customer's follow-up times. */
export const customerFollowupResource = defineResource<Record<string, unknown>>({
  path: 'customerFollowup',
  permission: 'customerFollowup',
  noun: '跟进记录',
  table: customerFollowups,
  projection: {
    ...followupProjection(customerFollowups),
    customerId: customerFollowups.customerId,
    customerName: customers.name,
  } satisfies Record<keyof CustomerFollowup, unknown>,
  joins: (query) =>
    query
      .leftJoin(customers, eq(customers.id, customerFollowups.customerId))
      .leftJoin(users, eq(users.id, customerFollowups.followerId)),
  list: CUSTOMER_FOLLOWUP_LIST,
  filterTargets: { ...followupFilters(customerFollowups), customerId: customerFollowups.customerId },
  sortColumns: followupSorts(customerFollowups),
  form: customerFollowupFormSchema,
  prepare: async (form, context) => {
    const { tx, auth } = context;
    await assertCompanyRecord(tx, customers, auth.company.id, form.customerId as number, '客户不存在或已被删除');
    return completeFollowup(form, context, context.existing);
  },
  afterWrite: (rows, { tx }) =>
    refreshFollowTimes(
      tx,
      customers,
      customerFollowups,
      customerFollowups.customerId,
      rows.map((row) => row.customerId as number),
    ),
  titleOf: (row) => `${String(row.customerName ?? '')} ${String(row.content).slice(0, 20)}`,
  export: {
    title: '客户跟进记录',
    columns: exportColumns([{ header: '客户', field: 'customerName', width: 24 }]),
  },
});

/** 商机跟进: `/api/businessFollowup`. Each write moves its business opportunity's follow-up times. */
export const businessFollowupResource = defineResource<Record<string, unknown>>({
  path: 'businessFollowup',
  permission: 'businessFollowup',
  noun: '商机跟进',
  table: businessFollowups,
  projection: {
    ...followupProjection(businessFollowups),
    businessId: businessFollowups.businessId,
    businessName: businessOpportunities.name,
    customerName: customers.name,
  } satisfies Record<keyof BusinessFollowup, unknown>,
  joins: (query) =>
    query
      .leftJoin(businessOpportunities, eq(businessOpportunities.id, businessFollowups.businessId))
      .leftJoin(customers, eq(customers.id, businessOpportunities.customerId))
      .leftJoin(users, eq(users.id, businessFollowups.followerId)),
  list: BUSINESS_FOLLOWUP_LIST,
  filterTargets: { ...followupFilters(businessFollowups), businessId: businessFollowups.businessId },
  sortColumns: followupSorts(businessFollowups),
  form: businessFollowupFormSchema,
  prepare: async (form, context) => {
    const { tx, auth } = context;
    await assertCompanyRecord(
      tx,
      businessOpportunities,
      auth.company.id,
      form.businessId as number,
      '商机不存在或已被删除',
    );
    return completeFollowup(form, context, context.existing);
  },
  afterWrite: (rows, { tx }) =>
    refreshFollowTimes(
      tx,
      businessOpportunities,
      businessFollowups,
      businessFollowups.businessId,
      rows.map((row) => row.businessId as number),
    ),
  titleOf: (row) => `${String(row.businessName ?? '')} ${String(row.content).slice(0, 20)}`,
  export: {
    title: '商机跟进记录',
    columns: exportColumns([
      { header: '商机', field: 'businessName', width: 24 },
      { header: '客户', field: 'customerName', width: 24 },
    ]),
  },
});
