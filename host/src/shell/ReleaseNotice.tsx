import { useEffect } from 'react';
import { Button, Notification } from '@yjf/ui/arcoCore';
import { fetchLiveRemotes, loadLiveRemotes } from '../federation/remoteRegistry';
import { watchReleases } from '../federation/releaseWatch';

const NOTICE_ID = 'new-release';

/** Tells the user, until they refresh or close it, that a release went live after this page loaded. */
export function showNewReleaseNotice(): void {
  Notification.info({
    id: NOTICE_ID,
    title: '有新版本',
    content: '系统已发布新版本，刷新页面即可使用',
    duration: 0,
    closable: true,
    btn: (
      <Button type="primary" size="small" onClick={() => window.location.reload()}>
        刷新
      </Button>
    ),
  });
}

/**
 * The 有新版本 notice: a release of any area that goes live while this page is open (published, switched or
 * rolled back on the release screen) reaches the page only when it loads again, so the user is told.
 */
export function ReleaseNotice() {
  useEffect(
    () =>
      watchReleases({
        loaded: loadLiveRemotes,
        fetchLive: fetchLiveRemotes,
        onNewRelease: showNewReleaseNotice,
        events: window,
        hidden: () => document.hidden,
      }),
    [],
  );
  return null;
}
