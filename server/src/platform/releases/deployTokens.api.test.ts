import { eq } from 'drizzle-orm';
import type { CreatedDeployToken, DeployTokenInfo } from '@yjf/area-system/domain/deployTokenSchemas';
import type { PublishedRelease } from '@yjf/area-system/domain/releaseSchemas';
import type { RemotesResponse } from '@yjf/domain/remotes';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { apiCaller } from '../../../test/apiCalls';
import { bearer, signIn } from '../../../test/session';
import { operationLogs } from '../../crud/operationLogTable';
import { fakeRemoteBuild, multipart, tgzOf } from './testing/releaseArchives';

/**
 * Deploy tokens: an area team's pipeline publishes, switches and rolls back its own areas with a token the
 * platform administrator made in 发布管理, and can do nothing else.
 */
describe('deploy tokens', () => {
  let server: TestServer;
  let platform: string; // 13800000000, platform administrator
  let admin2: string; // 13800000001, administrator of company 2

  const { call, ok } = apiCaller(() => server);
  const release = (token: string, area: string, text: string) => {
    const { body, contentType } = multipart([
      { name: 'area', value: area },
      { name: 'file', fileName: 'dist.tgz', data: tgzOf(fakeRemoteBuild(area, text)) },
    ]);
    return server.request({
      method: 'POST',
      url: '/api/deploy/upload',
      headers: { ...bearer(token), 'content-type': contentType },
      payload: body,
    });
  };
  const liveVersion = async (area: string) =>
    (await ok<RemotesResponse>(platform, 'GET', '/api/remotes')).remotes.find((remote) => remote.name === area)
      ?.version;

  beforeAll(async () => {
    server = await startTestServer({ LOG_LEVEL: 'error' });
    [platform, admin2] = await Promise.all(['13800000000', '13800000001'].map((phone) => signIn(server, phone)));
  });
  afterAll(() => server.close());

  it('is shown once, listed by its hint only, and made only by the platform administrator, for known areas', async () => {
    const created = await ok<CreatedDeployToken>(platform, 'POST', '/api/deploy/tokens', {
      name: '客户区流水线',
      areas: ['customers'],
    });
    expect(created.token).toMatch(/^yjfd_[A-Za-z0-9_-]{43}$/);
    expect(created.token.startsWith(created.hint.replace('…', ''))).toBe(true);
    const listed = await ok<DeployTokenInfo[]>(platform, 'GET', '/api/deploy/tokens');
    expect(listed[0]).toMatchObject({
      id: created.id,
      name: '客户区流水线',
      areas: ['customers'],
      // Made without a level: the one that can never make code live.
      level: 'candidate',
      createdBy: '13800000000',
    });
    expect(JSON.stringify(listed)).not.toContain(created.token);

    expect((await call(admin2, 'POST', '/api/deploy/tokens', { name: 'x', areas: ['customers'] })).statusCode).toBe(
      403,
    );
    expect((await call(admin2, 'GET', '/api/deploy/tokens')).statusCode).toBe(403);
    const noName = await call(platform, 'POST', '/api/deploy/tokens', { name: ' ', areas: ['customers'] });
    expect([noName.statusCode, noName.json().message]).toEqual([400, '请填写令牌名称']);
    const noArea = await call(platform, 'POST', '/api/deploy/tokens', { name: 'x', areas: [] });
    expect([noArea.statusCode, noArea.json().message]).toEqual([400, '请选择可发布的区域']);
    const unknown = await call(platform, 'POST', '/api/deploy/tokens', { name: 'x', areas: ['nowhere'] });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, '未知的区域：nowhere']);
  });

  it('releases, switches and rolls back its own area, logged with its name, and is refused another area', async () => {
    const { token, id } = await ok<CreatedDeployToken>(platform, 'POST', '/api/deploy/tokens', {
      name: '客户区流水线',
      areas: ['customers'],
      level: 'release',
    });
    const first = await release(token, 'customers', '第一版');
    expect(first.statusCode).toBe(200);
    const v1 = (first.json() as PublishedRelease).version;
    const second = await release(token, 'customers', '第二版');
    const v2 = (second.json() as PublishedRelease).version;
    expect(await liveVersion('customers')).toBe(v2);
    expect((await call(token, 'POST', '/api/deploy/rollback', { area: 'customers' })).json()).toMatchObject({
      live: v1,
    });
    expect((await call(token, 'PUT', '/api/deploy/switch', { area: 'customers', version: v2 })).statusCode).toBe(200);
    expect(await liveVersion('customers')).toBe(v2);

    const systemBefore = await liveVersion('system');
    const other = await release(token, 'system', '越权');
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('部署令牌「客户区流水线」不能发布「系统管理」，只能发布：渠道客户');
    expect((await call(token, 'POST', '/api/deploy/rollback', { area: 'system' })).statusCode).toBe(403);
    expect((await call(token, 'PUT', '/api/deploy/switch', { area: 'system', version: v1 })).statusCode).toBe(403);
    expect(await liveVersion('system')).toBe(systemBefore);

    const logged = await server.database.db.select().from(operationLogs).where(eq(operationLogs.resource, 'deploy'));
    expect(logged.map((row) => row.description)).toEqual(
      expect.arrayContaining([
        `发布渠道客户版本 ${v1}（当前版本）（部署令牌「客户区流水线」）`,
        `回滚渠道客户到版本 ${v1}（部署令牌「客户区流水线」）`,
        `切换渠道客户到版本 ${v2}（部署令牌「客户区流水线」）`,
      ]),
    );
    expect(logged.find((row) => row.description.includes(v1))?.username).toBe('13800000000');
    const [listed] = (await ok<DeployTokenInfo[]>(platform, 'GET', '/api/deploy/tokens')).filter((t) => t.id === id);
    expect(listed!.lastUsedAt).not.toBeNull();
  });

  it('can do nothing but release: every other route refuses it, and a revoked token is refused everywhere', async () => {
    const { token, id } = await ok<CreatedDeployToken>(platform, 'POST', '/api/deploy/tokens', {
      name: '全部区域',
      areas: ['customers', 'system'],
      level: 'release',
    });
    for (const [method, url, body] of [
      ['GET', '/api/deploy'],
      ['GET', '/api/deploy/tokens'],
      ['POST', '/api/deploy/tokens', { name: '再造一个', areas: ['system'] }],
      ['GET', '/auth/info'],
      ['GET', '/api/remotes'],
      ['GET', '/api/users?page=0&size=10'],
      ['POST', '/api/database/upload'],
    ] as const) {
      const response = await call(token, method, url, body);
      expect([url, response.statusCode, response.json().message]).toEqual([
        url,
        403,
        '部署令牌只能用于发布、切换和回滚区域版本',
      ]);
    }

    const revoked = await call(platform, 'DELETE', `/api/deploy/tokens/${id}`);
    expect(revoked.json().message).toBe('部署令牌「全部区域」已撤销，使用它的流水线将无法再发布');
    const refused = await release(token, 'customers', '撤销之后');
    expect([refused.statusCode, refused.json().message]).toEqual([401, '部署令牌无效或已撤销']);
    const listed = (await ok<DeployTokenInfo[]>(platform, 'GET', '/api/deploy/tokens')).find((t) => t.id === id);
    expect(listed!.revokedAt).not.toBeNull();
    const logged = await server.database.db
      .select()
      .from(operationLogs)
      .where(eq(operationLogs.resource, 'deployToken'));
    expect(logged.map((row) => row.description)).toEqual(
      expect.arrayContaining([
        '新增部署令牌「全部区域」（渠道客户、系统管理；发布级（还可上线、切换、回滚、推全、撤回））',
        '撤销部署令牌「全部区域」',
      ]),
    );
  });
});
