import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureNginx, startNginx, stopNginx, writeNginxConfig } from './nginxServer';
import type { ProcessRef } from './processes';

/** Ports nothing listens on: taken from the system, then given back. */
async function closedPorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve) => {
          const server = net.createServer().listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as net.AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

// The site as `pnpm cluster start` runs it, in front of two instances that are not running: what a user meets
// when no instance answers.
describe('the nginx site when no instance answers', () => {
  let prefix: string;
  let nginx: ProcessRef;
  let url: string;
  beforeAll(async () => {
    ensureNginx();
    prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'yjf-nginx-'));
    const [listen, ...instances] = await closedPorts(3);
    writeNginxConfig(prefix, {
      listen: `127.0.0.1:${listen}`,
      serverName: '_',
      instancePorts: instances,
      remotesDir: path.join(prefix, 'remotes'),
    });
    nginx = await startNginx(prefix, '127.0.0.1', listen!);
    url = `http://127.0.0.1:${listen}`;
  });
  afterAll(async () => {
    await stopNginx(nginx);
    fs.rmSync(prefix, { recursive: true, force: true });
  });

  it("answers a call as the server's errors do, naming the request nginx logged", async () => {
    for (const init of [{ method: 'GET' }, { method: 'POST', body: '{}' }]) {
      const response = await fetch(`${url}/api/customer`, init);
      const requestId = response.headers.get('x-request-id');
      expect(requestId).toMatch(/^[0-9a-f]{32}$/);
      expect(response.status).toBe(502);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ status: 502, message: '服务暂时不可用，请稍后再试', requestId });
    }
    // A release file that is not on disk goes to the instances too, and is answered the same.
    const missing = await fetch(`${url}/remotes/customers/20261206-000000-abc1234/remoteEntry.js`);
    expect(missing.status).toBe(502);
    expect(await missing.json()).toMatchObject({ status: 502, requestId: missing.headers.get('x-request-id') });
    const access = fs.readFileSync(path.join(prefix, 'logs/access.log'), 'utf8');
    expect(access).toMatch(/"GET \/api\/customer HTTP\/1\.1" 502 .* [0-9a-f]{32} /);
  });

  it('answers a page with a page in Chinese, not nginx’s own', async () => {
    const response = await fetch(`${url}/customer/list`);
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await response.text();
    expect(page).toContain('服务暂时不可用，请稍后刷新页面重试。');
    expect(page).toContain(`请求编号：${response.headers.get('x-request-id')}`);
    expect(page).not.toMatch(/nginx|Bad Gateway/i);
  });
});
