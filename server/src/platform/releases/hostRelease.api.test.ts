import type { CreatedDeployToken } from '@yjf/area-system/domain/deployTokenSchemas';
import type { DeployOverview, PublishedRelease, ReleaseLive } from '@yjf/area-system/domain/releaseSchemas';
import type { RemotesResponse } from '@yjf/domain/remotes';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { apiCaller } from '../../../test/apiCalls';
import { bearer, signIn } from '../../../test/session';
import { fakeHostBuild, fakeRemoteBuild, multipart, tgzOf, underFolder, zipOf } from './testing/releaseArchives';

/** The `<meta name="yjf-host-build">` of a page: which host build drew it. */
const buildOf = (html: string) => /<meta name="yjf-host-build" content="([^"]*)">/.exec(html)?.[1] ?? null;

/**
 * The host is a release too: its builds are published, switched and rolled back like an area's, and every page
 * is the live host version's, read on each request, so a host release needs no restart on any instance; a page
 * opened before it keeps finding its chunks.
 */
describe('host releases', () => {
  let server: TestServer;
  let platform: string; // 13800000000, platform administrator
  let admin2: string; // 13800000001, administrator of company 2

  const { call, ok } = apiCaller(() => server);
  const upload = (token: string, area: string, data: Buffer, fileName = 'host.tgz') => {
    const { body, contentType } = multipart([
      { name: 'area', value: area },
      { name: 'file', fileName, data },
    ]);
    return server.request({
      method: 'POST',
      url: '/api/deploy/upload',
      headers: { ...bearer(token), 'content-type': contentType },
      payload: body,
    });
  };
  const releaseHost = async (text: string, kernel = '1.0.0', chunk = '0a0a0a0a') => {
    const response = await upload(platform, 'host', tgzOf(fakeHostBuild(text, kernel, chunk)));
    expect([response.statusCode, response.body]).toEqual([200, expect.any(String)]);
    return response.json() as PublishedRelease;
  };
  const get = (url: string, cookie?: string) =>
    server.request({ method: 'GET', url, headers: cookie ? { cookie: `YJF-TOKEN=${cookie}` } : {} });
  const pageBuild = async (url = '/dashboard', cookie?: string) => buildOf((await get(url, cookie)).body);

  beforeAll(async () => {
    server = await startTestServer({ LOG_LEVEL: 'error' });
    [platform, admin2] = await Promise.all(['13800000000', '13800000001'].map((phone) => signIn(server, phone)));
  });
  afterAll(() => server.close());

  it('serves no page before a host is built or released, and only a platform administrator releases one', async () => {
    expect((await get('/dashboard')).statusCode).toBe(503);
    const refused = await upload(admin2, 'host', tgzOf(fakeHostBuild('x')));
    expect(refused.statusCode).toBe(403);
    expect((await call(admin2, 'POST', '/api/deploy/rollback', { area: 'host' })).statusCode).toBe(403);
  });

  it('a host release changes every page at once, keeps the old chunks served, and rolls back, with no restart', async () => {
    const first = await releaseHost('第一版', '1.0.0', '0a0a0a0a');
    expect(first).toMatchObject({ area: 'host', live: true, files: 5 });
    expect(first.message).toBe(`主应用：已发布新版本 ${first.version}，已设为当前版本`);
    expect(await pageBuild('/dashboard', 'a-token')).toBe('第一版');
    expect(await pageBuild('/login')).toBe('第一版');
    const page = await get('/dashboard');
    expect([page.statusCode, page.headers['cache-control']]).toEqual([200, 'no-cache']);
    expect(page.body).toContain('<title>登录</title>'); // the drawn sign-in page, of the live host
    expect((await get('/kernel.json')).json()).toEqual({ kernel: '1.0.0' });

    const second = await releaseHost('第二版', '1.0.0', '1b1b1b1b');
    expect(await pageBuild()).toBe('第二版');
    expect((await get('/favicon.svg')).body).toContain('第二版');
    // A page opened before the release asks for its chunk after it: still served, for good.
    const oldChunk = await get('/main.0a0a0a0a.js');
    expect([oldChunk.statusCode, oldChunk.headers['cache-control'], oldChunk.body]).toEqual([
      200,
      'public, max-age=31536000, immutable',
      'console.log("第一版");',
    ]);
    expect((await get('/main.1b1b1b1b.js')).body).toBe('console.log("第二版");');
    // A file of no version is no file; a file that is not hashed comes from the live version only.
    expect((await get('/main.2c2c2c2c.js')).statusCode).toBe(404);

    // Every instance over the same releases folder serves the same page, started before the release or not.
    const another = await server.anotherInstance();
    try {
      const seen = async () => buildOf((await another.inject({ method: 'GET', url: '/dashboard' })).body);
      expect(await seen()).toBe('第二版');
      const rolledBack = await ok<ReleaseLive>(platform, 'POST', '/api/deploy/rollback', { area: 'host' });
      expect(rolledBack).toEqual({ area: 'host', live: first.version, message: `主应用已回滚到版本 ${first.version}` });
      expect(await seen()).toBe('第一版');
      expect(await pageBuild()).toBe('第一版');
      // The rolled-back page's newer chunk stays served too, for a page opened on the second version.
      expect((await get('/main.1b1b1b1b.js')).statusCode).toBe(200);

      await ok(platform, 'PUT', '/api/deploy/switch', { area: 'host', version: second.version });
      expect(await seen()).toBe('第二版');
    } finally {
      await another.close();
    }

    const overview = await ok<DeployOverview>(platform, 'GET', '/api/deploy');
    expect(overview.areas[0]).toMatchObject({
      area: 'host',
      title: '主应用',
      live: second.version,
      history: [first.version],
    });
    expect(overview.areas[0]!.versions.map((v) => [v.version, v.live])).toEqual([
      [second.version, true],
      [first.version, false],
    ]);
    expect(overview.areas.filter((area) => area.area === 'host')).toHaveLength(1);
  });

  it('publishes the same host build once, and refuses an archive that is not a host build', async () => {
    const again = await upload(
      platform,
      'host',
      zipOf(underFolder('dist', fakeHostBuild('第二版', '1.0.0', '1b1b1b1b'))),
      'host-dist.zip',
    );
    expect(again.json()).toMatchObject({ live: true, message: expect.stringContaining('与已发布的版本') });
    const remote = await upload(platform, 'host', tgzOf(fakeRemoteBuild('customers', 'x')));
    expect([remote.statusCode, remote.json().message]).toEqual([
      400,
      '压缩包中没有 kernel.json：请上传主应用 host/dist 目录的内容',
    ]);
    const noPage = await upload(
      platform,
      'host',
      tgzOf(fakeHostBuild('x').filter((entry) => entry.name !== 'index.html')),
    );
    expect([noPage.statusCode, noPage.json().message]).toEqual([400, expect.stringContaining('没有 index.html')]);
    const unknown = await call(platform, 'PUT', '/api/deploy/switch', {
      area: 'host',
      version: '20260101-000000-abcdef0',
    });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, '主应用没有版本 20260101-000000-abcdef0']);
  });

  it('checks kernels both ways against the live host: no host that a live area needs more of, no area the host cannot serve', async () => {
    const host = await releaseHost('内核 1.2', '1.2.0', '2c2c2c2c');
    const area = await upload(platform, 'customers', tgzOf(fakeRemoteBuild('customers', '1.2', '1.2.0')));
    expect(area.statusCode).toBe(200);
    const customers = (area.json() as PublishedRelease).version;

    const older = await upload(platform, 'host', tgzOf(fakeHostBuild('内核 1.1', '1.1.0', '3d3d3d3d')));
    expect([older.statusCode, older.json().message]).toEqual([
      400,
      `主应用的这个版本提供平台内核 1.1.0，线上的 customers 版本 ${customers} 需要平台内核 1.2.0：请先发布与之兼容的 customers`,
    ]);
    const newer = await upload(platform, 'customers', tgzOf(fakeRemoteBuild('customers', '1.3', '1.3.0')));
    expect([newer.statusCode, newer.json().message]).toEqual([
      400,
      '渠道客户 的这个版本需要平台内核 1.3.0，当前主应用的内核是 1.2.0，请先发布新版主应用',
    ]);
    // The live host's kernel is what GET /api/remotes judges a live area by (HOST_DIST holds none here).
    const remotes = await ok<RemotesResponse>(platform, 'GET', '/api/remotes');
    expect(remotes.remotes.find((remote) => remote.name === 'customers')).toMatchObject({ compatible: true });
    // Rolling the host back to a kernel the live area cannot run on is refused too; the host stays.
    const rollback = await call(platform, 'POST', '/api/deploy/rollback', { area: 'host' });
    expect([rollback.statusCode, rollback.json().message]).toEqual([
      400,
      expect.stringContaining('需要平台内核 1.2.0'),
    ]);
    expect((await ok<DeployOverview>(platform, 'GET', '/api/deploy')).areas[0]?.live).toBe(host.version);
  });

  it('is ready only while the live host version is on the disk', async () => {
    const ready = await server.request({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    const live = server.releases.liveHost()!;
    const { renameSync } = await import('node:fs');
    renameSync(live.dir, `${live.dir}.away`);
    try {
      const notReady = await server.request({ method: 'GET', url: '/api/health/ready' });
      expect([notReady.statusCode, notReady.json().releases.missing]).toEqual([503, [`host@${live.version}`]]);
    } finally {
      renameSync(`${live.dir}.away`, live.dir);
    }
  });

  it('a deploy token for the host releases it; a token for an area does not', async () => {
    const hostToken = await ok<CreatedDeployToken>(platform, 'POST', '/api/deploy/tokens', {
      name: '主应用流水线',
      areas: ['host'],
      level: 'release',
    });
    const areaToken = await ok<CreatedDeployToken>(platform, 'POST', '/api/deploy/tokens', {
      name: '客户区流水线',
      areas: ['customers'],
    });
    const refused = await upload(areaToken.token, 'host', tgzOf(fakeHostBuild('令牌', '1.2.0', '4e4e4e4e')));
    expect([refused.statusCode, refused.json().message]).toEqual([
      403,
      '部署令牌「客户区流水线」不能发布「主应用」，只能发布：渠道客户',
    ]);
    const released = await upload(hostToken.token, 'host', tgzOf(fakeHostBuild('令牌', '1.2.0', '4e4e4e4e')));
    expect(released.statusCode).toBe(200);
    expect(await pageBuild()).toBe('令牌');
  });
});
