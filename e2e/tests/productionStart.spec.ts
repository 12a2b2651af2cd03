import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const root = path.resolve(__dirname, '../..');
const tsx = require.resolve('tsx/cli');

type Started = {
  dataDir: string;
  output: () => string;
  exited: Promise<number | null>;
  exitCode: () => number | null;
  signal: (signal: NodeJS.Signals) => void;
  stop: () => Promise<void>;
};

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
    dataDir,
    output: () => output,
    exited,
    exitCode: () => child.exitCode,
    signal: (signal) => child.kill(signal),
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

  test('refuses a port another program holds before it creates or seeds anything, naming PORT', async () => {
    const port = 8145;
    const holder = net.createServer().listen(port, '127.0.0.1');
    await once(holder, 'listening');
    const started = pnpmStart({ PORT: String(port) });
    try {
      expect(await started.exited).toBe(1);
      expect(started.output()).toContain(`端口 ${port} 已被占用`);
      expect(started.output()).toContain('PORT');
      expect(fs.readdirSync(started.dataDir)).toEqual([]);
    } finally {
      holder.close();
      await started.stop();
    }
  });

  test('SIGTERM lets a request in flight finish, then closes the database and exits 0', async () => {
    const port = 8146;
    const started = pnpmStart({ PORT: String(port) });
    try {
      await waitForHealth(`http://127.0.0.1:${port}`, started);
      // A sign-in whose body is still arriving when the signal comes.
      const socket = net.connect(port, '127.0.0.1');
      await once(socket, 'connect');
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      const closed = once(socket, 'close');
      const body = JSON.stringify({ username: '13800000001', password: 'not-encrypted' });
      socket.write(
        `POST /auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      started.signal('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(started.exitCode()).toBeNull();
      // New connections are no longer taken while it drains.
      expect(
        await fetch(`http://127.0.0.1:${port}/api/health/live`).then(
          () => 'answered',
          () => 'refused',
        ),
      ).toBe('refused');
      socket.write(body.slice(10));
      await closed;
      expect(answer).toMatch(/^HTTP\/1\.1 \d{3} /);
      expect(answer).not.toMatch(/^HTTP\/1\.1 503 /);
      expect(await started.exited).toBe(0);
      expect(started.output()).not.toContain('启动失败');
      expect(started.output()).not.toMatch(/"level":50|Error/);
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
