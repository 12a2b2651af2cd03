import type { CreatedDeployToken } from '@yjf/area-system/domain/deployTokenSchemas';
import type { DeployOverview, PublishedRelease } from '@yjf/area-system/domain/releaseSchemas';
import type { RemotesResponse } from '@yjf/domain/remotes';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { apiCaller } from '../../../test/apiCalls';
import { bearer, signIn } from '../../../test/session';
import { fakeRemoteBuild, multipart, publishFakeRemotes, zipOf } from './testing/releaseArchives';

/**
 * Areas are data: a seventh area, named nowhere in the kernel or the server, arrives with its first release. The
 * registry then holds it, its release's page table names it (售后服务) in 发布管理, in `GET /api/remotes` and in
 * what the server says, and a deploy token may name it.
 */
describe('a new area', () => {
  let server: TestServer;
  let platform: string; // 13800000000, platform administrator

  const { call, ok } = apiCaller(() => server);
  const release = (area: string, text: string, title?: string) => {
    const { body, contentType } = multipart([
      { name: 'area', value: area },
      { name: 'file', fileName: 'dist.zip', data: zipOf(fakeRemoteBuild(area, text, '1.0.0', { title })) },
    ]);
    return server.request({
      method: 'POST',
      url: '/api/deploy/upload',
      headers: { ...bearer(platform), 'content-type': contentType },
      payload: body,
    });
  };

  beforeAll(async () => {
    server = await startTestServer({ LOG_LEVEL: 'error' });
    platform = await signIn(server, '13800000000');
    publishFakeRemotes(server.releases, ['customers', 'system']);
  });
  afterAll(() => server.close());

  it('is unknown to deploy tokens until its first release', async () => {
    const refused = await call(platform, 'POST', '/api/deploy/tokens', { name: '售后流水线', areas: ['aftersales'] });
    expect([refused.statusCode, refused.json().message]).toEqual([400, '未知的区域：aftersales']);
  });

  it('is released by the platform administrator and named by its release’s title everywhere', async () => {
    const published = await release('aftersales', '售后第一版', '售后服务');
    expect(published.statusCode).toBe(200);
    const { version, message } = published.json() as PublishedRelease;
    expect(message).toBe(`售后服务：已发布新版本 ${version}，已设为当前版本`);

    const overview = await ok<DeployOverview>(platform, 'GET', '/api/deploy');
    expect(overview.areas.map(({ area, title, live }) => ({ area, title, live }))).toEqual([
      { area: 'host', title: '主应用', live: null },
      { area: 'aftersales', title: '售后服务', live: version },
      { area: 'customers', title: '渠道客户', live: expect.any(String) },
      { area: 'system', title: '系统管理', live: expect.any(String) },
    ]);
    const { remotes } = await ok<RemotesResponse>(platform, 'GET', '/api/remotes');
    expect(remotes.find((remote) => remote.name === 'aftersales')).toMatchObject({
      title: '售后服务',
      version,
      entry: `/remotes/aftersales/${version}/mf-manifest.json`,
    });

    const { token } = await ok<CreatedDeployToken>(platform, 'POST', '/api/deploy/tokens', {
      name: '售后流水线',
      areas: ['aftersales'],
    });
    const other = await call(token, 'POST', '/api/deploy/rollback', { area: 'customers' });
    expect(other.json().message).toBe('部署令牌「售后流水线」不能发布「渠道客户」，只能发布：售后服务');
  });

  it('takes its new title from its next live release, and is named by its area while no release carries one', async () => {
    expect((await release('aftersales', '售后第二版', '售后中心')).json().message).toMatch(/^售后中心：/);
    expect((await release('warranty', '保修第一版')).json().message).toMatch(/^warranty：已发布新版本/);
  });

  it('cannot be released under another area’s name', async () => {
    const { body, contentType } = multipart([
      { name: 'area', value: 'customers' },
      {
        name: 'file',
        fileName: 'dist.zip',
        data: zipOf(fakeRemoteBuild('aftersales', '冒名', '1.0.0', { title: '渠道客户' })),
      },
    ]);
    const refused = await server.request({
      method: 'POST',
      url: '/api/deploy/upload',
      headers: { ...bearer(platform), 'content-type': contentType },
      payload: body,
    });
    expect([refused.statusCode, refused.json().message]).toEqual([
      400,
      '构建的模块名 aftersales 与发布的区域 customers 不一致',
    ]);
  });
});
