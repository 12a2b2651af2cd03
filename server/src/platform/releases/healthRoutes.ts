import type { RemoteLoadReportEntry } from '@yjf/domain/remoteTelemetry';
import { remoteLoadReportSchema } from '@yjf/domain/remoteTelemetrySchema';
import type { ReleaseHealth } from '@yjf/area-system/domain/releaseHealthSchemas';
import type { App, AppContext } from '../../context';
import type { Auth } from '../../http/callerAuth';
import { authOf } from '../../http/callerAuth';
import { perSessionLimit } from '../../http/clientInfo';
import { requirePlatformPermission } from '../../http/permissions';
import { openedRemotes } from '../remotes/openedRemotes';
import { currentMinute, HEALTH_MINUTES, recordRemoteLoads, releaseHealthOf, remoteLoadsSince } from './remoteLoads';
import { ONLY_PLATFORM } from './releaseWording';

/**
 * Reports a session may send a minute. An open page sends one every ten seconds at most, and one as it closes;
 * a user with a few tabs open stays well under.
 */
export const REPORTS_PER_SESSION_MINUTE = 20;
export const TOO_MANY_REPORTS = '上报过于频繁，请稍后再试';

/**
 * The lines of a report that count: the releases `GET /api/remotes` gives this caller (`openedRemotes`: the
 * version of each area it may open, a candidate only where its canary or its session's preview gives it), and for
 * a candidate the stable release the browser falls back to in the same page load; of these, only versions the
 * registry has published (not an area's dev server). Anything else is left out without a word: a browser of this
 * caller cannot have loaded it, and its reports must not push a candidate it never got into withdrawal, nor a
 * stable release into rollback.
 */
async function countableEntries(
  ctx: AppContext,
  auth: Auth,
  entries: RemoteLoadReportEntry[],
): Promise<RemoteLoadReportEntry[]> {
  const areas = ctx.releases.read().areas;
  const published = entries.filter((entry) =>
    areas[entry.area]?.versions.some((release) => release.version === entry.version),
  );
  if (!published.length) return published;
  const loadable = new Set(
    (await openedRemotes(ctx, auth)).remotes.flatMap((remote) => [
      `${remote.name}@${remote.version}`,
      ...(remote.stable ? [`${remote.name}@${remote.stable.version}`] : []),
    ]),
  );
  return published.filter((entry) => loadable.has(`${entry.area}@${entry.version}`));
}

/**
 * How the areas' releases fare in users' browsers: each open page reports what loaded and what failed
 * (`POST /api/telemetry/remotes`), counted per area, version and minute; 发布管理 reads the last hour
 * (`GET /api/deploy/health`), and the automatic rollback decides on the same counts (releaseHealth.ts).
 */
export async function releaseHealthRoutes(app: App, ctx: AppContext): Promise<void> {
  app.post(
    '/api/telemetry/remotes',
    {
      config: { rateLimit: perSessionLimit(REPORTS_PER_SESSION_MINUTE, TOO_MANY_REPORTS) },
      schema: { summary: '上报业务区域的加载情况', operationId: 'remoteTelemetry', body: remoteLoadReportSchema },
    },
    async (request) => {
      const entries = await countableEntries(ctx, authOf(request), request.body.entries);
      return { counted: await recordRemoteLoads(ctx.database.db, entries) };
    },
  );

  app.get(
    '/api/deploy/health',
    {
      schema: { summary: '各版本近一小时的加载情况', operationId: 'deployHealth' },
      onRequest: requirePlatformPermission(ctx, 'release:list', ONLY_PLATFORM),
    },
    async (_request, reply): Promise<ReleaseHealth> => {
      reply.header('Cache-Control', 'no-store');
      const now = await currentMinute(ctx.database.db);
      return releaseHealthOf(await remoteLoadsSince(ctx.database.db, now, HEALTH_MINUTES), now);
    },
  );
}
