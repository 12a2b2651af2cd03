import { useResetUserPasswordMutation } from '@yjf/area-system/api/users';
import type { User } from '@yjf/area-system/domain/userSchemas';
import { Button, Popconfirm } from '@yjf/ui/arcoCore';
import type { IssuedPassword } from './IssuedPasswordModal';

type Props = { row: User; onIssued: (issued: IssuedPassword) => void };

/** 重置密码 of a row: asks, then the server issues a new password (shown once) and signs the user out. */
export function ResetPasswordButton({ row, onIssued }: Props) {
  const [reset, { isLoading }] = useResetUserPasswordMutation();
  const confirm = async () => {
    try {
      const answer = await reset({ id: row.id }).unwrap();
      onIssued({ kind: '新密码', name: row.nickName, password: answer.initialPassword });
    } catch {
      // the error presenter says why
    }
  };
  return (
    <Popconfirm
      title={`确定重置「${row.nickName}」的密码吗？该用户需用新密码重新登录。`}
      okText="确定"
      cancelText="取消"
      onOk={confirm}
    >
      <Button type="text" size="mini" loading={isLoading}>
        重置密码
      </Button>
    </Popconfirm>
  );
}
