import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  CUSTOMER_DICT_FIELDS,
  CUSTOMER_LIST,
  customerFormSchema,
  type Customer,
} from '@yjf/area-sales/domain/customerSchemas';
import { DICT } from '@yjf/domain/dictionaries';
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
export const customerResource = defineResource<Record<string, unknown>>({
  path: 'customer',
  permission: 'customer',
  noun: '客户',
  table: customers,
  projection: {
    id: customers.id,
    version: customers.version,
    name: customers.name,
    channelType: customers.channelType,
    channelStatus: customers.channelStatus,
    intentDegree: customers.intentDegree,
    contactName: customers.contactName,
    phone: customers.phone,
    region: customers.region,
    address: customers.address,
    ownerId: customers.ownerId,
    ownerName: userName(owner, 'owner_name'),
    sourceRemark: customers.sourceRemark,
    nextFollowTime: customers.nextFollowTime,
    lastFollowTime: customers.lastFollowTime,
    enabled: customers.enabled,
    remark: customers.remark,
    createdBy: customers.createdBy,
    createTime: customers.createTime,
    updateTime: customers.updateTime,
  } satisfies Record<keyof Customer, unknown>,
  joins: (query) => query.leftJoin(owner, eq(owner.id, customers.ownerId)),
  list: CUSTOMER_LIST,
  filterTargets: {
    blurry: { target: customers.searchText, lowercased: true },
    channelType: customers.channelType,
    channelStatus: customers.channelStatus,
    intentDegree: customers.intentDegree,
    ownerId: customers.ownerId,
    enabled: customers.enabled,
    createTime: customers.createTime,
    nextFollowTime: customers.nextFollowTime,
  },
  sortColumns: {
    name: customers.name,
    createTime: customers.createTime,
    updateTime: customers.updateTime,
    nextFollowTime: customers.nextFollowTime,
    lastFollowTime: customers.lastFollowTime,
  },
  form: customerFormSchema,
  dictFields: CUSTOMER_DICT_FIELDS,
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
  export: {
    title: '客户列表',
    columns: [
      { header: '客户名称', field: 'name', width: 24 },
      { header: '渠道类型', field: 'channelType', dict: DICT.channelType },
      { header: '渠道状态', field: 'channelStatus', dict: DICT.channelStatus },
      { header: '意向程度', field: 'intentDegree', dict: DICT.intentDegree },
      { header: '联系人', field: 'contactName' },
      { header: '联系电话', field: 'phone', width: 14 },
      { header: '所在地区', field: 'region', width: 20 },
      { header: '详细地址', field: 'address', width: 30 },
      { header: '负责人', field: 'ownerName' },
      { header: '来源说明', field: 'sourceRemark', width: 24 },
      { header: '下次跟进时间', field: 'nextFollowTime', format: 'datetime', width: 20 },
      { header: '最近跟进时间', field: 'lastFollowTime', format: 'datetime', width: 20 },
      { header: '状态', field: 'enabled', format: 'enabled', width: 8 },
      { header: '备注', field: 'remark', width: 30 },
      { header: '创建时间', field: 'createTime', format: 'datetime', width: 20 },
    ],
  },
});
