import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { bearer, clusterEnv, clusterRoot, INSTANCE_A, INSTANCE_B, passwordSignIn, PROXY } from './clusterTargets';

/** `pnpm release …` as an area team's pipeline runs it: the token from the environment, the cluster's address. */
function releaseTool(args: string[], token: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [require.resolve('tsx/cli'), 'deploy/src/releaseCli.ts', ...args, '--server', PROXY],
      { cwd: clusterRoot, env: { ...clusterEnv(), YJF_DEPLOY_TOKEN: token }, timeout: 120_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** A customers build made new by a marker file (content published before is not a new version). */
function customersBuild(marker: string): string {
  const build = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-pipeline-'));
  fs.cpSync(path.join(clusterRoot, 'remotes/customers/dist'), build, { recursive: true });
  fs.writeFileSync(path.join(build, 'pipeline-release.txt'), marker);
  return build;
}

test('a deploy token releases its area to the cluster from the command line, and is refused another', async ({
  request,
}) => {
  const admin = (await (await request.post(`${PROXY}/auth/login`, { data: passwordSignIn('13800000000') })).json())
    .token as string;
  const live = async (target: string, area: string) => {
    const answer = await request.get(`${target}/api/remotes`, { headers: bearer(admin) });
    return ((await answer.json()) as { remotes: { name: string; version: string }[] }).remotes.find(
      (remote) => remote.name === area,
    )?.version;
  };
  const made = await request.post(`${PROXY}/api/deploy/tokens`, {
    headers: bearer(admin),
    data: { name: '客户区流水线', areas: ['customers'], level: 'release' },
  });
  expect(made.status(), await made.text()).toBe(200);
  const { token } = (await made.json()) as { token: string };
  const customersBefore = await live(PROXY, 'customers');
  const systemBefore = await live(PROXY, 'system');

  const marker = `pipeline ${Date.now()}`;
  const build = customersBuild(marker);
  try {
    const published = await releaseTool(['customers', '--dir', build], token);
    expect(published.stderr).toBe('');
    expect(published.code).toBe(0);
    const version = /^渠道客户：已发布新版本 (\S+)，已设为当前版本\n$/.exec(published.stdout)?.[1];
    expect(version).toBeDefined();
    expect(version).not.toBe(customersBefore);
    // Both instances take it from the bucket (told by notice), and serve it through nginx.
    for (const target of [INSTANCE_A, INSTANCE_B]) {
      await expect.poll(() => live(target, 'customers'), { message: target, timeout: 5000 }).toBe(version);
    }
    const file = await request.get(`${PROXY}/remotes/customers/${version}/pipeline-release.txt`);
    expect(await file.text()).toBe(marker);

    const refused = await releaseTool(['system', '--dir', path.join(clusterRoot, 'remotes/system/dist')], token);
    expect(refused).toMatchObject({
      code: 1,
      stdout: '',
      stderr: '部署令牌「客户区流水线」不能发布「系统管理」，只能发布：渠道客户\n',
    });
    expect(await live(INSTANCE_A, 'system')).toBe(systemBefore);
    expect(await live(INSTANCE_B, 'system')).toBe(systemBefore);
  } finally {
    fs.rmSync(build, { recursive: true, force: true });
    const back = await releaseTool(['rollback', 'customers'], token);
    expect(back.stdout).toBe(`渠道客户已回滚到版本 ${customersBefore}\n`);
  }
  await expect.poll(() => live(INSTANCE_B, 'customers')).toBe(customersBefore);
});
