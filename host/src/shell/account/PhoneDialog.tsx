import { Form, Input, Message, Modal } from '@yjf/ui/arcoCore';
import { useChangePhoneMutation } from '@yjf/api/sessionApi';
import { phoneRules, smsCodeRules } from '../../account/formRules';
import { SmsCodeButton } from '../../account/SmsCodeButton';
import { signOutAndReload } from '../errorPresenter';
import { RELOGIN_DELAY_MS } from './PasswordDialog';

type PhoneForm = { verifyPhone: string; verifyCode: string };

/** 修改手机号: the new phone and the SMS code sent to it (the image captcha comes first). */
export function PhoneDialog({ userId, visible, onClose }: { userId: number; visible: boolean; onClose: () => void }) {
  const [form] = Form.useForm<PhoneForm>();
  const [changePhone, { isLoading }] = useChangePhoneMutation();

  const submit = async () => {
    try {
      const values = await form.validate();
      const { message } = await changePhone({ ...values, userId }).unwrap();
      onClose();
      Message.success(message);
      setTimeout(signOutAndReload, RELOGIN_DELAY_MS);
    } catch {
      // shown under the fields or by the error presenter
    }
  };

  const newPhone = async () => {
    try {
      return (await form.validate(['verifyPhone'])).verifyPhone ?? null;
    } catch {
      return null;
    }
  };

  return (
    <Modal
      title="修改手机号"
      visible={visible}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={isLoading}
      okText="确定"
      cancelText="取消"
      style={{ width: 460 }}
      unmountOnExit
    >
      <Form form={form} labelCol={{ span: 6 }} wrapperCol={{ span: 18 }}>
        <Form.Item label="新手机号" field="verifyPhone" rules={phoneRules} validateTrigger="onBlur">
          <Input placeholder="请输入新手机号" maxLength={11} />
        </Form.Item>
        <Form.Item label="验证码" field="verifyCode" rules={smsCodeRules}>
          <Input placeholder="短信验证码" maxLength={6} addAfter={<SmsCodeButton getPhone={newPhone} />} />
        </Form.Item>
      </Form>
      <p style={{ margin: 0, color: 'var(--color-text-3)', fontSize: 12 }}>修改成功后需要使用新手机号重新登录。</p>
    </Modal>
  );
}
