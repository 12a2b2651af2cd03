import { eq } from 'drizzle-orm';
import type { MessageSignal } from '@yjf/domain/messages';
import { apiCaller } from '../../../test/apiCalls';
import { signIn } from '../../../test/session';
import { cutListeners, postgresUrl } from '../../../test/templateDatabase';
import { startTestServer, type TestServer } from '../../../test/testServer';
import type { App } from '../../context';
import { users } from '../../db/accountTables';
import { inTransaction } from '../../db/transaction';
import { messages } from './messageTables';
import { sendMessages } from './sendMessages';

/** The client socket injectWS answers (the `ws` package's WebSocket). */
type WebSocket = Awaited<ReturnType<App['injectWS']>>;
type Opened = {
  socket: WebSocket;
  frames: MessageSignal[];
  closed: Promise<{ code: number; reason: string }>;
  /** Resolves with the first frame received from now on that `holds`. */
  next(holds?: (frame: MessageSignal) => boolean): Promise<MessageSignal>;
};

/**
 * The bells: `/websocket?channel=messages` pushes the user's unread count on connecting and whenever their
 * messages change, on whichever instance the page's socket is (each instance hears `yjf_messages` and pushes to
 * its own sockets); a socket whose session has ended is closed at its next push.
 */
describe('the bell socket', () => {
  let server: TestServer;
  let other: App;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  const { ok } = apiCaller(() => server);
  const db = () => server.database.db;

  async function open(app: App, headers: Record<string, string>, path = '/websocket?channel=messages') {
    const frames: MessageSignal[] = [];
    const waiting: { holds: (frame: MessageSignal) => boolean; resolve: (frame: MessageSignal) => void }[] = [];
    let onClose: (value: { code: number; reason: string }) => void = () => {};
    const closed = new Promise<{ code: number; reason: string }>((resolve) => (onClose = resolve));
    const socket = await app.injectWS(
      path,
      { headers },
      {
        onInit: (ws) => {
          ws.on('message', (data) => {
            const frame = JSON.parse(String(data)) as MessageSignal;
            frames.push(frame);
            for (const wait of waiting.splice(0)) {
              if (wait.holds(frame)) wait.resolve(frame);
              else waiting.push(wait);
            }
          });
          ws.on('close', (code, reason) => onClose({ code, reason: String(reason) }));
        },
      },
    );
    const next = (holds: (frame: MessageSignal) => boolean = () => true) =>
      new Promise<MessageSignal>((resolve, reject) => {
        waiting.push({ holds, resolve });
        setTimeout(() => reject(new Error(`no frame within 4 s; had ${JSON.stringify(frames)}`)), 4000).unref();
      });
    return { socket, frames, closed, next } satisfies Opened;
  }
  const asUser = (phone: string) => ({ cookie: `YJF-TOKEN=${tokens[phone]}` });
  const send = (phone: string, title: string) =>
    inTransaction(db(), (tx) =>
      sendMessages(tx, server.app.appContext, [
        { companyId: 2, kind: 'followupDue', title, content: '', to: [ids[phone]!] },
      ]),
    );
  const until = async (condition: () => boolean, ms = 4000) => {
    const end = Date.now() + ms;
    while (!condition() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 25));
    return condition();
  };

  beforeAll(async () => {
    server = await startTestServer();
    other = await server.anotherInstance();
    for (const phone of ['13800000001', '13800000002']) {
      tokens[phone] = await signIn(server, phone);
      ids[phone] = (await db().select({ id: users.id }).from(users).where(eq(users.username, phone)))[0]!.id;
    }
  });
  afterAll(async () => {
    // Injected sockets never see their peer's end, so a closed socket would wait out ws's 30 s close timer.
    for (const app of [server.app, other]) for (const client of app.websocketServer.clients) client.terminate();
    await other.close();
    await server.close();
  });
  beforeEach(() => db().delete(messages));

  it('pushes the count on connecting, and again when a message is sent, to the user’s sockets on every instance', async () => {
    await send('13800000001', '已有一条');
    const here = await open(server.app, asUser('13800000001'));
    const there = await open(other, asUser('13800000001'));
    const colleague = await open(other, asUser('13800000002'));
    expect(await until(() => here.frames.length > 0 && there.frames.length > 0 && colleague.frames.length > 0)).toBe(
      true,
    );
    expect(here.frames).toEqual([{ type: 'messages', unread: 1 }]);
    expect(there.frames.at(-1)).toEqual({ type: 'messages', unread: 1 });

    const onHere = here.next((frame) => frame.unread === 2);
    const onThere = there.next((frame) => frame.unread === 2);
    expect(await send('13800000001', '新的一条')).toBe(1);
    expect(await onHere).toEqual({ type: 'messages', unread: 2 });
    expect(await onThere).toEqual({ type: 'messages', unread: 2 });
    // Her colleague's bell heard nothing of it: only its connecting count.
    expect(colleague.frames).toEqual([{ type: 'messages', unread: 0 }]);

    // Read on one page: the user's other pages count again.
    const read = there.next((frame) => frame.unread === 0);
    await ok(tokens['13800000001']!, 'PUT', '/api/messages/read', { all: true });
    expect(await read).toEqual({ type: 'messages', unread: 0 });
    for (const opened of [here, there, colleague]) opened.socket.terminate();
  });

  it('closes a socket whose session has ended at its next push, as one opened without a session', async () => {
    const token = await signIn(server, '13800000002');
    const page = await open(other, { cookie: `YJF-TOKEN=${token}` });
    expect(await until(() => page.frames.length > 0)).toBe(true);
    await ok(token, 'DELETE', '/auth/logout');
    await send('13800000002', '退出之后');
    expect(await page.closed).toEqual({ code: 4401, reason: '登录状态已过期，请重新登录' });
    expect(page.frames).toEqual([{ type: 'messages', unread: 0 }]);

    const stranger = await open(server.app, {});
    expect((await stranger.closed).code).toBe(4401);
    const unknown = await open(server.app, asUser('13800000001'), '/websocket?channel=nothing');
    expect(await unknown.closed).toEqual({ code: 4404, reason: '没有这个推送频道' });
    const foreign = await open(server.app, {
      ...asUser('13800000001'),
      origin: 'https://evil.example',
      host: 'localhost',
    });
    expect((await foreign.closed).code).toBe(4403);
  });

  const onPostgres = postgresUrl() ? it : it.skip;
  onPostgres('counts every socket again after its instance’s listening connection came back', async () => {
    const page = await open(other, asUser('13800000002'));
    expect(await until(() => page.frames.length > 0)).toBe(true);
    await cutListeners(db());
    // Written while nobody listens: the notice is lost, the count is pushed once listening again.
    await db()
      .insert(messages)
      .values({ companyId: 2, userId: ids['13800000002']!, kind: 'taskDue', title: '没人听见时', content: '' });
    expect(await page.next((frame) => frame.unread === 1)).toEqual({ type: 'messages', unread: 1 });
    page.socket.terminate();
  });
});
