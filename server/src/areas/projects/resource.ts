import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DICT } from '@yjf/domain/dictionaries';
import {
  PLANNED_END_BEFORE_START,
  PROJECT_DICT_FIELDS,
  PROJECT_LIST,
  projectFormSchema,
  type Project,
} from '@yjf/area-projects/domain/projectSchemas';
import { assertCompanyRecord, assertCompanyUser, resolveOwner } from '../../crud/companyRefs';
import { defineResource } from '../../crud/resourceDefinition';
import { badRequest } from '../../http/errors';
import { users } from '../accounts/schema';
import { userName } from '../accounts/userName';
import { businessOpportunities } from '../business/schema';
import { customers } from '../customers/schema';
import { nextProjectCode } from './projectCode';
import { collections } from '../finance/schema';
import { purchaseOrders } from '../purchasing/schema';
import { schemes } from '../schemes/schema';
import { stockOuts } from '../stockOuts/schema';
import { tasks } from '../tasks/schema';
import { projects } from './schema';
import { recordStatusChange } from './statusHistory';

const manager = alias(users, 'manager');
const designer = alias(users, 'designer');

/** 项目 on the list engine: `/api/project` with permission prefix `project`. */
export const projectResource = defineResource<Record<string, unknown>>({
  path: 'project',
  permission: 'project',
  noun: '项目',
  table: projects,
  projection: {
    id: projects.id,
    version: projects.version,
    code: projects.code,
    name: projects.name,
    customerId: projects.customerId,
    customerName: customers.name,
    businessId: projects.businessId,
    businessName: businessOpportunities.name,
    status: projects.status,
    siteAddress: projects.siteAddress,
    contractAmount: projects.contractAmount,
    signDate: projects.signDate,
    managerId: projects.managerId,
    managerName: userName(manager, 'manager_name'),
    designerId: projects.designerId,
    designerName: userName(designer, 'designer_name'),
    memberIds: projects.memberIds,
    plannedStart: projects.plannedStart,
    plannedEnd: projects.plannedEnd,
    remark: projects.remark,
    createdBy: projects.createdBy,
    createTime: projects.createTime,
    updateTime: projects.updateTime,
  } satisfies Record<keyof Project, unknown>,
  joins: (query) =>
    query
      .leftJoin(customers, eq(customers.id, projects.customerId))
      .leftJoin(businessOpportunities, eq(businessOpportunities.id, projects.businessId))
      .leftJoin(manager, eq(manager.id, projects.managerId))
      .leftJoin(designer, eq(designer.id, projects.designerId)),
  list: PROJECT_LIST,
  filterTargets: {
    blurry: { target: projects.searchText, lowercased: true },
    status: projects.status,
    managerId: projects.managerId,
    customerId: projects.customerId,
    signDate: projects.signDate,
    plannedEnd: projects.plannedEnd,
    contractAmount: { target: projects.contractAmount, scale: 100 },
    createTime: projects.createTime,
  },
  sortColumns: {
    name: projects.name,
    code: projects.code,
    contractAmount: projects.contractAmount,
    signDate: projects.signDate,
    plannedEnd: projects.plannedEnd,
    createTime: projects.createTime,
    updateTime: projects.updateTime,
  },
  form: projectFormSchema,
  dictFields: PROJECT_DICT_FIELDS,
  prepare: async (form, { tx, auth, existing }) => {
    const companyId = auth.company.id;
    await assertCompanyRecord(tx, customers, companyId, form.customerId as number, '客户不存在或不属于本企业');
    const start = form.plannedStart as string | null;
    const end = form.plannedEnd as string | null;
    if (start && end && end < start) throw badRequest(PLANNED_END_BEFORE_START);
    const managerId = await resolveOwner(form, { tx, auth, existing }, { field: 'managerId', label: '项目经理' });
    if (form.designerId !== null) await assertCompanyUser(tx, companyId, form.designerId as number, '设计师');
    for (const memberId of form.memberIds as number[]) await assertCompanyUser(tx, companyId, memberId, '项目成员');
    return {
      ...form,
      managerId,
      ...(existing ? {} : { code: await nextProjectCode(tx, companyId), status: 0 }),
    };
  },
  afterAdd: async (row, { tx, auth }) =>
    recordStatusChange(tx, { companyId: auth.company.id, projectId: row.id, from: null, to: 0, by: auth.user.id }),
  beforeDelete: async (ids, { tx }) => {
    for (const [work, noun] of [
      [tasks, '任务'],
      [schemes, '方案图纸'],
      [collections, '收款记录'],
      [purchaseOrders, '采购单'],
      [stockOuts, '出库单'],
    ] as const) {
      const [busy] = await tx
        .select({ name: projects.name })
        .from(projects)
        .where(inArray(projects.id, ids))
        .innerJoin(work, eq(work.projectId, projects.id))
        .limit(1);
      if (busy) throw badRequest(`项目「${busy.name}」下还有${noun}，不能删除`);
    }
  },
  titleOf: (row) => String(row.name),
  export: {
    title: '项目列表',
    columns: [
      { header: '项目编号', field: 'code', width: 16 },
      { header: '项目名称', field: 'name', width: 24 },
      { header: '客户', field: 'customerName', width: 24 },
      { header: '项目状态', field: 'status', dict: DICT.projectStatus },
      { header: '合同金额（元）', field: 'contractAmount', format: 'money', width: 16 },
      { header: '签约日期', field: 'signDate', format: 'date', width: 14 },
      { header: '项目经理', field: 'managerName' },
      { header: '设计师', field: 'designerName' },
      { header: '项目地址', field: 'siteAddress', width: 30 },
      { header: '计划开工', field: 'plannedStart', format: 'date', width: 14 },
      { header: '计划完工', field: 'plannedEnd', format: 'date', width: 14 },
      { header: '来源商机', field: 'businessName', width: 24 },
      { header: '备注', field: 'remark', width: 30 },
      { header: '创建时间', field: 'createTime', format: 'datetime', width: 20 },
    ],
  },
});
