import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DICT } from '@yjf/domain/dictionaries';
import {
  STOCK_OUT_LIST,
  STOCK_OUT_UNREVIEWED,
  stockOutFormSchema,
  type StockOut,
} from '@yjf/area-purchasing/domain/stockOutSchemas';
import { assertCompanyRecord } from '../../crud/companyRefs';
import { nextDailyCode } from '../../crud/dailyCode';
import { defineResource } from '../../crud/resourceDefinition';
import { badRequest } from '../../http/errors';
import { users } from '../accounts/schema';
import { userName } from '../accounts/userName';
import { projects } from '../projects/schema';
import { stockOuts } from './schema';
import { assertLinesAvailable, replaceStockOutLines, stockOutLinesJson, type StockOutLineInput } from './stockOutLines';

const reviewer = alias(users, 'reviewer');
const shipper = alias(users, 'shipper');
const creator = alias(users, 'creator');

/**
 * 出库单 on the list engine: `/api/stockOut` with permission prefix `stockOut`. Lines are written with the
 * record and checked against the stock on hand; only an unreviewed stock-out may change or go. Review and
 * shipping have their own calls (`routes.ts`).
 */
export const stockOutResource = defineResource<Record<string, unknown>>({
  path: 'stockOut',
  permission: 'stockOut',
  noun: '出库单',
  table: stockOuts,
  projection: {
    id: stockOuts.id,
    version: stockOuts.version,
    code: stockOuts.code,
    projectId: stockOuts.projectId,
    projectName: projects.name,
    projectCode: projects.code,
    status: stockOuts.status,
    reviewedByName: userName(reviewer, 'reviewed_by_name'),
    reviewedAt: stockOuts.reviewedAt,
    outByName: userName(shipper, 'out_by_name'),
    outAt: stockOuts.outAt,
    remark: stockOuts.remark,
    lines: stockOutLinesJson,
    createdBy: stockOuts.createdBy,
    createdByName: userName(creator, 'created_by_name'),
    createTime: stockOuts.createTime,
    updateTime: stockOuts.updateTime,
  } satisfies Record<keyof StockOut, unknown>,
  joins: (query) =>
    query
      .leftJoin(projects, eq(projects.id, stockOuts.projectId))
      .leftJoin(reviewer, eq(reviewer.id, stockOuts.reviewedBy))
      .leftJoin(shipper, eq(shipper.id, stockOuts.outBy))
      .leftJoin(creator, eq(creator.id, stockOuts.createdBy)),
  list: STOCK_OUT_LIST,
  filterTargets: {
    blurry: { target: stockOuts.searchText, lowercased: true },
    projectId: stockOuts.projectId,
    status: stockOuts.status,
    outAt: stockOuts.outAt,
    createTime: stockOuts.createTime,
  },
  sortColumns: {
    code: stockOuts.code,
    outAt: stockOuts.outAt,
    createTime: stockOuts.createTime,
    updateTime: stockOuts.updateTime,
  },
  form: stockOutFormSchema,
  prepare: async (form, { tx, auth, existing }) => {
    if (existing && existing.status !== STOCK_OUT_UNREVIEWED) throw badRequest('出库单已审核，不能修改');
    const companyId = auth.company.id;
    await assertCompanyRecord(tx, projects, companyId, form.projectId as number, '项目不存在或不属于本企业');
    await assertLinesAvailable(tx, companyId, form.lines as StockOutLineInput[]);
    const { lines: _lines, ...columns } = form;
    return existing
      ? columns
      : {
          ...columns,
          code: await nextDailyCode(tx, companyId, { table: stockOuts, column: stockOuts.code, prefix: 'CK' }),
          status: STOCK_OUT_UNREVIEWED,
        };
  },
  saveChildren: (stockOutId, form, { tx }) => replaceStockOutLines(tx, stockOutId, form.lines as StockOutLineInput[]),
  beforeDelete: async (ids, { tx }) => {
    // Locked, so a review arriving meanwhile waits and then finds the stock-out gone.
    const rows = await tx
      .select({ status: stockOuts.status })
      .from(stockOuts)
      .where(inArray(stockOuts.id, ids))
      .for('update');
    if (rows.some((row) => row.status !== STOCK_OUT_UNREVIEWED)) throw badRequest('出库单已审核，不能删除');
  },
  titleOf: (row) => String(row.code),
  export: {
    title: '出库单列表',
    columns: [
      { header: '单号', field: 'code', width: 18 },
      { header: '项目', field: 'projectName', width: 24 },
      { header: '出库状态', field: 'status', dict: DICT.stockOutStatus },
      { header: '审核人', field: 'reviewedByName' },
      { header: '审核时间', field: 'reviewedAt', format: 'datetime', width: 20 },
      { header: '出库人', field: 'outByName' },
      { header: '出库时间', field: 'outAt', format: 'datetime', width: 20 },
      { header: '备注', field: 'remark', width: 30 },
      { header: '创建时间', field: 'createTime', format: 'datetime', width: 20 },
    ],
  },
});
