import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const root = path.resolve(__dirname, '../..');
const tsx = require.resolve('tsx/cli');

type Started = { output: () => string; exited: Promise<number | null>; stop: () => Promise<void> };

/** `pnpm start` as an operator runs it, with `env` on top of a shell that holds NODE_ENV=development. */
function pnpmStart(env: NodeJS.ProcessEnv): Started {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yjf-start-'));
  let output = '';
  const child = spawn(process.execPath, [tsx, path.join(root, 'deploy/src/start.ts')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    output: () => output,
    exited,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitForHealth(url: string, started: Started): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (started.output().includes('启动失败')) throw new Error(started.output());
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not start: ${started.output()}`);
}

test.describe('pnpm start, as an operator runs it', () => {
  test.setTimeout(150_000);

  test('runs in production whatever NODE_ENV the shell holds: no development helper answers', async () => {
    const port = 8141;
    const started = pnpmStart({ PORT: String(port) });
    try {
      await waitForHealth(`http://127.0.0.1:${port}`, started);
      for (const helper of ['/dev/captcha/13800000001', '/dev/sms/13800000001']) {
        const response = await fetch(`http://127.0.0.1:${port}${helper}`);
        expect([helper, response.status]).toEqual([helper, 404]);
      }
    } finally {
      await started.stop();
    }
  });

  test('refuses to start where other machines reach it with sandbox payments or demo passwords not asked for', async () => {
    const payments = pnpmStart({ PORT: '8142', HOST: '0.0.0.0' });
    expect(await payments.exited).toBe(1);
    expect(payments.output()).toContain('默认的沙箱支付不会真正收款');
    expect(payments.output()).toContain('PAYMENT_PROVIDER');
    await payments.stop();

    const demo = pnpmStart({ PORT: '8143', HOST: '0.0.0.0', PAYMENT_PROVIDER: 'sandbox' });
    expect(await demo.exited).toBe(1);
    expect(demo.output()).toContain('仍使用公开的演示密码');
    await demo.stop();

    const asked = pnpmStart({
      PORT: '8144',
      HOST: '0.0.0.0',
      PAYMENT_PROVIDER: 'sandbox',
      ALLOW_DEMO_PASSWORDS: 'true',
    });
    try {
      await waitForHealth('http://127.0.0.1:8144', asked);
    } finally {
      await asked.stop();
    }
  });
});
