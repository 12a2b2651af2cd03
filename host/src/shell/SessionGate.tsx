import { useEffect, type ReactNode } from 'react';
import { Spin } from '@yjf/ui/arcoCore';
import { useGetInfoQuery } from '@yjf/api/sessionApi';
import { writeSessionCache } from '@yjf/api/session';
import { getToken } from '@yjf/api/token';
import { loginUrl } from '../rootConfig/guard';
import { signOutAndReload } from './errorPresenter';

/**
 * Shows the shell once the signed-in user is known (`auth/info`). Without a token it goes to the sign-in
 * page; if `auth/info` fails, the session is gone: sign out and reload (spec section 4).
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const signedOut = !getToken();
  useEffect(() => {
    // Reached from a public page without a session: to the sign-in page, coming back here afterwards.
    if (signedOut) window.location.replace(loginUrl(`${location.pathname}${location.search}`));
  }, [signedOut]);
  const { data, isError } = useGetInfoQuery(undefined, { skip: signedOut });
  // Only the first load decides: a later refetch that fails (the session ended meanwhile) is the 401 dialog's job.
  const failedToLoad = isError && !data;
  useEffect(() => {
    if (failedToLoad) signOutAndReload();
  }, [failedToLoad]);
  useEffect(() => {
    if (data) writeSessionCache({ user: data.user, logo: data.logo, link: data.URL });
  }, [data]);
  if (!data) return <Spin className="shell-loading" tip="正在加载…" />;
  return <>{children}</>;
}
