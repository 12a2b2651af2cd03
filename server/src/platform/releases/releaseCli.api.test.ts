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
import { writeFakeRemoteBuild } from './testing/releaseArchives';

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
  const liveVersion = async (area: string) =>
    (await ok<RemotesResponse>(platform, 'GET', '/api/remotes')).remotes.find((remote) => remote.name === area)
      ?.version;

  beforeAll(async () => {
    server = await startTestServer({ LOG_LEVEL: 'error' });
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    url = `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`;
    platform = await signIn(server, '13800000000');
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
