import { useEffect, type ReactNode } from 'react';
import { Button, Spin } from '@yjf/ui/arcoCore';
import { PageNotice } from '@yjf/ui/PageNotice';
import { useGetInfoQuery } from '@yjf/api/sessionApi';
import { writeSessionCache } from '@yjf/api/session';
import { getToken } from '@yjf/api/token';
import { isRequestError, NO_STATUS_MESSAGE } from '@yjf/api/requestError';
import { loginUrl } from '../rootConfig/guard';
import { signOutAndReload } from './errorPresenter';

/**
 * Shows the shell once the signed-in user is known (`auth/info`). Without a token it goes to the sign-in
 * page; if the server says the session is gone (401), it signs out and reloads (spec section 4's "a failure
 * forces logout and a reload", narrowed to the failure that means it: docs/architecture.md).
 *
 * Any other failure leaves the session alone: the network is down, the server restarts, or the page is being
 * left and the browser dropped the call. Signing out then removed the token cookie from under the next page,
 * which had already been asked for with it, and that page went to the sign-in form (a navigation during
 * start-up did it in an e2e run). The gate says what happened and asks again: by 重试, and by itself when the
 * network comes back (the API's `refetchOnReconnect`).
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const signedOut = !getToken();
  useEffect(() => {
    // Reached from a public page without a session: to the sign-in page, coming back here afterwards.
    if (signedOut) window.location.replace(loginUrl(`${location.pathname}${location.search}`));
  }, [signedOut]);
  const { data, error, isFetching, refetch } = useGetInfoQuery(undefined, { skip: signedOut });
  // Only the first load decides: a later refetch that fails (the session ended meanwhile) is the 401 dialog's job.
  const sessionGone = !data && isRequestError(error) && error.status === 401;
  useEffect(() => {
    if (sessionGone) signOutAndReload();
  }, [sessionGone]);
  useEffect(() => {
    if (data) writeSessionCache({ user: data.user, logo: data.logo, link: data.URL });
  }, [data]);
  if (data) return <>{children}</>;
  if (error && !sessionGone)
    return (
      <PageNotice
        kind="error"
        title="无法加载登录信息"
        action={
          <Button type="primary" loading={isFetching} onClick={() => void refetch()}>
            重试
          </Button>
        }
      >
        {error.message || NO_STATUS_MESSAGE}
      </PageNotice>
    );
  return <Spin className="shell-loading" tip="正在加载…" />;
}
