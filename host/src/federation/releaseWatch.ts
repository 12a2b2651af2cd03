import type { LiveRemote } from '@yjf/domain/remotes';

/** How often an open page asks whether a new release went live. */
export const RELEASE_CHECK_MS = 60_000;
/** Focus checks closer together than this are skipped: switching windows back and forth costs nothing. */
const FOCUS_GAP_MS = 10_000;

/** The live releases as one comparable key (`customers@/remotes/customers/v1/...,system@...`). */
export function releaseKey(remotes: Iterable<Pick<LiveRemote, 'name' | 'entry'>>): string {
  return [...remotes]
    .map((remote) => `${remote.name}@${remote.entry}`)
    .sort()
    .join(',');
}

/** Whether an area was released, switched, rolled back, added or removed since the page loaded. */
export function releasedSince(loaded: Map<string, LiveRemote>, live: LiveRemote[]): boolean {
  return releaseKey(loaded.values()) !== releaseKey(live);
}

export type ReleaseWatchOptions = {
  /** What this page loaded (the federation runtime's registrations). */
  loaded: () => Promise<Map<string, LiveRemote>>;
  /** The live releases now (`GET /api/remotes`, never from a cache). */
  fetchLive: () => Promise<LiveRemote[]>;
  /** Called once for each new set of live releases that differs from what the page loaded. */
  onNewRelease: () => void;
  /** Where focus events come from (the window). */
  events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** Whether the page is in the background: timed checks wait for it to be seen again. */
  hidden: () => boolean;
  intervalMs?: number;
  now?: () => number;
};

/**
 * Watches for releases that went live after the page loaded: every minute while the page is visible and
 * whenever its window gets focus. Failed checks are ignored (the next one tries again). Answers a stop
 * function.
 */
export function watchReleases(options: ReleaseWatchOptions): () => void {
  const now = options.now ?? Date.now;
  let stopped = false;
  let lastCheck = 0;
  let notified: string | null = null;
  let loaded: Map<string, LiveRemote> | null = null;

  const check = async () => {
    lastCheck = now();
    try {
      loaded ??= await options.loaded();
      const live = await options.fetchLive();
      if (stopped || !releasedSince(loaded, live)) return;
      const key = releaseKey(live);
      if (key === notified) return;
      notified = key;
      options.onNewRelease();
    } catch {
      // offline or the server restarting: the next check tries again
    }
  };
  const onFocus = () => {
    if (now() - lastCheck >= FOCUS_GAP_MS) void check();
  };
  const timer = setInterval(() => {
    if (!options.hidden()) void check();
  }, options.intervalMs ?? RELEASE_CHECK_MS);
  options.events.addEventListener('focus', onFocus);
  return () => {
    stopped = true;
    clearInterval(timer);
    options.events.removeEventListener('focus', onFocus);
  };
}
