import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  BUSINESS_DICT_FIELDS,
  BUSINESS_LIST,
  businessFormSchema,
  type Business,
} from '@yjf/area-sales/domain/businessSchemas';
import { DICT } from '@yjf/domain/dictionaries';
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
export const businessResource = defineResource<Record<string, unknown>>({
  path: 'business',
  permission: 'business',
  noun: '商机',
  table: business,
  projection: {
    id: business.id,
    version: business.version,
    name: business.name,
    customerId: business.customerId,
    customerName: customers.name,
    status: business.status,
    intentDegree: business.intentDegree,
    estimatedAmount: business.estimatedAmount,
    expectedSignDate: business.expectedSignDate,
    ownerId: business.ownerId,
    ownerName: userName(owner, 'owner_name'),
    productInterests: business.productInterests,
    nextFollowTime: business.nextFollowTime,
    lastFollowTime: business.lastFollowTime,
    projectId: projects.id,
    remark: business.remark,
    createdBy: business.createdBy,
    createTime: business.createTime,
    updateTime: business.updateTime,
  } satisfies Record<keyof Business, unknown>,
  joins: (query) =>
    query
      .leftJoin(customers, eq(customers.id, business.customerId))
      .leftJoin(owner, eq(owner.id, business.ownerId))
      .leftJoin(projects, eq(projects.businessId, business.id)),
  list: BUSINESS_LIST,
  filterTargets: {
    blurry: { target: business.searchText, lowercased: true },
    customerId: business.customerId,
    status: business.status,
    intentDegree: business.intentDegree,
    ownerId: business.ownerId,
    estimatedAmount: { target: business.estimatedAmount, scale: 100 },
    expectedSignDate: business.expectedSignDate,
    createTime: business.createTime,
  },
  sortColumns: {
    name: business.name,
    estimatedAmount: business.estimatedAmount,
    expectedSignDate: business.expectedSignDate,
    nextFollowTime: business.nextFollowTime,
    createTime: business.createTime,
    updateTime: business.updateTime,
  },
  form: businessFormSchema,
  dictFields: BUSINESS_DICT_FIELDS,
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
  export: {
    title: '商机列表',
    columns: [
      { header: '商机名称', field: 'name', width: 24 },
      { header: '客户', field: 'customerName', width: 24 },
      { header: '商机状态', field: 'status', dict: DICT.businessStatus },
      { header: '意向程度', field: 'intentDegree', dict: DICT.intentDegree },
      { header: '预计金额（元）', field: 'estimatedAmount', format: 'money', width: 16 },
      { header: '预计签约日期', field: 'expectedSignDate', format: 'date', width: 14 },
      { header: '负责人', field: 'ownerName' },
      { header: '意向产品', field: 'productInterests', width: 24 },
      { header: '下次跟进时间', field: 'nextFollowTime', format: 'datetime', width: 20 },
      { header: '最近跟进时间', field: 'lastFollowTime', format: 'datetime', width: 20 },
      { header: '备注', field: 'remark', width: 30 },
      { header: '创建时间', field: 'createTime', format: 'datetime', width: 20 },
    ],
  },
});
