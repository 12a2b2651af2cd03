import { useEffect, useState } from 'react';
import { Button, Message, Tooltip } from '@yjf/ui/arcoCore';
import { IconFullscreen, IconFullscreenExit } from '@arco-design/web-react/icon';

/** Full screen on and off; where the browser cannot, a warning (spec section 2). */
export function Screenfull() {
  const [full, setFull] = useState(Boolean(document.fullscreenElement));
  useEffect(() => {
    const change = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', change);
    return () => document.removeEventListener('fullscreenchange', change);
  }, []);
  const toggle = () => {
    if (!document.fullscreenEnabled) {
      Message.warning('您的浏览器不支持全屏');
      return;
    }
    void (full ? document.exitFullscreen() : document.documentElement.requestFullscreen());
  };
  return (
    <Tooltip content={full ? '退出全屏' : '全屏'}>
      <Button
        type="text"
        icon={full ? <IconFullscreenExit /> : <IconFullscreen />}
        aria-label={full ? '退出全屏' : '全屏'}
        onClick={toggle}
      />
    </Tooltip>
  );
}
