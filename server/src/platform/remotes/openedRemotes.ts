import { parseRemoteComponent } from '@yjf/domain/remotes';
import { PLATFORM_COMPANY_ID } from '@yjf/domain/session';
import type { AppContext } from '../../context';
import type { Auth } from '../../http/callerAuth';
import { resolveRemotes, type ResolvedRemotes } from './resolveRemotes';

/**
 * The areas the caller may open, in the release `resolveRemotes` gives it (stable, or a candidate by canary or
 * preview), and the previews among them: the areas its menus name and the one that owns the home page (the
 * platform's administrators: every area). What `GET /api/remotes` answers, and the only releases a browser of
 * this caller can have loaded, so the only ones its load reports count for.
 */
export async function openedRemotes(ctx: AppContext, auth: Auth): Promise<ResolvedRemotes> {
  const { remotes, previews } = await resolveRemotes(ctx, auth);
  if (auth.company.id === PLATFORM_COMPANY_ID) return { remotes, previews };
  const named = new Set(
    (await ctx.catalog.userMenus(auth)).flatMap((menu) => parseRemoteComponent(menu.component)?.remote ?? []),
  );
  const opened = remotes.filter((remote) => named.has(remote.name) || remote.pages.some((page) => page.home));
  return { remotes: opened, previews: previews.filter(({ area }) => opened.some(({ name }) => name === area)) };
}
