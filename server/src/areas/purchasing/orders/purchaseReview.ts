import { formatMoney } from '@yjf/domain/money';
import type { ResourceDefinition, ResourceRow, WriteContext } from '../../../crud/resourceDefinition';
import { permissionHolders } from '../../../platform/messages/recipientCandidates';
import { sendMessages } from '../../../platform/messages/sendMessages';

/** Who may review a purchase order (审核, 未审核 → 未入库). */
export const REVIEW_PERMISSION = 'purchaseOrder:review';

/**
 * 采购审核: a purchase order that has just come to wait for review (a new one is 未审核) is announced, in the
 * transaction that made it, to whoever may review it: the company's holders of the review permission who reach
 * the order (数据权限: its author, or its project), except its author, who knows. `orders` is the purchase order
 * resource, handed in by its own definition.
 */
export async function askForReview(
  orders: ResourceDefinition,
  order: ResourceRow,
  { tx, auth, ctx }: WriteContext,
): Promise<void> {
  const reviewers = await permissionHolders(tx, auth.company.id, REVIEW_PERMISSION);
  const supplier = order.supplierName ? `供应商「${String(order.supplierName)}」，` : '';
  const project = order.projectName ? `项目「${String(order.projectName)}」，` : '';
  await sendMessages(tx, ctx, [
    {
      companyId: auth.company.id,
      kind: 'purchaseReview',
      title: `采购单 ${String(order.code)} 等待审核`,
      content: `${String(order.createdByName ?? '')}提交了采购单，${supplier}${project}金额 ${formatMoney(Number(order.totalAmount))}，请审核`,
      link: `/project/detail/purchase/order/${order.id}`,
      to: reviewers.filter((id) => id !== auth.user.id),
      permission: REVIEW_PERMISSION,
      about: { resource: orders, id: order.id },
      dedupeKey: `purchaseReview:${order.id}`,
    },
  ]);
}
