import { ShownOnceSecret } from '../../secrets/ShownOnceSecret';

/** A password issued by the server, shown once: for a new user (初始密码) or after a reset (新密码). */
export type IssuedPassword = { kind: '初始密码' | '新密码'; name: string; password: string };

type Props = { issued: IssuedPassword | null; onClose: () => void };

/**
 * Shows a password the server answered once, with 复制: the administrator hands it to the user, who changes it
 * in 个人中心. Closing it is the last time anyone sees it.
 */
export function IssuedPasswordModal({ issued, onClose }: Props) {
  return (
    <ShownOnceSecret
      title={issued?.kind ?? null}
      label={issued?.kind ?? ''}
      value={issued?.password ?? ''}
      width={200}
      doneText="我已记下"
      explanation={
        issued &&
        `用户「${issued.name}」的${issued.kind}如下，只显示这一次，请复制后交给该用户，登录后可在个人中心修改密码。`
      }
      onClose={onClose}
    />
  );
}
