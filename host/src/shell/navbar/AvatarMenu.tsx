import { useNavigate } from 'react-router-dom';
import { Avatar, Dropdown, Menu } from '@yjf/ui/arcoCore';
import { useGetInfoQuery } from '@yjf/api/sessionApi';
import { useAccountDialogs } from '../account/AccountDialogs';

/** The avatar and its menu (spec section 2): personal center, edit profile, change password, log out. */
export function AvatarMenu() {
  const user = useGetInfoQuery().data?.user;
  const navigate = useNavigate();
  const account = useAccountDialogs();
  if (!user) return null;
  const actions: Record<string, () => void> = {
    center: () => navigate('/user/center'),
    profile: account.editProfile,
    password: account.changePassword,
    logout: account.logout,
  };
  // The button is named by what it shows, the welcome (hidden on a phone), then 个人菜单; the avatar's letter
  // is decoration.
  return (
    <Dropdown
      trigger="click"
      position="br"
      droplist={
        <Menu onClickMenuItem={(key) => actions[key]?.()}>
          <Menu.Item key="center">个人中心</Menu.Item>
          <Menu.Item key="profile">修改资料</Menu.Item>
          <Menu.Item key="password">修改密码</Menu.Item>
          <Menu.Item key="logout">退出登录</Menu.Item>
        </Menu>
      }
    >
      <button type="button" className="navbar-avatar" aria-haspopup="menu">
        <span aria-hidden="true">
          {/* One character at 14 px always fits 28 px: Arco's font fitting would only measure it, forcing the
              whole page's layout in the middle of the shell's first drawing. */}
          <Avatar size={28} autoFixFontSize={false}>
            {user.avatar ? <img src={user.avatar} alt="" /> : user.nickName.slice(0, 1)}
          </Avatar>
        </span>
        <span className="navbar-welcome">欢迎您，{user.nickName}</span>
        <span className="shell-visually-hidden">个人菜单</span>
      </button>
    </Dropdown>
  );
}
