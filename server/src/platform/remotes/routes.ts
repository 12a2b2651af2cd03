import type { AreaPage } from '@yjf/domain/remotes';
import { notInPlanSchema, remotesResponseSchema } from '@yjf/domain/remotesSchema';
import type { App, AppContext } from '../../context';
import { authOf } from '../../http/callerAuth';
import { openedRemotes } from './openedRemotes';
import { devTable } from './resolveRemotes';

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
 * `GET /api/remotes`: the release of every area the caller may open — the areas its menus name, and the one
 * that owns the home page (the platform's administrators: every area) — as `resolveRemotes` picks it (stable,
 * or a candidate by canary or preview), with where its federation manifest is, the pages it owns and whether the
 * live host's kernel can serve it, and the candidates the session previews. The shell reads it on each page
 * load, so a release reaches users on their next load with nothing else rebuilt; a company never learns where
 * an area it has not bought lives.
 */
export async function remotesRoutes(app: App, ctx: AppContext): Promise<void> {
  app.get(
    '/api/remotes',
    { schema: { summary: '当前可用的业务区域', operationId: 'remoteList', response: { 200: remotesResponseSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return openedRemotes(ctx, authOf(request));
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
      return ctx.catalog.notInPlan(authOf(request), livePageTables(ctx));
    },
  );
}
