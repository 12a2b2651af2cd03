import { useRouteLoading } from './routeProgress';

/** The thin bar at the top of the window while a page loads. */
export function TopProgress() {
  const loading = useRouteLoading();
  return (
    <div
      className={loading ? 'top-progress top-progress-active' : 'top-progress'}
      role="progressbar"
      aria-hidden={!loading}
    />
  );
}
