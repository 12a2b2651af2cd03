import fs from 'node:fs';
import path from 'node:path';
import { hostKernelOf } from '@yjf/deploy/releaseRegistry';
import {
  areaTitle,
  kernelCompatible,
  remoteEntryUrl,
  type AreaPage,
  type LiveRemote,
  type RemotePreview,
} from '@yjf/domain/remotes';
import type { AppContext } from '../../context';
import type { Auth } from '../../http/callerAuth';
import { repositoryRoot } from '../../paths';
import { inCanary } from '../rollouts/canary';
import { previewsOf, readRollouts } from '../rollouts/rollouts';

/** An area served by a webpack dev server (`pnpm dev <area>`): its page table, read from its source. */
export function devPages(area: string): AreaPage[] {
  try {
    const table = JSON.parse(fs.readFileSync(path.join(repositoryRoot, 'remotes', area, 'src/pageTable.json'), 'utf8'));
    return (table as (AreaPage & { source?: string })[]).map(({ source: _source, ...page }) => page);
  } catch {
    return [];
  }
}

/** Every area the caller gets, whatever its menus open, and the candidates the caller's session previews. */
export type ResolvedRemotes = { remotes: LiveRemote[]; previews: RemotePreview[] };

/**
 * Which release of each area the caller gets, the one rule `GET /api/remotes` and the start page's hints share:
 * the candidate the caller's session previews, else the candidate when the caller's company is in its canary
 * (named, or picked by share) and the live host can serve it, else the stable (live) version. A candidate
 * carries the stable release to fall back to. Candidates are read from the database, so every server instance
 * answers the same; an area served by a dev server is always the dev server.
 */
export async function resolveRemotes(ctx: AppContext, auth: Auth): Promise<ResolvedRemotes> {
  const hostKernel = hostKernelOf(ctx.config.hostDist);
  const dev = ctx.config.remoteDevServers;
  const registry = ctx.releases.read().areas;
  const [rollouts, previewed] = await Promise.all([
    readRollouts(ctx.database.db),
    // A deploy token calls with no session (0): it previews nothing.
    auth.sessionId ? previewsOf(ctx.database.db, auth.sessionId) : [],
  ]);
  const released = (name: string, version: string): Omit<LiveRemote, 'channel'> => {
    const table = ctx.releases.pageTable(name, version);
    const kernel = table?.kernel ?? '0.0.0';
    return {
      name,
      version,
      entry: remoteEntryUrl(name, version),
      kernel,
      compatible: !hostKernel || kernelCompatible(kernel, hostKernel),
      pages: table?.pages ?? [],
    };
  };
  const candidates = new Map(
    rollouts
      .filter(({ area, version }) => {
        const releases = registry[area];
        return !dev[area] && releases?.live !== version && releases?.versions.some((v) => v.version === version);
      })
      .map((rollout) => [rollout.area, rollout]),
  );
  const areas = [...new Set([...Object.keys(registry).filter((area) => registry[area]!.live), ...candidates.keys()])];

  const previews: RemotePreview[] = [];
  const remotes = areas.sort().flatMap((name): LiveRemote[] => {
    const live = registry[name]?.live ?? null;
    if (dev[name])
      return [
        {
          name,
          version: 'dev',
          entry: `${dev[name]}/mf-manifest.json`,
          kernel: hostKernel ?? '0.0.0',
          compatible: true,
          pages: devPages(name),
          channel: 'stable',
        },
      ];
    const candidate = candidates.get(name);
    if (candidate) {
      const release = released(name, candidate.version);
      const stable = live ? { version: live, entry: remoteEntryUrl(name, live) } : null;
      if (previewed.some((preview) => preview.area === name && preview.version === candidate.version)) {
        previews.push({ area: name, title: areaTitle(name), version: candidate.version });
        return [{ ...release, channel: 'preview', stable }];
      }
      if (release.compatible && inCanary(auth.company.id, candidate))
        return [{ ...release, channel: 'canary', stable }];
    }
    return live ? [{ ...released(name, live), channel: 'stable' }] : [];
  });
  return { remotes, previews };
}
