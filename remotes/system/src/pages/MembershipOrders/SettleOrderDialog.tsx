import { useSettleHeldOrderMutation } from '@yjf/api/membership';
import type { MembershipOrderRow } from '@yjf/domain/membershipSchemas';
import { settleHeldOrderSchema } from '@yjf/domain/membershipSchemas';
import { formatMoney } from '@yjf/domain/money';
import { Form, Input, Modal, Typography } from '@yjf/ui/arcoCore';
import { notifySaved } from '@yjf/ui/notices';

type Props = { order: MembershipOrderRow | null; onClose: () => void };

/**
 * 处理 of a held membership order: the platform records how it settled the payment with the company (a refund
 * through the merchant platform, or time granted by hand), and the order becomes 已退款.
 */
export function SettleOrderDialog({ order, onClose }: Props) {
  const [form] = Form.useForm<{ note: string }>();
  const [settle, settling] = useSettleHeldOrderMutation();

  const submit = async () => {
    if (!order) return;
    const values = await form.validate().catch(() => null);
    if (!values) return;
    try {
      await settle({ orderNo: order.orderNo, note: values.note }).unwrap();
      notifySaved('处理成功');
      onClose();
    } catch {
      // shown by the error presenter
    }
  };

  return (
    <Modal
      title="处理待平台处理的订单"
      visible={!!order}
      onCancel={onClose}
      onOk={submit}
      okText="确认已处理"
      cancelText="取消"
      confirmLoading={settling.isLoading}
      unmountOnExit
    >
      {order && (
        <>
          <Typography.Paragraph>
            订单 {order.orderNo}（{order.companyName}）已收款 {formatMoney(order.amountFen)}，未自动入账：
            {order.settlement}
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">
            请先在支付平台为企业原路退款，或与企业协商后在套餐管理中处理，再在此记录处理说明。
          </Typography.Paragraph>
          <Form form={form} layout="vertical">
            <Form.Item
              label="处理说明"
              field="note"
              required
              rules={[
                {
                  validator: (value: unknown, callback: (message?: string) => void) =>
                    callback(settleHeldOrderSchema.shape.note.safeParse(value ?? '').error?.issues[0]?.message),
                },
              ]}
            >
              <Input.TextArea placeholder="如：已于 11 月 26 日原路退款" maxLength={200} showWordLimit />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}
