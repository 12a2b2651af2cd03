import fs from 'node:fs';
import path from 'node:path';
import { z } from '@yjf/domain/zod';
import type { AppContext } from '../../context';

/** What `GET /api/health/ready` answers: whether this instance can serve, and what is missing when not. */
export const readinessSchema = z.object({
  status: z.enum(['READY', 'NOT_READY']),
  /** The instance was told to stop (SIGTERM): it answers what it is sent until its connections end, and takes no more. */
  stopping: z.boolean(),
  database: z.object({ up: z.boolean() }),
  releases: z.object({ up: z.boolean(), missing: z.array(z.string()) }),
});
export type Readiness = z.infer<typeof readinessSchema>;

/**
 * Whether the instance can serve a user: its database answers, and the files of every live area version
 * (`mf-manifest.json`) and of the live host version (`index.html`, named `host@<version>` when missing) are on
 * its disk, and it is not stopping, so a proxy sends it traffic only then. A missing live file list is no
 * release yet (nothing to serve), not a fault.
 */
export async function readinessOf(ctx: AppContext, stopping = false): Promise<Readiness> {
  let databaseUp = false;
  try {
    await ctx.database.ping();
    databaseUp = true;
  } catch {
    // reported below
  }
  let missing: string[];
  try {
    missing = ctx.releases
      .live()
      .filter(
        ({ name, version }) => !fs.existsSync(path.join(ctx.releases.versionDir(name, version), 'mf-manifest.json')),
      )
      .map(({ name, version }) => `${name}@${version}`);
    const host = ctx.releases.liveHost();
    if (host && !fs.existsSync(path.join(host.dir, 'index.html'))) missing.push(`host@${host.version}`);
  } catch {
    missing = ['live.json'];
  }
  const releasesUp = missing.length === 0;
  return {
    status: databaseUp && releasesUp && !stopping ? 'READY' : 'NOT_READY',
    stopping,
    database: { up: databaseUp },
    releases: { up: releasesUp, missing },
  };
}
