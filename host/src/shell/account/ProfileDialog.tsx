import { useEffect, useRef, useState } from 'react';
import { Avatar, Button, Form, Input, Message, Modal, Notification } from '@yjf/ui/arcoCore';
import { Radio } from '@yjf/ui/arcoInputs';
import { Upload } from '@yjf/ui/arcoFiles';
import { NOTICE_MS, notifySaved } from '@yjf/ui/notices';
import { SEXES } from '@yjf/domain/accountRules';
import type { ProfileForm } from '@yjf/domain/accountSchemas';
import { useGetInfoQuery, useUpdateProfileMutation, useUploadAvatarMutation } from '@yjf/api/sessionApi';
import { isRequestError } from '@yjf/api/requestError';
import { emailRules, nicknameRules, realnameRules, sexRules } from '../../account/formRules';
import { EmailDialog } from './EmailDialog';
import { PhoneDialog } from './PhoneDialog';
import './ProfileDialog.css';

/** Spec section 8: the notifications of a save last 2500 ms. */

/**
 * 修改资料 (500 px, spec section 2): the avatar with an 80 x 80 preview, the phone and the e-mail read-only with
 * a way to change each (修改邮箱 asks for the password and an SMS code), nickname, real name and sex. The save
 * still sends the e-mail, the current one: the server refuses another one here.
 */
export function ProfileDialog({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { data } = useGetInfoQuery();
  const user = data?.user;
  const [form] = Form.useForm<ProfileForm>();
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const [uploadAvatar, uploading] = useUploadAvatarMutation();
  const [phoneOpen, setPhoneOpen] = useState(false);
  const [emailOpen, setEmailOpen] = useState(false);

  // Filled once per opening: a session refreshed meanwhile (new avatar, new e-mail) keeps what is being typed.
  const filled = useRef(false);
  useEffect(() => {
    if (!visible) filled.current = false;
    else if (user && !filled.current) {
      filled.current = true;
      form.setFieldsValue({ id: user.id, nickname: user.nickName, realname: user.realname, sex: user.sex });
    }
  }, [visible, user, form]);
  // The e-mail is not typed here: it follows the account, which 修改邮箱 changes.
  const email = user?.email ?? '';
  useEffect(() => {
    if (visible) form.setFieldValue('email', email);
  }, [visible, email, form]);

  if (!user) return null;

  const save = async () => {
    try {
      await updateProfile({ ...(await form.validate()), id: user.id }).unwrap();
      notifySaved('修改成功');
      onClose();
    } catch {
      // shown under the fields or by the error presenter
    }
  };

  const upload = async (file: File) => {
    try {
      await uploadAvatar(file).unwrap();
      Message.success('头像修改成功');
    } catch (failure) {
      Notification.error({
        title: isRequestError(failure) ? failure.message : '上传失败',
        content: '请选择 2MB 以内的 PNG、JPEG 或 WebP 图片',
        duration: NOTICE_MS,
      });
    }
  };

  return (
    <Modal
      title="修改资料"
      visible={visible}
      onOk={save}
      onCancel={onClose}
      confirmLoading={isLoading}
      okText="确认"
      cancelText="取消"
      style={{ width: 500 }}
      unmountOnExit
    >
      <div className="profile-avatar">
        <Avatar size={80} shape="square">
          {user.avatar ? <img src={user.avatar} alt="头像" /> : user.nickName.slice(0, 1)}
        </Avatar>
        <Upload
          accept="image/png,image/jpeg,image/webp"
          showUploadList={false}
          customRequest={({ file, onSuccess }) => {
            void upload(file).then(() => onSuccess());
          }}
        >
          <Button size="small" loading={uploading.isLoading}>
            更换头像
          </Button>
        </Upload>
        <span className="profile-avatar-hint">PNG、JPEG 或 WebP，2MB 以内</span>
      </div>
      <Form form={form} labelCol={{ span: 5 }} wrapperCol={{ span: 19 }}>
        <Form.Item label="手机号">
          <Input
            value={user.phone}
            disabled
            aria-label="手机号"
            addAfter={
              <Button type="text" size="mini" onClick={() => setPhoneOpen(true)}>
                修改
              </Button>
            }
          />
        </Form.Item>
        <Form.Item label="昵称" field="nickname" rules={nicknameRules}>
          <Input placeholder="请输入昵称" />
        </Form.Item>
        <Form.Item label="姓名" field="realname" rules={realnameRules}>
          <Input placeholder="请输入姓名" />
        </Form.Item>
        <Form.Item label="性别" field="sex" rules={sexRules}>
          <Radio.Group options={SEXES.map((s) => ({ value: s.value, label: s.label }))} />
        </Form.Item>
        <Form.Item label="邮箱" field="email" rules={emailRules}>
          <Input
            disabled
            placeholder="未设置"
            addAfter={
              <Button type="text" size="mini" onClick={() => setEmailOpen(true)}>
                修改邮箱
              </Button>
            }
          />
        </Form.Item>
      </Form>
      <PhoneDialog userId={user.id} visible={phoneOpen} onClose={() => setPhoneOpen(false)} />
      <EmailDialog phone={user.phone} visible={emailOpen} onClose={() => setEmailOpen(false)} />
    </Modal>
  );
}
