import type { FastifyRequest } from 'fastify';
import { ReleaseError } from '@yjf/deploy/releaseRegistry';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { withKeyLock } from '../../db/keyLock';
import { badRequest, forbidden } from '../../http/errors';
import { ArchiveError } from './releaseArchive';
import { RELEASES_CHANNEL } from './releaseMirror';

/**
 * Runs a release change in a transaction holding the registry's lock: live.json is read, changed and written
 * whole, and the candidates in the database change with it, one change at a time across every server instance
 * over this database (they share the releases folder, or follow the bucket's: releaseMirror.ts).
 */
/** The advisory lock under which the registry changes, on every instance over the database. */
export const RELEASE_LOCK = 'release-registry';

export const withReleaseLock = <T>(
  ctx: Pick<AppContext, 'database' | 'releaseMirror' | 'notices'>,
  change: (tx: Db) => Promise<T>,
): Promise<T> =>
  withKeyLock(ctx.database.db, RELEASE_LOCK, async (tx) => {
    const mirror = ctx.releaseMirror;
    if (!mirror) return change(tx);
    // Where releases live in a bucket: change the bucket's latest state, and write it back before the lock ends.
    await mirror.pull();
    const result = await change(tx);
    await mirror.push();
    await ctx.notices.publishIn(tx, RELEASES_CHANNEL);
    return result;
  });

// The areas are those the registry holds; a new one arrives with its first release (the build names it).
export const knownAreas = (ctx: AppContext) => Object.keys(ctx.releases.read().areas).sort();

/** The registry's and the archive's refusals (Chinese) as 400s. */
export const asBadRequest = (error: unknown): never => {
  if (error instanceof ReleaseError || error instanceof ArchiveError) throw badRequest(error.message);
  throw error;
};

/** A deploy token releases only the areas it names. */
export function assertTokenMayRelease(
  request: FastifyRequest,
  area: string,
  areaTitle: (area: string) => string,
): void {
  const token = request.deployToken;
  if (token && !token.areas.includes(area))
    throw forbidden(
      `部署令牌「${token.name}」不能发布「${areaTitle(area)}」，只能发布：${token.areas.map(areaTitle).join('、')}`,
    );
}

/**
 * Only a release-level deploy token (or an administrator's session) may do what puts code in front of every
 * user: upload live, switch, roll back, promote, withdraw. `what` says what was refused (上线新版本).
 */
export function assertReleaseLevel(request: FastifyRequest, what: string): void {
  const token = request.deployToken;
  if (token && token.level !== 'release')
    throw forbidden(`部署令牌「${token.name}」是候选级令牌，只能上传候选版本和设置灰度，不能${what}`);
}

/** How the operation log says who released: a pipeline's token is named after what it did. */
export const byToken = (request: FastifyRequest) =>
  request.deployToken ? `（部署令牌「${request.deployToken.name}」）` : '';
