import type { MonitorSnapshot } from '@yjf/area-system/domain/monitorSchemas';
import { startTestServer, type TestServer } from '../../../../test/testServer';
import { apiCaller } from '../../../../test/apiCalls';
import { signIn } from '../../../../test/session';

/** The client socket injectWS answers (the `ws` package's WebSocket). */
type WebSocket = Awaited<ReturnType<TestServer['app']['injectWS']>>;
type Opened = { socket: WebSocket; frames: MonitorSnapshot[]; closed: Promise<{ code: number; reason: string }> };

/** 服务监控: one reading over HTTP, readings pushed over /websocket, and only for the platform's administrators. */
describe('server monitor', () => {
  let server: TestServer;
  let platform: string; // platform administrator (company 1)
  let admin2: string; // administrator of company 2

  const { call, ok } = apiCaller(() => server);

  /** Opens /websocket as the browser does (the session cookie), collecting what it receives. */
  async function open(headers: Record<string, string>, path = '/websocket'): Promise<Opened> {
    const frames: MonitorSnapshot[] = [];
    let onClose: (value: { code: number; reason: string }) => void = () => {};
    const closed = new Promise<{ code: number; reason: string }>((resolve) => (onClose = resolve));
    const socket = await server.app.injectWS(
      path,
      { headers },
      {
        onInit: (ws) => {
          ws.on('message', (data) => frames.push(JSON.parse(String(data)) as MonitorSnapshot));
          ws.on('close', (code, reason) => onClose({ code, reason: String(reason) }));
        },
      },
    );
    return { socket, frames, closed };
  }

  const waitFor = async (condition: () => boolean, ms = 4000) => {
    const until = Date.now() + ms;
    while (!condition() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 25));
    return condition();
  };

  beforeAll(async () => {
    server = await startTestServer();
    [platform, admin2] = await Promise.all(['13800000000', '13800000001'].map((phone) => signIn(server, phone)));
  });
  afterAll(async () => {
    // Injected sockets never see their peer's end, so a closed socket would wait out ws's 30 s close timer.
    for (const client of server.app.websocketServer.clients) client.terminate();
    await server.close();
  });

  it('answers one reading of CPU, memory, disk, system, process and database to the platform', async () => {
    const reading = await ok<MonitorSnapshot>(platform, 'GET', '/api/monitor');
    expect(reading.cpu.cores).toBeGreaterThan(0);
    expect(reading.cpu.usage).toBeGreaterThanOrEqual(0);
    expect(reading.cpu.usage).toBeLessThanOrEqual(100);
    expect(reading.memory.total).toBeGreaterThan(reading.memory.used);
    expect(reading.disk?.total).toBeGreaterThan(0);
    expect(reading.system.hostname).toBeTruthy();
    expect(reading.process).toMatchObject({ pid: process.pid, node: process.version });
    expect(reading.database).toMatchObject({ up: true, kind: expect.stringMatching(/^(PGlite|PostgreSQL)$/) });
    expect(reading.database.sizeBytes).toBeGreaterThan(0);
    expect(reading.database.responseMs).toBeGreaterThanOrEqual(0);

    const refused = await call(admin2, 'GET', '/api/monitor');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('服务监控仅平台管理员可以查看');
  });

  it('pushes readings to a platform administrator over /websocket', async () => {
    const { socket, frames, closed } = await open({ cookie: `theme=dark; YJF-TOKEN=${platform}` });
    expect(await waitFor(() => frames.length > 0)).toBe(true);
    expect(frames[0]).toMatchObject({
      cpu: { cores: expect.any(Number) },
      memory: { total: expect.any(Number) },
      database: { up: true },
    });
    socket.close();
    expect((await closed).code).toBe(1005);
  });

  it('accepts the token in the query where a cookie cannot go', async () => {
    const { socket, frames, closed } = await open({}, `/websocket?token=${platform}`);
    expect(await waitFor(() => frames.length > 0)).toBe(true);
    socket.close();
    expect((await closed).code).toBe(1005);
  });

  it('closes the socket of a company administrator (4403) and of a stranger (4401)', async () => {
    const company = await open({ cookie: `YJF-TOKEN=${admin2}` });
    expect(await company.closed).toEqual({ code: 4403, reason: '服务监控仅平台管理员可以查看' });
    expect(company.frames).toEqual([]);

    const stranger = await open({});
    expect((await stranger.closed).code).toBe(4401);
    const forged = await open({ cookie: 'YJF-TOKEN=not-a-real-session-token-at-all' });
    expect((await forged.closed).code).toBe(4401);
  });

  it("refuses a page of another site opening the socket with the administrator's cookie", async () => {
    const foreign = await open({ cookie: `YJF-TOKEN=${platform}`, origin: 'https://evil.example', host: 'localhost' });
    expect((await foreign.closed).code).toBe(4403);
  });
});
