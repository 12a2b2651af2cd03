import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  STOCK_OUT_UNREVIEWED,
  stockOutDeclaration,
  stockOutFormSchema,
} from '@yjf/area-purchasing/domain/stockOutSchemas';
import { nextDailyCode } from '../../../crud/dailyCode';
import { anyOf, belongsTo, namesPerson } from '../../../crud/dataScope';
import { defineResource } from '../../../crud/resourceDefinition';
import { badRequest } from '../../../http/errors';
import { users } from '../../../db/accountTables';
import { userName } from '../../../platform/accounts/userName';
import { customers } from '../../customers/schema';
import { projectScope } from '../../projects/projects/resource';
import { projects } from '../../projects/projects/schema';
import { stockOutLines, stockOuts } from './schema';
import { assertLinesAvailable, replaceStockOutLines, stockOutLinesJson, type StockOutLineInput } from './stockOutLines';

const reviewer = alias(users, 'reviewer');
const shipper = alias(users, 'shipper');
const creator = alias(users, 'creator');

/** Who reaches a stock-out (数据权限, `crud/dataScope.ts`): who drew it up, and whoever reaches its project. */
export const stockOutScope = anyOf(
  namesPerson(stockOuts.createdBy),
  belongsTo(stockOuts.projectId, projects, projectScope),
);

/**
 * 出库单 on the list engine: `/api/stockOut` with permission prefix `stockOut`. Lines are written with the
 * record and checked against the stock on hand; only an unreviewed stock-out may change or go. Review and
 * shipping have their own calls (`routes.ts`).
 */
export const stockOutResource = defineResource({
  path: 'stockOut',
  permission: 'stockOut',
  declaration: stockOutDeclaration,
  table: stockOuts,
  projection: {
    projectName: projects.name,
    projectCode: projects.code,
    customerName: customers.name,
    reviewedByName: userName(reviewer, 'reviewed_by_name'),
    outByName: userName(shipper, 'out_by_name'),
    createdByName: userName(creator, 'created_by_name'),
    lines: stockOutLinesJson,
    // As the domain's `lineTally` writes it (the API test holds the two together).
    lineTally:
      sql<string>`(select count(*) || ' 种 / ' || coalesce(sum(${stockOutLines.quantity}), 0) || ' 件' from ${stockOutLines} where ${stockOutLines.stockOutId} = ${stockOuts.id})`.as(
        'line_tally',
      ),
  },
  joins: (query) =>
    query
      .leftJoin(projects, eq(projects.id, stockOuts.projectId))
      .leftJoin(customers, eq(customers.id, projects.customerId))
      .leftJoin(reviewer, eq(reviewer.id, stockOuts.reviewedBy))
      .leftJoin(shipper, eq(shipper.id, stockOuts.outBy))
      .leftJoin(creator, eq(creator.id, stockOuts.createdBy)),
  filterTargets: { blurry: { target: stockOuts.searchText, lowercased: true } },
  dataScope: stockOutScope,
  form: stockOutFormSchema,
  prepare: async (form, { tx, auth, existing }) => {
    if (existing && existing.status !== STOCK_OUT_UNREVIEWED) throw badRequest('出库单已审核，不能修改');
    const companyId = auth.company.id;
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
  references: [{ field: 'lines.productId', label: '产品', to: 'product' }],
  blocksDelete: { projectId: true },
  titleOf: (row) => String(row.code),
});
