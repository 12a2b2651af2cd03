import { useSettleHeldOrderMutation } from '@yjf/api/membership';
import type { MembershipOrderRow } from '@yjf/domain/membershipSchemas';
import { settleHeldOrderSchema } from '@yjf/domain/membershipSchemas';
import { formatMoney } from '@yjf/domain/money';
import { Form, Input, Modal, Typography } from '@yjf/ui/arcoCore';
import { notifySaved } from '@yjf/ui/notices';

type Props = { order: MembershipOrderRow | null; onClose: () => void };

/**
 * 处理 of a held membership order (or one whose refund failed): the platform records how it settled the payment
 * with the company some other way (time granted by hand, a transfer when the refund could not go back), and the
 * order becomes 已处理.
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
            原路退款请用「退款」。无法原路退款（如银行卡已注销）或与企业另行协商时，处理后在此记录说明。
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
              <Input.TextArea placeholder="如：已于 11 月 26 日线下转账退款" maxLength={200} showWordLimit />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}
