import fs from 'node:fs';
import path from 'node:path';
import { hostKernelOf } from '@yjf/deploy/releaseRegistry';
import {
  kernelCompatible,
  parseRemoteComponent,
  remoteEntryUrl,
  type AreaPage,
  type LiveRemote,
} from '@yjf/domain/remotes';
import { notInPlanSchema, remotesResponseSchema } from '@yjf/domain/remotesSchema';
import { PLATFORM_COMPANY_ID } from '@yjf/domain/session';
import type { App, AppContext } from '../../context';
import { authOf } from '../../http/callerAuth';
import { repositoryRoot } from '../../paths';

/** An area served by a webpack dev server (`pnpm dev <area>`): its page table, read from its source. */
function devPages(area: string): AreaPage[] {
  try {
    const table = JSON.parse(fs.readFileSync(path.join(repositoryRoot, 'remotes', area, 'src/pageTable.json'), 'utf8'));
    return (table as (AreaPage & { source?: string })[]).map(({ source: _source, ...page }) => page);
  } catch {
    return [];
  }
}

/** The pages of every live area, by area: its release's page table (a dev server's, read from its source). */
function livePageTables(ctx: AppContext): Map<string, AreaPage[]> {
  return new Map(
    ctx.releases
      .live()
      .map(({ name, version }) => [
        name,
        ctx.config.remoteDevServers[name] ? devPages(name) : (ctx.releases.pageTable(name, version)?.pages ?? []),
      ]),
  );
}

/**
 * `GET /api/remotes`: the live release of every area the caller may open — the areas its menus name, and the
 * one that owns the home page (the platform's administrators: every area) — with where its federation
 * manifest is, the pages it owns and whether the live host's kernel can serve it. The shell reads it on each
 * page load, so a release reaches users on their next load with nothing else rebuilt; a company never learns
 * where an area it has not bought lives.
 */
export async function remotesRoutes(app: App, ctx: AppContext): Promise<void> {
  app.get(
    '/api/remotes',
    { schema: { summary: '当前可用的业务区域', operationId: 'remoteList', response: { 200: remotesResponseSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const auth = authOf(request);
      const hostKernel = hostKernelOf(ctx.config.hostDist);
      const dev = ctx.config.remoteDevServers;
      const live: LiveRemote[] = ctx.releases.live().map(({ name, version }) => {
        if (dev[name])
          return {
            name,
            version: 'dev',
            entry: `${dev[name]}/mf-manifest.json`,
            kernel: hostKernel ?? '0.0.0',
            compatible: true,
            pages: devPages(name),
            channel: 'stable',
          };
        const table = ctx.releases.pageTable(name, version);
        const kernel = table?.kernel ?? '0.0.0';
        return {
          name,
          version,
          entry: remoteEntryUrl(name, version),
          kernel,
          compatible: !hostKernel || kernelCompatible(kernel, hostKernel),
          pages: table?.pages ?? [],
          channel: 'stable',
        };
      });
      if (auth.company.id === PLATFORM_COMPANY_ID) return { remotes: live, previews: [] };
      const named = new Set(
        (await ctx.catalog.userMenus(auth)).flatMap((menu) => parseRemoteComponent(menu.component)?.remote ?? []),
      );
      return {
        remotes: live.filter((remote) => named.has(remote.name) || remote.pages.some((page) => page.home)),
        previews: [],
      };
    },
  );
  /**
   * `GET /api/remotes/notInPlan`: the pages of the product the caller's company plan does not open (menu pages
   * and the pages of the areas it does not open), with the plans that do, so the shell says 「套餐未包含」 with
   * the way to upgrade rather than 页面不存在. Asked only for a path none of the user's pages matches.
   */
  app.get(
    '/api/remotes/notInPlan',
    {
      schema: { summary: '套餐未包含的页面', operationId: 'remotePagesNotInPlan', response: { 200: notInPlanSchema } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return ctx.catalog.notInPlan(authOf(request).company, livePageTables(ctx));
    },
  );
}
