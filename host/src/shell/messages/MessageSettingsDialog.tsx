import { useEffect } from 'react';
import { useGetMessageSettingsQuery, useSaveMessageSettingsMutation } from '@yjf/api/messages';
import {
  MESSAGE_RETENTION_DAYS,
  messageSettingsSchema,
  STOCK_ALERT_MAX,
  type MessageSettings,
} from '@yjf/domain/messages';
import { Form, Message, Modal } from '@yjf/ui/arcoCore';
import { InputNumber } from '@yjf/ui/arcoInputs';
import { useIsPhone } from '@yjf/ui/useIsPhone';

/**
 * 消息设置 (a company's administrators): how many days the company's messages are kept before the nightly
 * cleanup removes them, and the stock at or below which a product is reported (库存预警).
 */
export function MessageSettingsDialog({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const phone = useIsPhone();
  const [form] = Form.useForm<MessageSettings>();
  const settings = useGetMessageSettingsQuery(undefined, { skip: !visible }).data;
  const [save, saving] = useSaveMessageSettingsMutation();
  useEffect(() => {
    if (visible && settings) form.setFieldsValue(settings);
  }, [visible, settings, form]);
  // The shared schema's own words, as the server would answer.
  const rules = (field: keyof MessageSettings) => [
    {
      validator: (value: unknown, callback: (message?: string) => void) => {
        const checked = messageSettingsSchema.shape[field].safeParse(value ?? undefined);
        callback(checked.success ? undefined : checked.error.issues[0]?.message);
      },
    },
  ];

  const submit = async () => {
    try {
      await save(await form.validate()).unwrap();
      Message.success('消息设置已保存');
      onClose();
    } catch {
      // Invalid fields show under the fields; a refused call was shown by the error presenter.
    }
  };

  return (
    <Modal
      title="消息设置"
      visible={visible}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saving.isLoading}
      okText="保存"
      cancelText="取消"
      style={{ width: 480, maxWidth: 'calc(100vw - 24px)' }}
      unmountOnExit
    >
      <Form
        form={form}
        id="message-settings"
        layout={phone ? 'vertical' : 'horizontal'}
        labelCol={phone ? undefined : { span: 7 }}
        wrapperCol={phone ? undefined : { span: 17 }}
      >
        <Form.Item
          label="消息保留天数"
          field="retentionDays"
          rules={rules('retentionDays')}
          extra={`超过天数的消息每天凌晨自动清理（${MESSAGE_RETENTION_DAYS.min} 到 ${MESSAGE_RETENTION_DAYS.max} 天）`}
        >
          <InputNumber min={MESSAGE_RETENTION_DAYS.min} max={MESSAGE_RETENTION_DAYS.max} precision={0} suffix="天" />
        </Form.Item>
        <Form.Item
          label="库存预警数量"
          field="stockAlertThreshold"
          rules={rules('stockAlertThreshold')}
          extra="产品库存降到此数量及以下时提醒"
        >
          <InputNumber min={0} max={STOCK_ALERT_MAX} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
