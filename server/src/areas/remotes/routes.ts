import { remoteEntryUrl } from '@yjf/domain/remotes';
import { remotesResponseSchema } from '@yjf/domain/remotesSchema';
import type { App, AppContext } from '../../context';

/**
 * `GET /api/remotes`: the live version of every area and its federation manifest. The host reads it on each
 * page load, so a release reaches users on their next load without the host being rebuilt.
 */
export async function remotesRoutes(app: App, ctx: AppContext): Promise<void> {
  app.get(
    '/api/remotes',
    { config: { public: true }, schema: { response: { 200: remotesResponseSchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const live = ctx.releases
        .live()
        .map(({ name, version }) => ({ name, version, entry: remoteEntryUrl(name, version) }));
      const dev = ctx.config.remoteDevServers;
      return {
        remotes: live.map((remote) =>
          dev[remote.name] ? { ...remote, version: 'dev', entry: `${dev[remote.name]}/mf-manifest.json` } : remote,
        ),
      };
    },
  );
}
