import path from 'node:path';
import { sourcePageTable, type SourcePageTable } from '@yjf/deploy/areaSources';
import {
  contractCompatible,
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

/** An area served by a webpack dev server (`pnpm dev <area>`): its title and pages, read from its source. */
function devTable(area: string): { title: string; pages: AreaPage[] } {
  let table: SourcePageTable;
  try {
    table = sourcePageTable(path.join(repositoryRoot, 'remotes', area));
  } catch {
    return { title: area, pages: [] };
  }
  return { title: table.title, pages: table.pages.map(({ source: _source, ...page }) => page) };
}

/** The pages of every live area, by area: its release's page table (a dev server's, read from its source). */
function livePageTables(ctx: AppContext): Map<string, AreaPage[]> {
  return new Map(
    ctx.releases
      .live()
      .map(({ name, version }) => [
        name,
        ctx.config.remoteDevServers[name] ? devTable(name).pages : (ctx.releases.pageTable(name, version)?.pages ?? []),
      ]),
  );
}

/**
 * `GET /api/remotes`: the live release of every area the caller may open — the areas its menus name, and the
 * one that owns the home page (the platform's administrators: every area) — with where its federation
 * manifest is, the pages it owns, whether the live host's kernel can serve it and whether this server serves the
 * contract of the area's API it was built against. The shell reads it on each page load, so a release reaches
 * users on their next load with nothing else rebuilt; a company never learns where an area it has not bought lives.
 */
export async function remotesRoutes(app: App, ctx: AppContext): Promise<void> {
  app.get(
    '/api/remotes',
    { schema: { summary: '当前可用的业务区域', operationId: 'remoteList', response: { 200: remotesResponseSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const auth = authOf(request);
      const hostKernel = ctx.releases.hostKernel();
      const served = ctx.releases.servedContracts();
      const dev = ctx.config.remoteDevServers;
      const live: LiveRemote[] = ctx.releases.live().map(({ name, version }) => {
        if (dev[name])
          return {
            name,
            ...devTable(name),
            version: 'dev',
            entry: `${dev[name]}/mf-manifest.json`,
            kernel: hostKernel ?? '0.0.0',
            compatible: true,
            contractCompatible: true,
          };
        const table = ctx.releases.pageTable(name, version);
        const kernel = table?.kernel ?? '0.0.0';
        return {
          name,
          title: table?.title ?? name,
          version,
          entry: remoteEntryUrl(name, version),
          kernel,
          compatible: !hostKernel || kernelCompatible(kernel, hostKernel),
          ...(table?.contract ? { contract: table.contract } : {}),
          contractCompatible: !served || contractCompatible(name, table?.contract, served),
          pages: table?.pages ?? [],
        };
      });
      if (auth.company.id === PLATFORM_COMPANY_ID) return { remotes: live };
      const named = new Set(
        (await ctx.catalog.userMenus(auth)).flatMap((menu) => parseRemoteComponent(menu.component)?.remote ?? []),
      );
      return { remotes: live.filter((remote) => named.has(remote.name) || remote.pages.some((page) => page.home)) };
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
