import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { eq, inArray } from 'drizzle-orm';
import type { CreatedDeployToken, DeployTokenInfo } from '@yjf/area-system/domain/deployTokenSchemas';
import type {
  DeployOverview,
  PreviewChange,
  PublishedRelease,
  RolloutChange,
} from '@yjf/area-system/domain/releaseSchemas';
import type { LiveRemote, RemotesResponse } from '@yjf/domain/remotes';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { apiCaller } from '../../../test/apiCalls';
import { bearer, signIn } from '../../../test/session';
import { operationLogs } from '../../crud/operationLogTable';
import { roles, userRoles, users } from '../../db/accountTables';
import { menus, roleMenus } from '../accounts/menuTables';
import { DEMO_PASSWORD } from '../../composition/seed/demoAccounts';
import { fakeRemoteBuild, multipart, tgzOf } from './testing/releaseArchives';

/**
 * Candidates (issue 56): a release put up as its area's candidate is live for nobody until a session previews it
 * (that session only) or its canary names a company or picks it by share; promoted it goes live for everyone,
 * withdrawn everyone is back on the stable version. A candidate-level deploy token can never make code live.
 */
describe('candidates: preview, canary, promote and withdraw', () => {
  let server: TestServer;
  let hostDist: string;
  let platform: string; // 13800000000, platform administrator (company 1)
  let platformElsewhere: string; // the same administrator, signed in in another browser
  let admin2: string; // 13800000001, administrator of company 2
  let admin3: string; // 13800000003, administrator of company 3
  let stable: string;

  const { call, ok } = apiCaller(() => server);
  /** A build of customers whose page says `text`, as the CustomerList page the start page hints. */
  const build = (text: string) =>
    tgzOf([
      ...fakeRemoteBuild('customers', text),
      { name: 'page.js', data: '' },
      { name: 'startup.json', data: JSON.stringify({ pages: { CustomerList: { files: ['page.js'], shared: [] } } }) },
    ]);
  const upload = (token: string, text: string, fields: Record<string, string> = {}) => {
    const { body, contentType } = multipart([
      { name: 'area', value: 'customers' },
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      { name: 'file', fileName: 'dist.tgz', data: build(text) },
    ]);
    return server.request({
      method: 'POST',
      url: '/api/deploy/upload',
      headers: { ...bearer(token), 'content-type': contentType },
      payload: body,
    });
  };
  const candidate = async (token: string, text: string) => {
    const response = await upload(token, text, { candidate: 'true' });
    expect([response.statusCode, response.json().live, response.json().candidate]).toEqual([200, false, true]);
    return (response.json() as PublishedRelease).version;
  };
  const remotesOf = (token: string) => ok<RemotesResponse>(token, 'GET', '/api/remotes');
  const customersOf = async (token: string): Promise<Pick<LiveRemote, 'version' | 'channel' | 'stable'>> => {
    const {
      version,
      channel,
      stable: fallback,
    } = (await remotesOf(token)).remotes.find((r) => r.name === 'customers')!;
    return fallback === undefined ? { version, channel } : { version, channel, stable: fallback };
  };
  const onStable = () => ({ version: stable, channel: 'stable' });
  const overviewCandidate = async () =>
    (await ok<DeployOverview>(platform, 'GET', '/api/deploy')).areas.find((a) => a.area === 'customers')!.candidate;
  /** The version of customers the start page of 客户列表 hints to the user of `token`. */
  const hintedVersion = async (token: string) => {
    const page = await server.request({
      method: 'GET',
      url: '/customer/list',
      headers: { cookie: `YJF-TOKEN=${token}` },
    });
    return /\/remotes\/customers\/([^/]+)\/mf-manifest\.json/.exec(page.body)?.[1];
  };
  const logged = async () =>
    (await server.database.db.select().from(operationLogs).where(eq(operationLogs.resource, 'deploy'))).map(
      (row) => row.description,
    );

  beforeAll(async () => {
    hostDist = fs.mkdtempSync(path.join(os.tmpdir(), 'yjf-host-'));
    fs.writeFileSync(path.join(hostDist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    fs.writeFileSync(path.join(hostDist, 'startup.json'), JSON.stringify({ public: [], shell: [] }));
    server = await startTestServer({ LOG_LEVEL: 'error', HOST_DIST: hostDist });
    [platform, platformElsewhere, admin2, admin3] = await Promise.all(
      ['13800000000', '13800000000', '13800000001', '13800000003'].map((phone) => signIn(server, phone)),
    );
    const first = await upload(platform, '稳定版');
    expect(first.statusCode).toBe(200);
    stable = (first.json() as PublishedRelease).version;
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(hostDist, { recursive: true, force: true });
  });

  it('puts a candidate up live for nobody, and lets only its session preview it', async () => {
    const version = await candidate(platform, '候选一');
    for (const token of [platform, platformElsewhere, admin2, admin3]) {
      expect(await customersOf(token)).toEqual(onStable());
      expect((await remotesOf(token)).previews).toEqual([]);
    }
    expect(await overviewCandidate()).toMatchObject({
      version,
      companies: [],
      share: 0,
      createdBy: '13800000000',
      reach: 0,
    });

    const previewed = await ok<PreviewChange>(platform, 'PUT', '/api/deploy/preview', { area: 'customers', version });
    expect(previewed).toEqual({
      area: 'customers',
      version,
      message: `本次登录正在预览渠道客户 ${version}，其他人不受影响`,
    });
    expect(await customersOf(platform)).toEqual({
      version,
      channel: 'preview',
      stable: { version: stable, entry: `/remotes/customers/${stable}/mf-manifest.json` },
    });
    expect((await remotesOf(platform)).previews).toEqual([{ area: 'customers', title: '渠道客户', version }]);
    // Another session of the same administrator, and everyone else, still get the stable version.
    for (const token of [platformElsewhere, admin2, admin3]) {
      expect(await customersOf(token)).toEqual(onStable());
      expect((await remotesOf(token)).previews).toEqual([]);
    }

    const byCompanyAdmin = await call(admin2, 'PUT', '/api/deploy/preview', { area: 'customers', version });
    expect([byCompanyAdmin.statusCode, byCompanyAdmin.json().message]).toEqual([403, '只有平台管理员可以发布']);
    const wrongVersion = await call(platform, 'PUT', '/api/deploy/preview', { area: 'customers', version: stable });
    expect([wrongVersion.statusCode, wrongVersion.json().message]).toEqual([
      400,
      `渠道客户的候选版本不是 ${stable}，请刷新后再试`,
    ]);

    const ended = await ok<PreviewChange>(platform, 'DELETE', '/api/deploy/preview?area=customers');
    expect(ended).toEqual({ area: 'customers', version: null, message: '已退出渠道客户的预览' });
    expect(await customersOf(platform)).toEqual(onStable());
    expect((await remotesOf(platform)).previews).toEqual([]);
    expect(await logged()).toEqual(
      expect.arrayContaining([
        `发布渠道客户候选版本 ${version}`,
        `预览渠道客户候选版本 ${version}（仅本次登录）`,
        `退出预览渠道客户候选版本 ${version}`,
      ]),
    );
  });

  it('gives the candidate to a named company: 13800000003 gets it, on the start page too; 13800000001 does not', async () => {
    const version = (await overviewCandidate())!.version;
    const canary = await ok<RolloutChange>(platform, 'PUT', '/api/deploy/canary', {
      area: 'customers',
      companies: [3],
      share: 0,
    });
    expect(canary).toMatchObject({
      area: 'customers',
      live: stable,
      candidate: { version, companies: [{ id: 3 }], share: 0, reach: 1 },
      message: `渠道客户候选版本 ${version} 现在有 1 家公司使用`,
    });
    expect(await customersOf(admin3)).toEqual({
      version,
      channel: 'canary',
      stable: { version: stable, entry: `/remotes/customers/${stable}/mf-manifest.json` },
    });
    expect((await remotesOf(admin3)).previews).toEqual([]);
    for (const token of [admin2, platform]) expect(await customersOf(token)).toEqual(onStable());
    expect(await hintedVersion(admin3)).toBe(version);
    expect(await hintedVersion(admin2)).toBe(stable);
    // Another instance over the same database and releases answers the same.
    const other = await server.anotherInstance();
    try {
      const onOther = async (token: string) =>
        (
          (await other.inject({ method: 'GET', url: '/api/remotes', headers: bearer(token) })).json() as RemotesResponse
        ).remotes.find((remote) => remote.name === 'customers')?.version;
      expect([await onOther(admin3), await onOther(admin2)]).toEqual([version, stable]);
    } finally {
      await other.close();
    }

    // Every company by share, but never the platform's administrators: they preview instead.
    await ok(platform, 'PUT', '/api/deploy/canary', { area: 'customers', companies: [], share: 100 });
    expect((await customersOf(admin2)).channel).toBe('canary');
    expect((await customersOf(admin3)).channel).toBe('canary');
    expect(await customersOf(platform)).toEqual(onStable());
    await ok(platform, 'PUT', '/api/deploy/canary', { area: 'customers', companies: [3], share: 0 });
    // The same build put up again (a pipeline run twice) leaves the canary as it is.
    expect(await candidate(platform, '候选一')).toBe(version);
    expect(await customersOf(admin3)).toMatchObject({ version, channel: 'canary' });
    expect(await logged()).toContain(
      `设置渠道客户候选版本 ${version} 的灰度：公司 ${canary.candidate!.companies[0]!.name}，比例 0%`,
    );
  });

  it('promotes the candidate to everyone, and withdraws the next one: everyone back on stable, previews ended', async () => {
    const first = (await overviewCandidate())!.version;
    const promoted = await ok<RolloutChange>(platform, 'POST', '/api/deploy/promote', { area: 'customers' });
    expect(promoted).toEqual({
      area: 'customers',
      live: first,
      candidate: null,
      message: `渠道客户的候选版本 ${first} 已推全，成为所有用户的当前版本`,
    });
    stable = first;
    for (const token of [platform, admin2, admin3]) expect(await customersOf(token)).toEqual(onStable());
    expect(await overviewCandidate()).toBeNull();

    const second = await candidate(platform, '候选二');
    await ok(platform, 'PUT', '/api/deploy/preview', { area: 'customers', version: second });
    await ok(platform, 'PUT', '/api/deploy/canary', { area: 'customers', companies: [3], share: 0 });
    expect((await customersOf(admin3)).version).toBe(second);
    const withdrawn = await ok<RolloutChange>(platform, 'POST', '/api/deploy/withdraw', { area: 'customers' });
    expect(withdrawn).toEqual({
      area: 'customers',
      live: first,
      candidate: null,
      message: `渠道客户的候选版本 ${second} 已撤回，所有用户使用当前版本 ${first}`,
    });
    for (const token of [platform, admin2, admin3]) expect(await customersOf(token)).toEqual(onStable());
    expect((await remotesOf(platform)).previews).toEqual([]);
    const overview = (await ok<DeployOverview>(platform, 'GET', '/api/deploy')).areas.find(
      (a) => a.area === 'customers',
    )!;
    expect(overview.versions.map((v) => v.version)).toContain(second);

    // Made the candidate again, it starts over: nobody in its canary and no session previewing it.
    const again = await ok<RolloutChange>(platform, 'PUT', '/api/deploy/candidate', {
      area: 'customers',
      version: second,
    });
    expect(again.candidate).toMatchObject({ version: second, companies: [], share: 0, reach: 0 });
    for (const token of [platform, admin3]) expect(await customersOf(token)).toEqual(onStable());
    expect((await remotesOf(platform)).previews).toEqual([]);
    const live = await call(platform, 'PUT', '/api/deploy/candidate', { area: 'customers', version: first });
    expect([live.statusCode, live.json().message]).toEqual([
      400,
      `渠道客户的版本 ${first} 已是当前版本，不能再作为候选版本`,
    ]);
    expect(await logged()).toEqual(
      expect.arrayContaining([
        `推全渠道客户候选版本 ${first}（设为当前版本）`,
        `撤回渠道客户候选版本 ${second}`,
        `设渠道客户的候选版本为 ${second}`,
      ]),
    );
  });

  it('a candidate-level token uploads candidates and sets canaries, but cannot make anything live', async () => {
    const made = await ok<CreatedDeployToken>(platform, 'POST', '/api/deploy/tokens', {
      name: '客户区候选',
      areas: ['customers'],
    });
    expect(made.level).toBe('candidate');
    const { token } = made;
    const refusal = (what: string) => `部署令牌「客户区候选」是候选级令牌，只能上传候选版本和设置灰度，不能${what}`;

    const live = await upload(token, '想直接上线');
    expect([live.statusCode, live.json().message]).toEqual([
      403,
      refusal('直接发布版本，请作为候选版本上传（pnpm release customers --candidate）'),
    ]);
    const notLive = await upload(token, '想直接上线', { activate: 'false' });
    expect(notLive.statusCode).toBe(403);
    const version = await candidate(token, '令牌的候选');
    expect(await overviewCandidate()).toMatchObject({ version, createdBy: '13800000000' });
    expect(
      (await call(token, 'PUT', '/api/deploy/canary', { area: 'customers', companies: [3], share: 10 })).statusCode,
    ).toBe(200);
    const platformCompany = await call(token, 'PUT', '/api/deploy/canary', {
      area: 'customers',
      companies: [1],
      share: 0,
    });
    expect([platformCompany.statusCode, platformCompany.json().message]).toEqual([
      403,
      '部署令牌「客户区候选」是候选级令牌，不能把候选版本灰度给平台公司',
    ]);
    for (const [method, url, body, what] of [
      ['POST', '/api/deploy/promote', { area: 'customers' }, '把候选版本推全'],
      ['POST', '/api/deploy/withdraw', { area: 'customers' }, '撤回候选版本'],
      ['PUT', '/api/deploy/switch', { area: 'customers', version }, '切换当前版本'],
      ['POST', '/api/deploy/rollback', { area: 'customers' }, '回滚当前版本'],
    ] as const) {
      const refused = await call(token, method, url, body);
      expect([url, refused.statusCode, refused.json().message]).toEqual([url, 403, refusal(what)]);
    }
    const preview = await call(token, 'PUT', '/api/deploy/preview', { area: 'customers', version });
    expect(preview.statusCode).toBe(403);
    for (const who of [platform, admin2]) expect(await customersOf(who)).toEqual(onStable());
    expect(await logged()).toContain(`发布渠道客户候选版本 ${version}（部署令牌「客户区候选」）`);

    const releaseToken = await ok<CreatedDeployToken>(platform, 'POST', '/api/deploy/tokens', {
      name: '客户区发布',
      areas: ['customers'],
      level: 'release',
    });
    const listed = await ok<DeployTokenInfo[]>(platform, 'GET', '/api/deploy/tokens');
    expect(listed.filter((t) => t.name.startsWith('客户区')).map((t) => [t.name, t.level])).toEqual([
      ['客户区发布', 'release'],
      ['客户区候选', 'candidate'],
    ]);
    const promoted = await call(releaseToken.token, 'POST', '/api/deploy/promote', { area: 'customers' });
    expect(promoted.statusCode).toBe(200);
    stable = version;
    expect(await customersOf(admin2)).toEqual(onStable());
    const badLevel = await call(platform, 'POST', '/api/deploy/tokens', {
      name: 'x',
      areas: ['customers'],
      level: 'root',
    });
    expect([badLevel.statusCode, badLevel.json().message]).toEqual([400, '令牌级别只能是候选级或发布级']);
  });

  it('refuses what is not a candidate change with a Chinese message, and company administrators everything', async () => {
    const version = await candidate(platform, '候选三');
    for (const [method, url, body, message] of [
      [
        'PUT',
        '/api/deploy/canary',
        { area: 'customers', companies: [3], share: 101 },
        '灰度比例必须是 0 到 100 的整数',
      ],
      [
        'PUT',
        '/api/deploy/canary',
        { area: 'customers', companies: [3], share: 2.5 },
        '灰度比例必须是 0 到 100 的整数',
      ],
      ['PUT', '/api/deploy/canary', { area: 'customers', companies: ['3'], share: 0 }, '公司编号必须是正整数'],
      ['PUT', '/api/deploy/canary', { area: 'customers', companies: [-3], share: 0 }, '公司编号必须是正整数'],
      ['PUT', '/api/deploy/canary', { area: 'customers', companies: [987654], share: 0 }, '公司不存在：987654'],
      ['PUT', '/api/deploy/canary', { area: 'Bad Area', companies: [], share: 0 }, '区域名称不正确'],
      [
        'PUT',
        '/api/deploy/canary',
        { area: 'finance', companies: [], share: 5 },
        '财务收款没有候选版本，请先上传候选版本',
      ],
      ['PUT', '/api/deploy/candidate', { area: 'customers', version: '../live.json' }, '版本号不正确'],
      [
        'PUT',
        '/api/deploy/candidate',
        { area: 'customers', version: '20200101-000000-0000000' },
        '渠道客户没有版本 20200101-000000-0000000',
      ],
      ['PUT', '/api/deploy/candidate', { area: 'constructor', version }, 'constructor没有版本 ' + version],
      ['POST', '/api/deploy/promote', { area: 'finance' }, '财务收款没有候选版本，请先上传候选版本'],
      ['POST', '/api/deploy/withdraw', { area: 'finance' }, '财务收款没有候选版本，请先上传候选版本'],
      ['PUT', '/api/deploy/preview', { area: 'customers', version: 'x/y' }, '版本号不正确'],
      ['DELETE', '/api/deploy/preview?area=..%2F', undefined, '区域名称不正确'],
    ] as const) {
      const response = await call(platform, method, url, body);
      expect([url, body, response.statusCode, response.json().message]).toEqual([url, body, 400, message]);
    }
    const badFlag = await upload(platform, '候选四', { candidate: 'yes' });
    expect([badFlag.statusCode, badFlag.json().message]).toEqual([400, '候选（candidate）只能是 true 或 false']);
    expect((await overviewCandidate())!.version).toBe(version);

    for (const [method, url, body] of [
      ['PUT', '/api/deploy/candidate', { area: 'customers', version }],
      ['PUT', '/api/deploy/canary', { area: 'customers', companies: [2], share: 0 }],
      ['POST', '/api/deploy/promote', { area: 'customers' }],
      ['POST', '/api/deploy/withdraw', { area: 'customers' }],
    ] as const) {
      const refused = await call(admin2, method, url, body);
      expect([url, refused.statusCode, refused.json().message]).toEqual([url, 403, '只有平台管理员可以发布']);
    }
    // Ending a preview is the caller's own session's business: nothing to end here.
    expect(await ok<PreviewChange>(admin2, 'DELETE', '/api/deploy/preview?area=customers')).toEqual({
      area: 'customers',
      version: null,
      message: '没有在预览渠道客户',
    });
    expect(await customersOf(admin2)).toEqual(onStable());
  });

  it('lets a releaser of the platform who is no administrator preview only the candidate they put up', async () => {
    // 发布员: a member of the platform company's staff holding 发布管理's permissions, not an administrator.
    const db = server.database.db;
    const [role] = await db
      .insert(roles)
      .values({ companyId: 1, name: '发布员', level: 2 })
      .returning({ id: roles.id });
    const granted = await db
      .select({ id: menus.id })
      .from(menus)
      .where(inArray(menus.permission, ['release:list', 'release:add', 'release:edit']));
    await db.insert(roleMenus).values(granted.map((menu) => ({ roleId: role!.id, menuId: menu.id })));
    const [releaser] = await db
      .insert(users)
      .values({
        companyId: 1,
        username: '13900056001',
        phone: '13900056001',
        nickName: '发布员',
        passwordHash: await hash(DEMO_PASSWORD),
      })
      .returning({ id: users.id });
    await db.insert(userRoles).values({ userId: releaser!.id, roleId: role!.id });
    const token = await signIn(server, '13900056001');

    const byAdmin = (await overviewCandidate())!.version;
    const refused = await call(token, 'PUT', '/api/deploy/preview', { area: 'customers', version: byAdmin });
    expect([refused.statusCode, refused.json().message]).toEqual([403, '只有平台管理员或上传该候选版本的人可以预览它']);

    const own = await candidate(token, '发布员的候选');
    expect(await overviewCandidate()).toMatchObject({ version: own, createdBy: '13900056001' });
    await ok(token, 'PUT', '/api/deploy/preview', { area: 'customers', version: own });
    expect(await customersOf(token)).toMatchObject({ version: own, channel: 'preview' });
    // The platform administrator may preview anyone's candidate.
    await ok(platform, 'PUT', '/api/deploy/preview', { area: 'customers', version: own });
    expect(await customersOf(platform)).toMatchObject({ version: own, channel: 'preview' });
  });
});
