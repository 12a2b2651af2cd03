import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  orderTotal,
  PURCHASE_UNREVIEWED,
  purchaseOrderDeclaration,
  purchaseOrderFormSchema,
} from '@yjf/area-purchasing/domain/purchaseOrderSchemas';
import { nextDailyCode } from '../../../crud/dailyCode';
import { anyOf, belongsTo, namesPerson } from '../../../crud/dataScope';
import { defineResource, type ResourceDefinition } from '../../../crud/resourceDefinition';
import { badRequest } from '../../../http/errors';
import { users } from '../../../db/accountTables';
import { userName } from '../../../platform/accounts/userName';
import { projectScope } from '../../projects/projects/resource';
import { projects } from '../../projects/projects/schema';
import { suppliers } from '../stock/schema';
import { assertOrderableProducts, purchaseOrderLinesJson, writeOrderLines, type PurchaseLineInput } from './orderLines';
import { askForReview } from './purchaseReview';
import { purchaseOrders } from './schema';

const reviewer = alias(users, 'reviewer');
const creator = alias(users, 'creator');

/** Who reaches a purchase order (数据权限, `crud/dataScope.ts`): who drew it up, whoever reaches its project. */
export const purchaseOrderScope = anyOf(
  namesPerson(purchaseOrders.createdBy),
  belongsTo(purchaseOrders.projectId, projects, projectScope),
);

/**
 * 采购单 on the list engine: `/api/purchaseOrder` with permission prefix `purchaseOrder`. The server numbers
 * the order (CG…) and sums it from its lines; only an unreviewed order is edited or deleted. Review and
 * stock-in have their own calls (routes.ts).
 */
export const purchaseOrderResource: ResourceDefinition = defineResource({
  path: 'purchaseOrder',
  permission: 'purchaseOrder',
  declaration: purchaseOrderDeclaration,
  table: purchaseOrders,
  projection: {
    supplierName: suppliers.name,
    supplierContact: suppliers.contact,
    supplierPhone: suppliers.phone,
    projectName: projects.name,
    reviewedByName: userName(reviewer, 'reviewed_by_name'),
    createdByName: userName(creator, 'created_by_name'),
    lines: purchaseOrderLinesJson,
  },
  joins: (query) =>
    query
      .leftJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
      .leftJoin(projects, eq(projects.id, purchaseOrders.projectId))
      .leftJoin(reviewer, eq(reviewer.id, purchaseOrders.reviewedBy))
      .leftJoin(creator, eq(creator.id, purchaseOrders.createdBy)),
  filterTargets: { blurry: { target: purchaseOrders.searchText, lowercased: true } },
  dataScope: purchaseOrderScope,
  form: purchaseOrderFormSchema,
  prepare: async (form, { tx, auth, existing }) => {
    // A review bumps the version, so an edit racing one fails its version check (409) after this.
    if (existing && existing.status !== PURCHASE_UNREVIEWED) throw badRequest('采购单已审核，不能修改');
    const companyId = auth.company.id;
    const lines = form.lines as PurchaseLineInput[];
    await assertOrderableProducts(tx, companyId, lines);
    // Summed here from the lines, whatever total the browser showed.
    const totalAmount = orderTotal(lines);
    if (!Number.isSafeInteger(totalAmount)) throw badRequest('采购金额过大，请拆分为多张采购单');
    return {
      supplierId: form.supplierId,
      projectId: form.projectId,
      remark: form.remark,
      totalAmount,
      ...(existing
        ? {}
        : {
            code: await nextDailyCode(tx, companyId, {
              table: purchaseOrders,
              column: purchaseOrders.code,
              prefix: 'CG',
            }),
            status: PURCHASE_UNREVIEWED,
          }),
    };
  },
  saveChildren: (orderId, form, { tx, existing }) =>
    writeOrderLines(tx, orderId, form.lines as PurchaseLineInput[], Boolean(existing)),
  // A new order waits for review: its reviewers are told (采购审核) if it commits.
  afterAdd: (row, context) => askForReview(purchaseOrderResource, row, context),
  beforeDelete: async (ids, { tx }) => {
    // Locked, so a review committing meanwhile is seen here rather than deleted under it.
    const orders = await tx
      .select({ code: purchaseOrders.code, status: purchaseOrders.status })
      .from(purchaseOrders)
      .where(inArray(purchaseOrders.id, ids))
      .orderBy(purchaseOrders.id)
      .for('update');
    const reviewed = orders.find((order) => order.status !== PURCHASE_UNREVIEWED);
    if (reviewed) throw badRequest(`采购单「${reviewed.code}」已审核，不能删除`);
  },
  references: [{ field: 'lines.productId', label: '产品', to: 'product' }],
  blocksDelete: { projectId: true },
  titleOf: (row) => String(row.code),
});
