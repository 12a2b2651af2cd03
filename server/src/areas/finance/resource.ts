import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  COLLECTION_DICT_FIELDS,
  COLLECTION_LIST,
  COLLECTION_STAGES,
  collectionFormSchema,
  type Collection,
} from '@yjf/area-finance/domain/collectionSchemas';
import { DICT } from '@yjf/domain/dictionaries';
import { assertCompanyRecord } from '../../crud/companyRefs';
import { defineResource } from '../../crud/resourceDefinition';
import { users } from '../accounts/schema';
import { userName } from '../accounts/userName';
import { companyAttachments } from '../attachments/ownership';
import { projects } from '../projects/schema';
import { collections } from './schema';

const creator = alias(users, 'creator');

const stageLabel = (stage: unknown) => COLLECTION_STAGES.find((s) => s.value === String(stage))?.label ?? '';

/**
 * 收款 on the list engine: `/api/collection` with permission prefix `collection`. The form's own rules (a
 * received amount needs its date and account and may not exceed the plan) are the shared schema's.
 */
export const collectionResource = defineResource<Record<string, unknown>>({
  path: 'collection',
  permission: 'collection',
  noun: '收款',
  table: collections,
  projection: {
    id: collections.id,
    version: collections.version,
    projectId: collections.projectId,
    projectName: projects.name,
    projectCode: projects.code,
    stage: collections.stage,
    plannedAmount: collections.plannedAmount,
    plannedDate: collections.plannedDate,
    receivedAmount: collections.receivedAmount,
    paymentAccount: collections.paymentAccount,
    receivedDate: collections.receivedDate,
    payer: collections.payer,
    attachments: collections.attachments,
    remark: collections.remark,
    createdBy: collections.createdBy,
    createdByName: userName(creator, 'created_by_name'),
    createTime: collections.createTime,
    updateTime: collections.updateTime,
  } satisfies Record<keyof Collection, unknown>,
  joins: (query) =>
    query
      .leftJoin(projects, eq(projects.id, collections.projectId))
      .leftJoin(creator, eq(creator.id, collections.createdBy)),
  list: COLLECTION_LIST,
  filterTargets: {
    blurry: { target: collections.searchText, lowercased: true },
    projectId: collections.projectId,
    stage: collections.stage,
    paymentAccount: collections.paymentAccount,
    plannedDate: collections.plannedDate,
    receivedDate: collections.receivedDate,
    plannedAmount: { target: collections.plannedAmount, scale: 100 },
    createTime: collections.createTime,
  },
  sortColumns: {
    plannedDate: collections.plannedDate,
    receivedDate: collections.receivedDate,
    plannedAmount: collections.plannedAmount,
    receivedAmount: collections.receivedAmount,
    createTime: collections.createTime,
    updateTime: collections.updateTime,
  },
  form: collectionFormSchema,
  dictFields: COLLECTION_DICT_FIELDS,
  prepare: async (form, { tx, auth }) => {
    const companyId = auth.company.id;
    await assertCompanyRecord(tx, projects, companyId, form.projectId as number, '项目不存在或不属于本企业');
    return { ...form, attachments: companyAttachments(form.attachments, companyId) };
  },
  titleOf: (row) => `${String(row.projectName)}·${stageLabel(row.stage)}`,
  export: {
    title: '收款列表',
    columns: [
      { header: '项目', field: 'projectName', width: 24 },
      { header: '收款阶段', field: 'stage', options: COLLECTION_STAGES, width: 10 },
      { header: '计划金额（元）', field: 'plannedAmount', format: 'money', width: 16 },
      { header: '计划收款日期', field: 'plannedDate', format: 'date', width: 14 },
      { header: '实收金额（元）', field: 'receivedAmount', format: 'money', width: 16 },
      { header: '收款账户', field: 'paymentAccount', dict: DICT.paymentAccount },
      { header: '收款日期', field: 'receivedDate', format: 'date', width: 14 },
      { header: '付款人', field: 'payer', width: 16 },
      { header: '备注', field: 'remark', width: 30 },
      { header: '创建时间', field: 'createTime', format: 'datetime', width: 20 },
    ],
  },
});
