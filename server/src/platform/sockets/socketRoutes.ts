import websocket, { type WebSocket } from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';
import { SOCKET_CLOSE_FORBIDDEN, SOCKET_CLOSE_UNAUTHORIZED, SOCKET_CLOSE_UNKNOWN_CHANNEL } from '@yjf/domain/sockets';
import { z } from '@yjf/domain/zod';
import type { App, AppContext } from '../../context';
import type { Auth } from '../../http/callerAuth';
import { SESSION_EXPIRED } from '../auth/authenticate';
import { resolveSession } from '../auth/sessions';
import { foreignOrigin, socketToken } from './socketSession';

/** Who opened a socket: the signed-in caller, the token it came with (to check the session again later). */
export type SocketCaller = { auth: Auth; token: string; request: FastifyRequest };

/**
 * One use of the socket. `open` gets each socket of a signed-in caller on a page of this site; it checks what
 * else the channel needs (closing with `SOCKET_CLOSE_FORBIDDEN`) and keeps the socket for its pushes.
 */
export type SocketChannel = (socket: WebSocket, caller: SocketCaller) => void | Promise<void>;

const FOREIGN_PAGE = '其他网站的页面不能打开此连接';
const NO_CHANNEL = '没有这个推送频道';

const socketQuerySchema = z.object({
  channel: z
    .string()
    .regex(/^[a-z]{1,32}$/, '推送频道不正确')
    .optional(),
  token: z.string().max(300, '登录凭证不正确').optional(),
});

type Channels = { named: Map<string, SocketChannel>; bare?: SocketChannel };
const channelsOf = new WeakMap<App, Channels>();

/**
 * Adds a channel to the kernel's socket: `/websocket?channel=<name>` opens it. `bare` makes it also the channel
 * of `/websocket` without one (服务监控's, as the spec names the path, so its pages keep working).
 *
 * @example addSocketChannel(app, 'messages', (socket, { auth }) => bell.add(socket, auth))
 */
export function addSocketChannel(
  app: App,
  name: string,
  channel: SocketChannel,
  options: { bare?: boolean } = {},
): void {
  const channels = channelsOf.get(app);
  if (!channels) throw new Error('addSocketChannel before socketRoutes');
  if (channels.named.has(name)) throw new Error(`socket channel ${name} added twice`);
  channels.named.set(name, channel);
  if (options.bare) channels.bare = channel;
}

/**
 * The kernel's socket, `/websocket` (one per page; the path nginx has a location for): the session (cookie, or
 * `?token=` where a cookie cannot go) and the page's origin are checked here for every channel, closing with
 * 4401 without a valid session and 4403 for another site's page; then the channel named by `?channel=` takes
 * the socket. Registered before the areas, which add their channels (`addSocketChannel`).
 */
export async function socketRoutes(app: App, ctx: AppContext): Promise<void> {
  const channels: Channels = { named: new Map() };
  channelsOf.set(app, channels);
  // Pages only listen; a frame they send is at most a few bytes.
  await app.register(websocket, { options: { maxPayload: 4096 } });

  app.get(
    '/websocket',
    { websocket: true, schema: { hide: true, querystring: socketQuerySchema } },
    async (socket, request) => {
      const token = socketToken(request);
      const auth = token ? await resolveSession(ctx.database.db, token, ctx.sessions) : null;
      if (!token || !auth) return socket.close(SOCKET_CLOSE_UNAUTHORIZED, SESSION_EXPIRED);
      if (foreignOrigin(request)) return socket.close(SOCKET_CLOSE_FORBIDDEN, FOREIGN_PAGE);
      const { channel: name } = request.query as z.infer<typeof socketQuerySchema>;
      const channel = name ? channels.named.get(name) : channels.bare;
      if (!channel) return socket.close(SOCKET_CLOSE_UNKNOWN_CHANNEL, NO_CHANNEL);
      await channel(socket, { auth, token, request });
    },
  );
}
