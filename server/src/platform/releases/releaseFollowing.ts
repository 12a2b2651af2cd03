import type { AppContext, AppServices } from '../../context';
import { withKeyLock } from '../../db/keyLock';
import { RELEASE_LOCK } from './releaseGuards';
import { RELEASES_CHANNEL, ReleaseMirror } from './releaseMirror';

/**
 * The bucket's releases this instance follows, when the server's files are in a bucket (then `storage` is that
 * bucket); else null.
 */
export function releaseMirrorOf(services: Pick<AppServices, 'config' | 'releases' | 'storage'>): ReleaseMirror | null {
  return services.config.files.kind === 'bucket' ? new ReleaseMirror(services.releases, services.storage) : null;
}

/**
 * Joins this instance's releases with the bucket's (its own builds published at start included) under the
 * registry's lock, then takes every change another instance tells of. Answers how to stop hearing.
 */
export async function followReleases(
  ctx: Pick<AppContext, 'database' | 'notices' | 'releaseMirror'>,
  onError: (error: unknown) => void,
): Promise<() => void> {
  const mirror = ctx.releaseMirror;
  if (!mirror) return () => {};
  await withKeyLock(ctx.database.db, RELEASE_LOCK, async (tx) => {
    await mirror.join();
    await ctx.notices.publishIn(tx, RELEASES_CHANNEL);
  });
  // `''` (the listening connection came back) too: what was told meanwhile is taken now.
  return ctx.notices.subscribe(RELEASES_CHANNEL, () => void mirror.pull().catch(onError));
}
