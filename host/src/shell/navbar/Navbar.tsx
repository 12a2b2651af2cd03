import { memo } from 'react';
import { Link } from 'react-router-dom';
import { Breadcrumb, Button, Tooltip } from '@yjf/ui/arcoCore';
import { IconMenu, IconMenuFold, IconMenuUnfold, IconSettings } from '@arco-design/web-react/icon';
import { useAppDispatch, useAppSelector } from '@yjf/store/hooks';
import { openSettings, toggleSidebar } from '@yjf/store/appSlice';
import type { PageRoute } from '@yjf/domain/menuRoutes';
import { breadcrumbOf } from '../routeTable';
import { AvatarMenu } from './AvatarMenu';
import { HeaderSearch } from './HeaderSearch';
import { MessageBell } from './MessageBell';
import { PortalLink } from './PortalLink';
import { Screenfull } from './Screenfull';
import { SizeSelect } from './SizeSelect';
import { VipButton } from '../membership/VipButton';

/**
 * The top bar: hamburger, breadcrumb, then search, full screen, size, settings, the portal link, the bell (消息)
 * and the avatar.
 * In mobile mode (the sidebar is a drawer) it is compact: 打开菜单 opens the drawer, the page's title stands
 * for the breadcrumb, and full screen, size and the portal link are left out.
 */
export function Navbar({ routes, current }: { routes: PageRoute[]; current: PageRoute | undefined }) {
  const dispatch = useAppDispatch();
  const opened = useAppSelector((state) => state.app.sidebar.opened);
  const mobile = useAppSelector((state) => state.app.device === 'mobile');
  return (
    <div className="navbar">
      {mobile ? (
        <Button
          className="navbar-hamburger"
          type="text"
          icon={<IconMenu />}
          onClick={() => dispatch(toggleSidebar())}
          aria-label="打开菜单"
          aria-expanded={opened}
        />
      ) : (
        <Button
          className="navbar-hamburger"
          type="text"
          icon={opened ? <IconMenuFold /> : <IconMenuUnfold />}
          onClick={() => dispatch(toggleSidebar())}
          aria-label={opened ? '收起菜单' : '展开菜单'}
        />
      )}
      {mobile ? (
        <span className="navbar-title">{current?.title}</span>
      ) : (
        <Breadcrumb className="navbar-breadcrumb">
          {breadcrumbOf(current).map((item, index) => (
            <Breadcrumb.Item key={`${index}-${item.title}`}>
              {item.path ? <Link to={item.path}>{item.title}</Link> : item.title}
            </Breadcrumb.Item>
          ))}
        </Breadcrumb>
      )}
      <NavbarActions routes={routes} mobile={mobile} />
    </div>
  );
}

/** The buttons on the right of the navbar: the same on every page, so a navigation does not render them. */
const NavbarActions = memo(function NavbarActions({ routes, mobile }: { routes: PageRoute[]; mobile: boolean }) {
  const dispatch = useAppDispatch();
  return (
    <div className="navbar-right">
      <VipButton />
      <HeaderSearch routes={routes} />
      {!mobile && <Screenfull />}
      {!mobile && <SizeSelect />}
      <Tooltip content="布局设置">
        <Button type="text" icon={<IconSettings />} aria-label="布局设置" onClick={() => dispatch(openSettings())} />
      </Tooltip>
      {!mobile && <PortalLink />}
      <MessageBell />
      <AvatarMenu />
    </div>
  );
});
