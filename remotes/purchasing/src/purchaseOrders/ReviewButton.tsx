import { stockApi } from '@yjf/area-purchasing/api/purchasing';
import type { PurchaseOrder } from '@yjf/area-purchasing/domain/purchaseOrderSchemas';
import { Button, Popconfirm } from '@yjf/ui/arcoCore';
import { notifySaved } from '@yjf/ui/notices';

type Props = {
  order: Pick<PurchaseOrder, 'id' | 'version' | 'code'>;
  /** A text button of a list row; otherwise the detail page's primary button. */
  compact?: boolean;
};

/**
 * 审核: asks first, then reviews an unreviewed order with the version the user saw; after review the order
 * can no longer be edited and waits for its stock-in. The caller shows it only for 未审核 orders and holders of
 * `purchaseOrder:review`.
 */
export function ReviewButton({ order, compact }: Props) {
  const [review, { isLoading }] = stockApi.useReviewPurchaseOrderMutation();
  return (
    <Popconfirm
      title="审核采购单"
      content={`确定审核「${order.code}」吗？审核后不能再修改。`}
      okText="确定"
      cancelText="取消"
      onOk={async () => {
        try {
          const result = await review({ id: order.id, version: order.version }).unwrap();
          notifySaved(result.message || '审核成功');
        } catch {
          // the error presenter has said why
        }
      }}
    >
      <Button type={compact ? 'text' : 'primary'} size={compact ? 'mini' : undefined} loading={isLoading}>
        审核
      </Button>
    </Popconfirm>
  );
}
