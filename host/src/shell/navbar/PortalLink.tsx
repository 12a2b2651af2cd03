import { Button, Tooltip } from '@yjf/ui/arcoCore';
import { IconHome } from '@arco-design/web-react/icon';
import { portalLink } from '@yjf/domain/portal';
import { useGetInfoQuery } from '@yjf/api/sessionApi';

/** 返回门户: the external portal, with a script code derived from the user id (spec section 2). */
export function PortalLink() {
  const info = useGetInfoQuery().data;
  const href = info ? portalLink(info.URL, info.user.userid) : '';
  if (!href) return null;
  return (
    <Tooltip content="返回门户">
      <Button type="text" icon={<IconHome />} href={href} target="_blank" rel="noopener" aria-label="返回门户" />
    </Tooltip>
  );
}
