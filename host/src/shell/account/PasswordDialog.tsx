import { useState } from 'react';
import { Form, Input, Modal, Notification, Tabs } from '@yjf/ui/arcoCore';
import { useChangePasswordMutation, useGetInfoQuery, useResetPasswordMutation } from '@yjf/api/sessionApi';
import type { PasswordChange, PasswordReset } from '@yjf/domain/accountSchemas';
import { oldPasswordRules, smsCodeRules } from '../../account/formRules';
import { SmsCodeButton } from '../../account/SmsCodeButton';
import { signOutAndReload } from '../errorPresenter';
import { NewPasswordFields } from './NewPasswordFields';

/** After a password change or reset: a notice, then signed out and reloaded after 1.5 s (spec section 4). */
export const RELOGIN_DELAY_MS = 1500;

/** 修改密码: change with the old password, or reset with an SMS code to the own phone (spec section 2). */
export function PasswordDialog({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const [tab, setTab] = useState<'change' | 'reset'>('change');
  const [changeForm] = Form.useForm<PasswordChange>();
  const [resetForm] = Form.useForm<PasswordReset>();
  const [changePassword, changing] = useChangePasswordMutation();
  const [resetPassword, resetting] = useResetPasswordMutation();
  const phone = useGetInfoQuery().data?.user.phone ?? '';

  const done = (message: string) => {
    onClose();
    Notification.success({ title: '修改成功', content: message, duration: RELOGIN_DELAY_MS + 1000 });
    setTimeout(signOutAndReload, RELOGIN_DELAY_MS);
  };

  const submit = async () => {
    try {
      if (tab === 'change') done((await changePassword(await changeForm.validate()).unwrap()).message);
      else done((await resetPassword({ ...(await resetForm.validate()), phoneNumber: phone }).unwrap()).message);
    } catch {
      // Invalid fields show under the fields; a refused call was shown by the error presenter.
    }
  };

  return (
    <Modal
      title="修改密码"
      visible={visible}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={changing.isLoading || resetting.isLoading}
      okText="确定"
      cancelText="取消"
      style={{ width: 500 }}
      unmountOnExit
    >
      <Tabs activeTab={tab} onChange={(key) => setTab(key as 'change' | 'reset')}>
        <Tabs.TabPane key="change" title="修改密码">
          <Form form={changeForm} id="password-change" labelCol={{ span: 6 }} wrapperCol={{ span: 18 }}>
            <Form.Item label="旧密码" field="oldPass" rules={oldPasswordRules}>
              <Input.Password placeholder="请输入旧密码" autoComplete="current-password" />
            </Form.Item>
            <NewPasswordFields form={changeForm} />
          </Form>
        </Tabs.TabPane>
        <Tabs.TabPane key="reset" title="通过手机重置">
          <Form form={resetForm} id="password-reset" labelCol={{ span: 6 }} wrapperCol={{ span: 18 }}>
            <Form.Item label="手机号">
              <Input value={phone} disabled aria-label="手机号" />
            </Form.Item>
            <Form.Item label="验证码" field="code" rules={smsCodeRules}>
              <Input placeholder="短信验证码" maxLength={6} addAfter={<SmsCodeButton getPhone={async () => phone} />} />
            </Form.Item>
            <NewPasswordFields form={resetForm} />
          </Form>
        </Tabs.TabPane>
      </Tabs>
    </Modal>
  );
}
