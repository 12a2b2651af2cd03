import { navigateToUrl } from 'single-spa';
import { Modal, Notification } from '@yjf/ui/arcoCore';
import type { ErrorPresenter } from '@yjf/api/errorPresenter';
import type { RequestError } from '@yjf/api/requestError';
import { clearSession } from '@yjf/api/session';

let reauthOpen = false;

/** Signs out in this browser and reloads: the guard then shows the sign-in page. */
export function signOutAndReload(): void {
  clearSession();
  window.location.reload();
}

/**
 * The shell's error catalogue (spec section 8): 401 asks whether to sign in again (once, however many calls
 * failed); a 403 of the data a page was opened for goes to /401, a 403 of anything else on the page (a picker's
 * options, a side panel) is a warning and the page stays; a 404 of the record a page was opened for (deleted,
 * perhaps in another tab) is the page's to say, calmly, in its place (`detailFallback`), not an error;
 * a call that failed for want of a network is said by the shell's banner, and by a warning for a write;
 * anything else is a notification for 5 seconds, naming the request when the server failed (a 5xx's id, which
 * its log lines carry: a user's screenshot of the notification finds them), one for each message however many
 * calls met it.
 */
export const shellErrorPresenter: ErrorPresenter = (error, { pageData, write }) => {
  // No network: the banner says so and the reads are asked again when it is back (NetworkNotice); a write's form
  // stays open as typed, and this says why it was not sent, once however many calls failed.
  if (error.status === 'OFFLINE') {
    if (write)
      Notification.warning({ id: 'offline-write', title: '网络已断开', content: error.message, duration: 5000 });
    return;
  }
  if (error.status === 401) {
    if (reauthOpen) return;
    reauthOpen = true;
    Modal.confirm({
      title: '系统提示',
      content: '登录状态已过期，您可以继续留在该页面，或者重新登录',
      okText: '重新登录',
      cancelText: '取消',
      onOk: signOutAndReload,
      onCancel: () => {
        reauthOpen = false;
      },
    });
    return;
  }
  if (error.status === 403 && pageData) {
    navigateToUrl('/401');
    return;
  }
  if (error.status === 404 && pageData) return;
  if (error.status === 403) {
    Notification.warning({
      id: `forbidden:${error.message}`,
      title: '没有权限',
      content: error.message,
      duration: 5000,
    });
    return;
  }
  // One notification per message: the same failure met by several calls at once (a page's first data and its
  // list's own request, the panels of one page) is said once, naming the last call's request.
  Notification.error({ id: `error:${error.message}`, title: '错误', content: withRequestId(error), duration: 5000 });
};

/** The message, and the request's id after it when the server named one. */
export const withRequestId = (error: RequestError) =>
  error.requestId ? `${error.message}（请求编号：${error.requestId}）` : error.message;
