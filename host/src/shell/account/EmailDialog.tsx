import { Alert, Form, Input, Message, Modal } from '@yjf/ui/arcoCore';
import { useChangeEmailMutation, useLazyGetPublicKeyQuery } from '@yjf/api/sessionApi';
import { emailRules, passwordRules, smsCodeRules } from '../../account/formRules';
import { canEncryptFields, encryptField, INSECURE_CONTEXT_MESSAGE } from '../../account/rsaField';
import { SmsCodeButton } from '../../account/SmsCodeButton';

/** Said when the key the server gave cannot be used (it answered something that is not an RSA public key). */
export const ENCRYPTION_FAILED = '密码加密失败，请刷新页面后重试';

type EmailForm = { email: string; password: string; code: string };

/**
 * 修改邮箱 (spec `POST api/users/updateEmail/{code}`): the new address, the current password (RSA-encrypted in
 * the browser with the server's public key) and an SMS code sent to the user's own phone.
 */
export function EmailDialog({ phone, visible, onClose }: { phone: string; visible: boolean; onClose: () => void }) {
  const [form] = Form.useForm<EmailForm>();
  const [getPublicKey, publicKey] = useLazyGetPublicKeyQuery();
  const [changeEmail, changing] = useChangeEmailMutation();
  const secure = canEncryptFields();

  const submit = async () => {
    try {
      const { email, password, code } = await form.validate();
      const { publicKey: pem } = await getPublicKey().unwrap();
      const encryptedPassword = await encryptField(password, pem).catch((failure: unknown) => {
        Message.error(ENCRYPTION_FAILED);
        throw failure;
      });
      const { message } = await changeEmail({ code, email, encryptedPassword }).unwrap();
      Message.success(message);
      onClose();
    } catch {
      // Invalid fields show under the fields; a refused call was shown by the error presenter.
    }
  };

  return (
    <Modal
      title="修改邮箱"
      visible={visible}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={publicKey.isFetching || changing.isLoading}
      okButtonProps={{ disabled: !secure }}
      okText="确定"
      cancelText="取消"
      style={{ width: 500 }}
      unmountOnExit
    >
      {secure ? (
        <Form form={form} id="email-change" labelCol={{ span: 6 }} wrapperCol={{ span: 18 }}>
          <Form.Item label="新邮箱" field="email" rules={emailRules}>
            <Input placeholder="请输入新邮箱" autoComplete="email" />
          </Form.Item>
          <Form.Item label="当前密码" field="password" rules={passwordRules}>
            <Input.Password placeholder="请输入当前登录密码" autoComplete="current-password" />
          </Form.Item>
          <Form.Item label="手机号">
            <Input value={phone} disabled aria-label="手机号" />
          </Form.Item>
          <Form.Item label="验证码" field="code" rules={smsCodeRules}>
            <Input placeholder="短信验证码" maxLength={6} addAfter={<SmsCodeButton getPhone={async () => phone} />} />
          </Form.Item>
        </Form>
      ) : (
        <Alert type="warning" content={INSECURE_CONTEXT_MESSAGE} />
      )}
    </Modal>
  );
}
