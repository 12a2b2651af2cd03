import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CreatedDeployToken } from '@yjf/area-system/domain/deployTokenSchemas';
import type { DeployOverview } from '@yjf/area-system/domain/releaseSchemas';
import type { RemotesResponse } from '@yjf/domain/remotes';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { apiCaller } from '../../../test/apiCalls';
import { signIn } from '../../../test/session';
import { repositoryRoot } from '../../paths';
import { SERVED_CONTRACTS } from '../../composition/servedContracts';
import { fakeHostBuild, publishFakeRemotes, writeFakeRemoteBuild, type TestEntry } from './testing/releaseArchives';

/** `pnpm release <area> --server <url> --token <token>`: the release tool as an area team's pipeline runs it. */
describe('pnpm release --server --token', () => {
  let server: TestServer;
  let url: string;
  let platform: string;
  let workDir: string;
  const { ok } = apiCaller(() => server);

  /** Runs the release tool as `pnpm release …` does, answering its exit code and output. */
  const releaseTool = (args: string[], env: NodeJS.ProcessEnv = {}) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        [require.resolve('tsx/cli'), 'deploy/src/releaseCli.ts', ...args],
        { cwd: repositoryRoot, env: { ...process.env, YJF_DEPLOY_TOKEN: '', ...env }, timeout: 60_000 },
        (error, stdout, stderr) =>
          resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
      );
    });
  /** Writes a build's files into a new folder under the work folder; answers the folder. */
  const writeBuild = (entries: TestEntry[]) => {
    const folder = fs.mkdtempSync(path.join(workDir, 'build-'));
    for (const entry of entries) fs.writeFileSync(path.join(folder, entry.name), entry.data ?? '');
    return folder;
  };
  const liveVersion = async (area: string) =>
    (await ok<RemotesResponse>(platform, 'GET', '/api/remotes')).remotes.find((remote) => remote.name === area)
      ?.version;

  beforeAll(async () => {
    server = await startTestServer({ LOG_LEVEL: 'error' });
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    url = `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`;
    platform = await signIn(server, '13800000000');
    publishFakeRemotes(server.releases, ['customers', 'finance', 'system']);
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yjf-release-cli-'));
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('publishes and rolls back the area its token names, and is refused another area', async () => {
    const { token } = await ok<CreatedDeployToken>(platform, 'POST', '/api/deploy/tokens', {
      name: '客户区流水线',
      areas: ['customers'],
      level: 'release',
    });
    const first = writeFakeRemoteBuild(workDir, 'customers', '流水线第一版');
    const second = writeFakeRemoteBuild(workDir, 'customers', '流水线第二版');

    const published = await releaseTool(['customers', '--dir', first, '--server', url, '--token', token]);
    expect(published).toMatchObject({ code: 0, stderr: '' });
    const v1 = await liveVersion('customers');
    expect(published.stdout).toBe(`渠道客户：已发布新版本 ${v1}，已设为当前版本\n`);
    const served = await fetch(`${url}/remotes/customers/${v1}/static/js/page.js`);
    expect(await served.text()).toBe('export default "流水线第一版";');

    // The token from the environment, as a pipeline's secret.
    expect((await releaseTool(['customers', '--dir', second, '--server', url], { YJF_DEPLOY_TOKEN: token })).code).toBe(
      0,
    );
    const v2 = await liveVersion('customers');
    expect(v2).not.toBe(v1);
    const rolledBack = await releaseTool(['rollback', 'customers', '--server', url, '--token', token]);
    expect(rolledBack.stdout).toBe(`渠道客户已回滚到版本 ${v1}\n`);
    expect(await liveVersion('customers')).toBe(v1);

    const systemBefore = await liveVersion('system');
    const refused = await releaseTool([
      'system',
      '--dir',
      writeFakeRemoteBuild(workDir, 'system', '越权'),
      '--server',
      url,
      '--token',
      token,
    ]);
    expect(refused).toMatchObject({
      code: 1,
      stdout: '',
      stderr: '部署令牌「客户区流水线」不能发布「系统管理」，只能发布：渠道客户\n',
    });
    expect(await liveVersion('system')).toBe(systemBefore);
  });

  it('pnpm release host publishes a host build on a server with a token for the host, and rolls it back', async () => {
    const { token } = await ok<CreatedDeployToken>(platform, 'POST', '/api/deploy/tokens', {
      name: '主应用流水线',
      areas: ['host'],
      level: 'release',
    });
    const page = async () => (await (await fetch(`${url}/dashboard`)).text()).match(/content="([^"]*)"/)?.[1];
    const first = await releaseTool([
      'host',
      '--dir',
      writeBuild(fakeHostBuild('第一版')),
      '--server',
      url,
      '--token',
      token,
    ]);
    expect(first).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^主应用：已发布新版本 \S+，已设为当前版本\n$/),
    });
    expect(await page()).toBe('第一版');
    const second = writeBuild(fakeHostBuild('第二版', '1.0.0', '1b1b1b1b'));
    expect((await releaseTool(['host', '--dir', second, '--server', url, '--token', token])).code).toBe(0);
    expect(await page()).toBe('第二版');
    const rolledBack = await releaseTool(['rollback', 'host', '--server', url, '--token', token]);
    expect(rolledBack.stdout).toMatch(/^主应用已回滚到版本 /);
    expect(await page()).toBe('第一版');
  });

  it('pnpm release host on this machine writes the registry the server reads; list shows the host', async () => {
    const releasesDir = path.join(workDir, 'local-releases');
    const env = { RELEASES_DIR: releasesDir };
    const published = await releaseTool(['host', '--dir', writeBuild(fakeHostBuild('本机'))], env);
    expect(published).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^host 已发布并上线：\S+（5 个文件）\n$/),
    });
    const listed = await releaseTool(['list'], env);
    expect(listed.stdout).toMatch(/^host\n {2}\* \S+ /);
    const notHost = await releaseTool(['host', '--dir', writeFakeRemoteBuild(workDir, 'customers', 'x')], env);
    expect(notHost).toMatchObject({ code: 1, stderr: expect.stringContaining('不是主应用的构建') });
    // Where releases live in a bucket, this folder is one instance's copy: changing it here is refused.
    const inBucket = await releaseTool(['rollback', 'host'], { ...env, FILES_BUCKET: 'yjf-files' });
    expect(inBucket).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('设置了 FILES_BUCKET：版本存在对象存储桶 yjf-files 中'),
    });
    expect((await releaseTool(['list'], env)).stdout).toBe(listed.stdout);
  });

  it('--candidate puts a release up for nobody: on the server as the candidate, here published but not live', async () => {
    const { token } = await ok<CreatedDeployToken>(platform, 'POST', '/api/deploy/tokens', {
      name: '客户区候选',
      areas: ['customers'],
    });
    const before = await liveVersion('customers');
    const build = writeFakeRemoteBuild(workDir, 'customers', '候选');
    const refused = await releaseTool(['customers', '--dir', build, '--server', url, '--token', token]);
    expect(refused).toMatchObject({
      code: 1,
      stderr:
        '部署令牌「客户区候选」是候选级令牌，只能上传候选版本和设置灰度，不能直接发布版本，请作为候选版本上传（pnpm release customers --candidate）\n',
    });
    const put = await releaseTool(['customers', '--dir', build, '--candidate', '--server', url, '--token', token]);
    expect(put).toMatchObject({ code: 0, stderr: '' });
    const overview = await ok<DeployOverview>(platform, 'GET', '/api/deploy');
    const candidate = overview.areas.find((area) => area.area === 'customers')!.candidate!;
    expect(put.stdout).toBe(
      `渠道客户：已发布新版本 ${candidate.version}，已设为候选版本（还没有公司使用，可在 发布管理 中预览、灰度）\n`,
    );
    expect(await liveVersion('customers')).toBe(before);

    const releasesDir = fs.mkdtempSync(path.join(workDir, 'releases-'));
    const local = await releaseTool(['customers', '--dir', build, '--candidate'], { RELEASES_DIR: releasesDir });
    expect(local.code).toBe(0);
    expect(local.stdout).toMatch(
      /^customers 已发布但未上线：\S+（4 个文件）。本机发布不连接数据库，请在 发布管理 中把它设为候选版本，再预览或灰度\n$/,
    );
    const registry = JSON.parse(fs.readFileSync(path.join(releasesDir, 'live.json'), 'utf8'));
    expect(registry.areas.customers).toMatchObject({ live: null, history: [] });
  });

  it('is refused a remote built against an API contract the server does not serve yet, naming both', async () => {
    const { token } = await ok<CreatedDeployToken>(platform, 'POST', '/api/deploy/tokens', {
      name: '财务区流水线',
      areas: ['finance'],
      level: 'release',
    });
    const [major, minor] = SERVED_CONTRACTS.finance!.split('.').map(Number);
    const ahead = `${major}.${minor! + 1}.0`;
    const before = await liveVersion('finance');
    const early = writeFakeRemoteBuild(workDir, 'finance', '先于服务端', ahead);
    expect(await releaseTool(['finance', '--dir', early, '--server', url, '--token', token])).toEqual({
      code: 1,
      stdout: '',
      stderr: `财务收款 的这个版本需要服务端接口契约 ${ahead}，当前服务端提供的是 ${SERVED_CONTRACTS.finance}，请先发布新版服务端\n`,
    });
    expect(await liveVersion('finance')).toBe(before);
  });

  it('says what is missing: no token, a wrong token, a server that does not answer', async () => {
    const build = writeFakeRemoteBuild(workDir, 'customers', 'x');
    expect((await releaseTool(['customers', '--dir', build, '--server', url])).stderr).toBe(
      '请用 --token 或环境变量 YJF_DEPLOY_TOKEN 提供部署令牌\n',
    );
    expect(
      (await releaseTool(['customers', '--dir', build, '--server', url, '--token', `yjfd_${'x'.repeat(43)}`])).stderr,
    ).toBe('部署令牌无效或已撤销\n');
    const down = await releaseTool([
      'customers',
      '--dir',
      build,
      '--server',
      'http://127.0.0.1:9',
      '--token',
      'yjfd_x',
    ]);
    expect(down.code).toBe(1);
    expect(down.stderr).toContain('无法连接 http://127.0.0.1:9');
  });
});
