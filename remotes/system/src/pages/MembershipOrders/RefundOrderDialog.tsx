import { useRefundHeldOrderMutation } from '@yjf/api/membership';
import { MEMBERSHIP_ORDER_STATUS as STATUS } from '@yjf/domain/membership';
import {
  DEFAULT_REFUND_REASON,
  refundHeldOrderSchema,
  type MembershipOrderRow,
  type RefundResult,
} from '@yjf/domain/membershipSchemas';
import { formatMoney } from '@yjf/domain/money';
import { Form, Input, Message, Modal, Typography } from '@yjf/ui/arcoCore';
import { notifySaved } from '@yjf/ui/notices';

/**
 * Tells the platform where a refund it asked for stands: refunded, still with the provider (its notification,
 * or 查询退款, will end it), or failed with the provider's reason.
 */
export function announceRefund(result: RefundResult): void {
  if (result.status === STATUS.refunded) notifySaved(`已退款（退款单 ${result.refundNo}）`);
  else if (result.status === STATUS.refundFailed) Message.warning(`退款失败：${result.message}`);
  else Message.info(`退款中：${result.message}`);
}

type Props = { order: MembershipOrderRow | null; onClose: () => void };

/**
 * 退款 of a payment held for the platform (or of one whose refund failed): all of the order's money goes back to
 * the payer through the provider that took it, once confirmed. The reason is what the payer's phone shows.
 */
export function RefundOrderDialog({ order, onClose }: Props) {
  const [form] = Form.useForm<{ reason: string }>();
  const [refund, refunding] = useRefundHeldOrderMutation();

  const submit = async () => {
    if (!order) return;
    const values = await form.validate().catch(() => null);
    if (!values) return;
    try {
      announceRefund(await refund({ orderNo: order.orderNo, reason: values.reason }).unwrap());
      onClose();
    } catch {
      // shown by the error presenter
    }
  };

  return (
    <Modal
      title="确认退款"
      visible={!!order}
      onCancel={onClose}
      onOk={submit}
      okText="确认退款"
      okButtonProps={{ status: 'danger' }}
      cancelText="取消"
      confirmLoading={refunding.isLoading}
      unmountOnExit
    >
      {order && (
        <>
          <Typography.Paragraph>
            将订单 {order.orderNo}（{order.companyName}）的 {formatMoney(order.amountFen)}
            全额原路退回付款人，退款后不可撤销。
          </Typography.Paragraph>
          {order.settlement && <Typography.Paragraph type="secondary">{order.settlement}</Typography.Paragraph>}
          <Form form={form} layout="vertical">
            <Form.Item
              label="退款原因（付款人可见）"
              field="reason"
              rules={[
                {
                  validator: (value: unknown, callback: (message?: string) => void) =>
                    callback(
                      refundHeldOrderSchema.shape.reason.safeParse(value ?? undefined).error?.issues[0]?.message,
                    ),
                },
              ]}
            >
              <Input placeholder={DEFAULT_REFUND_REASON} maxLength={80} showWordLimit />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}
