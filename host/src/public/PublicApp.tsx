import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import '@arco-design/web-react/es/style/index.css';
import { LoginPage } from './pages/LoginPage';

const SIGN_IN_PATH = '/login';

// The 404 and 401 pages carry Arco's illustrations; the sign-in page does not load them.
const StatusPage = lazy(() => import(/* webpackChunkName: "status-page" */ './pages/StatusPage'));

/** The current path, following single-spa's navigations and the browser's back and forward. */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}

/**
 * The pages anyone can open: sign-in, not found and forbidden. Three fixed pages need no router, so the
 * sign-in page loads neither React Router, nor the shell, nor any remote.
 */
export function PublicApp() {
  // The build draws the sign-in page ahead (signInMarkup.tsx), and the page takes that drawing over on /login.
  const pathname = useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => SIGN_IN_PATH,
  );
  useEffect(() => document.body.classList.add('app-mounted'), []);
  if (pathname === SIGN_IN_PATH) return <LoginPage />;
  return (
    <Suspense fallback={null}>
      <StatusPage kind={pathname === '/401' ? '401' : '404'} />
    </Suspense>
  );
}
