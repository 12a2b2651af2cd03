import SwaggerParser from '@apidevtools/swagger-parser';
import { eq, sql } from 'drizzle-orm';
import type { DatabaseUpgrade, DatabaseUpgradeResult } from '@yjf/area-system/domain/databaseUpgradeSchemas';
import type { RemotesResponse } from '@yjf/domain/remotes';
import type { DeployOverview, PublishedRelease } from '@yjf/area-system/domain/releaseSchemas';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { apiCaller } from '../../../test/apiCalls';
import { bearer, signIn } from '../../../test/session';
import { operationLogs } from '../../crud/operationLogTable';
import { fakeRemoteBuild, multipart, tgzOf, underFolder, zipOf, type Part } from './testing/releaseArchives';

/**
 * Releases from the browser, SQL upgrades, /druid and /doc.html: only platform administrators; archives
 * unpacked safely and published as the area's live version; SQL files run whole or not at all.
 */
describe('releases, database upgrades and the platform pages', () => {
  let server: TestServer;
  let platform: string; // 13800000000, platform administrator
  let admin2: string; // 13800000001, administrator of company 2

  const { call, ok } = apiCaller(() => server);
  const upload = (token: string, url: string, parts: Part[]) => {
    const { body, contentType } = multipart(parts);
    return server.request({
      method: 'POST',
      url,
      headers: { ...bearer(token), 'content-type': contentType },
      payload: body,
    });
  };
  const release = (token: string, area: string, fileName: string, data: Buffer, activate?: string) =>
    upload(token, '/api/deploy/upload', [
      { name: 'area', value: area },
      ...(activate === undefined ? [] : [{ name: 'activate', value: activate }]),
      { name: 'file', fileName, data },
    ]);
  const liveVersion = async (area: string) => {
    const response = await server.request({ method: 'GET', url: '/api/remotes', headers: bearer(platform) });
    return (response.json() as RemotesResponse).remotes.find((remote) => remote.name === area)?.version;
  };
  const runSql = (token: string, fileName: string, sql: string | Buffer) =>
    upload(token, '/api/database/upload', [{ name: 'file', fileName, data: Buffer.from(sql) }]);
  const page = (url: string, token?: string) =>
    server.request({
      method: 'GET',
      url,
      headers: { accept: 'text/html', ...(token ? { cookie: `YJF-TOKEN=${token}` } : {}) },
    });

  beforeAll(async () => {
    server = await startTestServer({ LOG_LEVEL: 'error' });
    [platform, admin2] = await Promise.all(['13800000000', '13800000001'].map((phone) => signIn(server, phone)));
  });
  afterAll(() => server.close());

  it('refuses company administrators every release, upgrade and platform page', async () => {
    const archive = zipOf(fakeRemoteBuild('system', 'x'));
    const refused = [
      await call(admin2, 'GET', '/api/deploy'),
      await release(admin2, 'system', 'dist.zip', archive),
      await call(admin2, 'PUT', '/api/deploy/switch', { area: 'system', version: '20260101-000000-abcdef0' }),
      await call(admin2, 'POST', '/api/deploy/rollback', { area: 'system' }),
      await runSql(admin2, 'up.sql', 'create table h5_company_admin (id int);'),
      await call(admin2, 'GET', '/api/database/upgrades'),
    ];
    for (const response of refused) expect(response.statusCode).toBe(403);
    expect(refused[0]!.json().message).toBe('只有平台管理员可以发布');
    expect(await liveVersion('system')).toBeUndefined();

    for (const url of ['/druid', '/doc.html', '/doc/', '/doc.json']) {
      const asCompanyAdmin = await page(url, admin2);
      expect(asCompanyAdmin.statusCode).toBe(403);
      expect(asCompanyAdmin.body).toContain('请先以平台管理员登录');
      expect((await page(url)).statusCode).toBe(401);
    }
  });

  it('publishes a zip as the live version the host loads, then a tgz under one folder, and rolls back', async () => {
    const first = await release(platform, 'system', 'system-dist.zip', zipOf(fakeRemoteBuild('system', '第一版')));
    expect(first.statusCode).toBe(200);
    const v1 = first.json() as PublishedRelease;
    expect(v1).toMatchObject({ area: 'system', live: true, files: 4 });
    expect(v1.message).toContain(`已发布新版本 ${v1.version}`);
    expect(await liveVersion('system')).toBe(v1.version);
    const served = await server.request({ method: 'GET', url: `/remotes/system/${v1.version}/static/js/page.js` });
    expect(served.body).toBe('export default "第一版";');

    const second = await release(
      platform,
      'system',
      'dist.tar.gz',
      tgzOf(underFolder('dist', fakeRemoteBuild('system', '第二版'))),
    );
    const v2 = second.json() as PublishedRelease;
    expect(second.statusCode).toBe(200);
    expect(v2.version).not.toBe(v1.version);
    expect(await liveVersion('system')).toBe(v2.version);

    const overview = await ok<DeployOverview>(platform, 'GET', '/api/deploy');
    const system = overview.areas.find((area) => area.area === 'system')!;
    expect(system).toMatchObject({ title: '系统管理', live: v2.version, history: [v1.version] });
    expect(system.versions.map((v) => [v.version, v.live])).toEqual([
      [v2.version, true],
      [v1.version, false],
    ]);
    // The host first, then the areas the registry holds: none is listed before its first release.
    expect(overview.areas.map((area) => area.area)).toEqual(['host', 'system']);

    const rolledBack = await ok<{ live: string; message: string }>(platform, 'POST', '/api/deploy/rollback', {
      area: 'system',
    });
    expect(rolledBack.live).toBe(v1.version);
    expect(await liveVersion('system')).toBe(v1.version);

    await ok(platform, 'PUT', '/api/deploy/switch', { area: 'system', version: v2.version });
    expect(await liveVersion('system')).toBe(v2.version);

    const logged = await server.database.db.select().from(operationLogs).where(eq(operationLogs.resource, 'deploy'));
    expect(logged.map((row) => row.description)).toEqual(
      expect.arrayContaining([
        `发布系统管理版本 ${v1.version}（当前版本）`,
        `回滚系统管理到版本 ${v1.version}`,
        `切换系统管理到版本 ${v2.version}`,
      ]),
    );
    expect(logged.every((row) => row.companyId === 1)).toBe(true);
  });

  it('publishes without switching when asked, and says when a build was published before', async () => {
    const live = await liveVersion('system');
    const quiet = await release(platform, 'system', 'dist.tgz', tgzOf(fakeRemoteBuild('system', '预发布')), 'false');
    expect(quiet.json()).toMatchObject({ live: false });
    expect(await liveVersion('system')).toBe(live);

    const again = await release(platform, 'system', 'dist.tgz', tgzOf(fakeRemoteBuild('system', '预发布')), 'false');
    expect(again.json().message).toContain('内容相同');
  });

  it('refuses unsafe, oversized, mismatched and unknown uploads with a clear message', async () => {
    const before = await ok<DeployOverview>(platform, 'GET', '/api/deploy');
    const expectRefused = async (response: Awaited<ReturnType<typeof release>>, message: string) => {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    };
    const build = fakeRemoteBuild('customers', 'x');
    await expectRefused(
      await release(platform, 'customers', 'dist.zip', zipOf([...build, { name: '../../evil.js', data: 'x' }])),
      '文件路径不安全',
    );
    await expectRefused(
      await release(
        platform,
        'customers',
        'dist.tgz',
        tgzOf([...build, { name: 'link', type: 'symlink', link: '/etc/passwd' }]),
      ),
      '不能有链接',
    );
    const tooMany = Array.from({ length: 2001 }, (_, i) => ({ name: `c/${i}.js`, data: '' }));
    await expectRefused(
      await release(platform, 'customers', 'dist.zip', zipOf([...build, ...tooMany])),
      '超过 2000 个',
    );
    await expectRefused(
      await release(platform, 'customers', 'dist.zip', zipOf(fakeRemoteBuild('finance', 'x'))),
      '与发布的区域 customers 不一致',
    );
    await expectRefused(await release(platform, 'nosuch', 'dist.zip', zipOf(build)), '与发布的区域 nosuch 不一致');
    await expectRefused(await release(platform, '../etc', 'dist.zip', zipOf(build)), '区域名称不正确');
    await expectRefused(await release(platform, 'customers', 'dist.rar', zipOf(build)), '只能上传');
    await expectRefused(await release(platform, 'customers', 'dist.zip', Buffer.from('PK nonsense')), '压缩包');
    await expectRefused(
      await call(platform, 'PUT', '/api/deploy/switch', { area: 'customers', version: '20260101-000000-abcdef0' }),
      '没有版本',
    );
    await expectRefused(await call(platform, 'POST', '/api/deploy/rollback', { area: 'customers' }), '没有可回滚');
    expect(await ok<DeployOverview>(platform, 'GET', '/api/deploy')).toEqual(before);
  });

  it('runs a SQL file whole, and a failing one not at all, keeping both in the history', async () => {
    const good = await runSql(
      platform,
      'h5_good.sql',
      `-- 新表; 带分号的注释
       create table h5_upgrade (id int primary key, name text);
       insert into h5_upgrade values (1, 'a;b'), (2, $$c;d$$);`,
    );
    expect(good.statusCode).toBe(200);
    const result = good.json() as DatabaseUpgradeResult;
    expect(result.message).toBe('执行成功：共 2 条语句');
    expect(result.upgrade).toMatchObject({ filename: 'h5_good.sql', statements: 2, succeeded: true });
    const rows = await server.database.db.execute(sql`select count(*)::int as n from h5_upgrade`);
    expect(JSON.stringify(rows)).toContain('"n":2');

    const bad = await runSql(
      platform,
      'h5_bad.sql',
      'create table h5_rolled_back (id int);\ninsert into h5_no_such_table values (1);',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^执行失败，已全部回滚：.*h5_no_such_table/);
    const exists = await server.database.db.execute(sql`select to_regclass('h5_rolled_back') as t`);
    expect(JSON.stringify(exists)).toContain('"t":null');

    const refusals: [string, string | Buffer, string][] = [
      ['h5_drizzle.sql', 'delete from drizzle.__drizzle_migrations;', 'drizzle'],
      ['h5_commit.sql', 'create table h5_x (id int); commit; drop table users;', '不能自行控制事务'],
      ['h5_empty.sql', '-- 只有注释\n', '没有可执行的语句'],
      ['h5_gbk.sql', Buffer.from([0xc4, 0xe3, 0xba, 0xc3, 0x3b]), 'UTF-8'],
      ['h5_big.sql', `select 1;${' '.repeat(1024 * 1024)}`, '1MB'],
      ['h5.txt', 'select 1;', '只能上传 .sql'],
    ];
    for (const [fileName, sql, message] of refusals) {
      const response = await runSql(platform, fileName, sql);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    }

    const history = await ok<DatabaseUpgrade[]>(platform, 'GET', '/api/database/upgrades');
    expect(history.map((h) => [h.filename, h.succeeded])).toEqual([
      ['h5_big.sql', false],
      ['h5_gbk.sql', false],
      ['h5_empty.sql', false],
      ['h5_commit.sql', false],
      ['h5_drizzle.sql', false],
      ['h5_bad.sql', false],
      ['h5_good.sql', true],
    ]);
    expect(history[5]).toMatchObject({ statements: 2, username: '13800000000' });
    expect(history[5]!.message).toContain('h5_no_such_table');
    const logged = await server.database.db.select().from(operationLogs).where(eq(operationLogs.resource, 'database'));
    expect(logged.map((row) => row.description)).toEqual(
      expect.arrayContaining(['数据库升级 h5_good.sql：执行成功', '数据库升级 h5_bad.sql：失败']),
    );
  });

  it('leaves no session setting of a SQL file behind for the rest of the server', async () => {
    const response = await runSql(
      platform,
      'h5_schema.sql',
      'create schema h5_other; set search_path to h5_other; create table h5_in_other (id int);',
    );
    expect(response.statusCode).toBe(200);
    // Unqualified names still mean the app's own tables.
    const history = await ok<DatabaseUpgrade[]>(platform, 'GET', '/api/database/upgrades');
    expect(history[0]!.filename).toBe('h5_schema.sql');
    const where = await server.database.db.execute(sql`select to_regclass('h5_other.h5_in_other') as t`);
    expect(JSON.stringify(where)).toContain('h5_in_other');
  });

  it('gives the platform administrator 数据库监控 and 接口文档 as links the sidebar opens in a new window', async () => {
    const tree = JSON.stringify(await ok(platform, 'GET', '/api/menus/build'));
    expect(tree).toMatch(/"title":"数据库监控"[^}]*"link":"\/druid"/);
    expect(tree).toMatch(/"title":"接口文档"[^}]*"link":"\/doc\.html"/);
    expect(JSON.stringify(await ok(admin2, 'GET', '/api/menus/build'))).not.toContain('/druid');
  });

  it('shows the database status page to a platform administrator', async () => {
    const response = await page('/druid', platform);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    for (const text of ['数据库监控', '数据库类型', '连接数', '最大的表', '慢查询', 'customers']) {
      expect(response.body).toContain(text);
    }
  });

  it('documents the whole API for a platform administrator', async () => {
    const html = await page('/doc.html', platform);
    expect(html.statusCode).toBe(302);
    expect(html.headers.location).toBe('/doc/');
    const ui = await page('/doc/', platform);
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger-ui');

    const doc = await server.request({ method: 'GET', url: '/doc.json', headers: { cookie: `YJF-TOKEN=${platform}` } });
    expect(doc.statusCode).toBe(200);
    const spec = doc.json() as { openapi: string; paths: Record<string, unknown> };
    expect(spec.openapi).toMatch(/^3\./);
    for (const path of ['/api/customer', '/api/deploy/upload', '/api/database/upload', '/api/remotes']) {
      expect(Object.keys(spec.paths)).toContain(path);
    }
    expect(Object.keys(spec.paths).some((path) => path.startsWith('/api/users'))).toBe(true);
    expect(Object.keys(spec.paths).some((path) => path.startsWith('/doc'))).toBe(false);
    // The zod schemas come through: the switch call documents its body.
    expect(JSON.stringify(spec.paths['/api/deploy/switch'])).toContain('"version"');
  });

  it('publishes a valid OpenAPI 3 document: every reference resolves, the menu trees are components', async () => {
    const doc = await server.request({ method: 'GET', url: '/doc.json', headers: { cookie: `YJF-TOKEN=${platform}` } });
    const spec = doc.json() as { paths: Record<string, unknown>; components: { schemas: Record<string, unknown> } };
    // A maintained validator: the OpenAPI 3.0 JSON schema, then every $ref dereferenced.
    await expect(SwaggerParser.validate(structuredClone(spec) as never)).resolves.toBeTruthy();
    expect(Object.keys(spec.components.schemas)).toEqual(expect.arrayContaining(['MenuRoute', 'MenuNode']));
    expect(JSON.stringify(spec.paths['/api/menus/build'])).toContain('#/components/schemas/MenuRoute');
  });
});
