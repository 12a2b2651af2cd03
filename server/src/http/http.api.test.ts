import fs from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from '../../test/testServer';
import { bearer, signIn } from '../../test/session';

describe('HTTP basics', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers an unknown API path with a Chinese 404', async () => {
    for (const url of ['/api/nope', '/auth/nope', '/api', '/files/attachments/2/', '/websocket/nope']) {
      const response = await server.request({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 404, message: '接口不存在' });
    }
  });

  it('answers a page address with the page whatever the Accept header (curl, a bookmark, a browser)', async () => {
    for (const headers of [{}, { accept: '*/*' }, { accept: 'application/json' }, { accept: 'text/html' }]) {
      for (const url of ['/', '/customer/list?page=2']) {
        const response = await server.request({ method: 'GET', url, headers });
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      }
    }
    expect((await server.request({ method: 'HEAD', url: '/' })).headers['content-type']).toBe(
      'text/html; charset=utf-8',
    );
  });

  it('says the front end is not built yet instead of a blank page', async () => {
    const response = await server.request({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('前端尚未构建');
  });

  it('answers a missing remote file with 404', async () => {
    const response = await server.request({ method: 'GET', url: '/remotes/system/v1/remoteEntry.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('文件不存在');
  });

  it('serves published remote files as immutable', async () => {
    const build = fs.mkdtempSync(path.join(server.config.dataDir, 'build-'));
    fs.writeFileSync(
      path.join(build, 'mf-manifest.json'),
      JSON.stringify({ id: 'system', name: 'system', exposes: [] }),
    );
    fs.writeFileSync(path.join(build, 'remoteEntry.js'), 'var system;');
    fs.writeFileSync(path.join(build, 'pages.json'), JSON.stringify({ area: 'system', kernel: '1.0.0', pages: [] }));
    const release = server.releases.publish('system', build);

    const token = await signIn(server, '13800000000');
    const listed = await server.request({ method: 'GET', url: '/api/remotes', headers: bearer(token) });
    expect(listed.json()).toEqual({
      remotes: [
        {
          name: 'system',
          version: release.version,
          entry: `/remotes/system/${release.version}/mf-manifest.json`,
          kernel: '1.0.0',
          compatible: true,
          pages: [],
          channel: 'stable',
        },
      ],
      previews: [],
    });
    expect(listed.headers['cache-control']).toBe('no-store');

    const file = await server.request({ method: 'GET', url: `/remotes/system/${release.version}/remoteEntry.js` });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('var system;');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('does not serve the release registry or anything outside the release folders', async () => {
    for (const url of ['/remotes/../live.json', '/remotes/%2e%2e/live.json', '/remotes/..%2flive.json']) {
      const response = await server.request({ method: 'GET', url });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.body).not.toContain('"areas"');
    }
  });

  it('answers malformed JSON with a Chinese 400', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect([400, 404]).toContain(response.statusCode);
    expect(response.json().message).toMatch(/[\u4e00-\u9fa5]/);
  });
});
