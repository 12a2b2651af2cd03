import { useEffect, useState } from 'react';
import type { LiveRemote } from '@yjf/domain/remotes';
import { liveRemotesNow, loadLiveRemotes } from './remoteRegistry';

/**
 * The live areas the user may open, with their page tables, once per page load (undefined while they load;
 * none when the server could not say, so the menu pages still open and show their own retry).
 *
 * @example const remotes = useLiveRemotes(); const routes = routeTable(menus, remotes ?? []);
 */
export function useLiveRemotes(): LiveRemote[] | undefined {
  // Read already when a page opened cold waited for them: the first draw has them, and draws once.
  const [remotes, setRemotes] = useState<LiveRemote[] | undefined>(liveRemotesNow);
  const known = remotes !== undefined;
  useEffect(() => {
    if (known) return;
    let current = true;
    loadLiveRemotes().then(
      (live) => current && setRemotes([...live.values()]),
      () => current && setRemotes([]),
    );
    return () => {
      current = false;
    };
  }, [known]);
  return remotes;
}
