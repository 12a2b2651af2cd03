import { Form, Input, type FormInstance } from '@yjf/ui/arcoCore';
import { confirmPasswordRules, newPasswordRules } from '../../account/formRules';

type Props = {
  /** The form the fields are in: the confirmation is checked against its `newPass`. */
  form: Pick<FormInstance<{ newPass: string }>, 'getFieldValue'>;
};

/** 新密码 and 确认密码 (`newPass`, `confirmPass`): the new password of a change or of a reset by SMS. */
export function NewPasswordFields({ form }: Props) {
  return (
    <>
      <Form.Item label="新密码" field="newPass" rules={newPasswordRules}>
        <Input.Password placeholder="6 到 20 个字符" autoComplete="new-password" />
      </Form.Item>
      <Form.Item label="确认密码" field="confirmPass" rules={confirmPasswordRules(() => form.getFieldValue('newPass'))}>
        <Input.Password placeholder="请再次输入新密码" autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
