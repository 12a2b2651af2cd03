import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser, type Page, type Response } from '@playwright/test';
import { DEFAULT_PASSWORD_IV, DEFAULT_PASSWORD_KEY } from '@yjf/domain/passwordCipher';
// The same Chromium and flags as the end-to-end tests (Debian's, for this closed network).
import { chromiumLaunchOptions } from '../e2e/support/environment';

export const root = path.resolve(__dirname, '..');

/** Waits until the server at `url` answers its health check (at most 5 minutes); fails if `child` exits first. */
async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('服务没有启动');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Starts the product as `pnpm start` does, on a fresh data folder and its own port; answers its URL. */
export async function startProduct(port: number): Promise<{ url: string; stop(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yjf-bench-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [require.resolve('tsx/cli'), path.join(root, 'deploy/src/start.ts')],
    {
      cwd: root,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(url, child);
  return {
    url,
    stop: async () => {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The JSON body of `POST /auth/login` for a phone and password, the password encrypted as the browser does. */
export function loginBody(phone: string, password = 'demo123456'): string {
  const cipher = crypto.createCipheriv(
    'aes-128-cbc',
    Buffer.from(DEFAULT_PASSWORD_KEY),
    Buffer.from(DEFAULT_PASSWORD_IV),
  );
  const encrypted = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]).toString('hex');
  return JSON.stringify({ username: phone, password: encrypted });
}

/** Signs a demo user in through the API; answers the token. */
export async function signIn(url: string, phone: string, password = 'demo123456'): Promise<string> {
  const response = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: loginBody(phone, password),
  });
  if (!response.ok) throw new Error(`登录失败：${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/**
 * Chromium's own browser interface drawn as web pages: the address bar's suggestion popups (WebUI, in Debian's
 * Chromium 156). Headless Chromium builds them for every new window, and every browser context the bench opens
 * is a new window, so they were built at the same moment as the page being measured: 600–800 ms of CPU in a
 * renderer of their own and the browser process, on a machine of two cores. A user's window built them long
 * before the user opens a bookmark, so the bench's windows go without them. The product is not changed by this.
 */
export const NO_BROWSER_UI_PAGES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/** Playwright's own `--disable-features` value, as its Chromium starts with it (read once). */
let playwrightDisabledFeatures: Promise<string[]> | undefined;

function readPlaywrightDisabledFeatures(): Promise<string[]> {
  playwrightDisabledFeatures ??= (async () => {
    // Chromium answers its command line only to a browser started for automation.
    const options = chromiumLaunchOptions();
    const probe = await chromium.launch({ ...options, args: [...options.args, '--enable-automation'] });
    try {
      const cdp = await probe.newBrowserCDPSession();
      const { arguments: argv } = await cdp.send('Browser.getBrowserCommandLine');
      const value = argv.find((arg) => arg.startsWith('--disable-features='))?.slice('--disable-features='.length);
      return value ? value.split(',') : [];
    } finally {
      await probe.close();
    }
  })();
  return playwrightDisabledFeatures;
}

/**
 * The bench's Chromium: Playwright's, without the browser interface pages (NO_BROWSER_UI_PAGES). Chromium keeps
 * only the last `--disable-features` it is given, so the list passed here is Playwright's own plus ours.
 */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch(await chromiumOptions());
}

/** The bench's Chromium and its flags, as `launchChromium` starts it. */
export async function chromiumOptions(): Promise<{ executablePath: string; args: string[] }> {
  const disabled = [...(await readPlaywrightDisabledFeatures()), ...NO_BROWSER_UI_PAGES];
  const options = chromiumLaunchOptions();
  return { ...options, args: [...options.args, `--disable-features=${disabled.join(',')}`] };
}

export type Weight = { requests: number; gzipBytes: number; files: { url: string; gzipBytes: number }[] };

/**
 * What a page downloads while `action` runs, as the anchors were measured: the JavaScript and CSS, each
 * gzipped (level 9), summed.
 */
export async function measureWeight(page: Page, action: () => Promise<void>): Promise<Weight> {
  const files: { url: string; gzipBytes: number }[] = [];
  const pending: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    const pathname = new URL(response.url()).pathname;
    if (!/\.(js|css)$/.test(pathname)) return;
    pending.push(
      response
        .body()
        .then((body) => {
          files.push({ url: pathname, gzipBytes: zlib.gzipSync(body, { level: 9 }).length });
        })
        .catch(() => {}),
    );
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  page.off('response', onResponse);
  return { requests: files.length, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0), files };
}

/**
 * Core-seconds the whole machine has spent busy since it started (/proc/stat, in USER_HZ = 100 ticks): the
 * difference of two readings divided by the work done between them is the CPU that work cost, on every core
 * and in every process (the load generator, the server, the database).
 */
export function busyCoreSeconds(): number {
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fs
    .readFileSync('/proc/stat', 'utf8')
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return (user + nice + system + irq + softirq + steal) / 100;
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Prints rows as an aligned table; under `pnpm bench` also records it for bench/RESULTS.md. */
export function printTable(title: string, header: string[], rows: (string | number)[][]): void {
  const widths = header.map((h, i) => Math.max(width(h), ...rows.map((r) => width(String(r[i])))));
  const line = (cells: (string | number)[]) => cells.map((c, i) => pad(String(c), widths[i]!)).join('  ');
  process.stdout.write(`\n${title}\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n`);
  for (const row of rows) process.stdout.write(`${line(row)}\n`);
  recordResult({ kind: 'table', title, header, rows: rows.map((row) => row.map(String)) });
}

/** One goal of issue 11 and how this run did against it, as the summary of `pnpm bench` lists it. */
export type GoalResult = { goal: string; target: string; measured: string; met: boolean };

/**
 * Records a goal's outcome for the summary table and bench/RESULTS.md (`pnpm bench` collects them); run alone,
 * a part's tables already say 达标 or 未达标, so nothing more is printed.
 *
 * @example recordGoal({ goal: '登录页体积', target: '< 220 KiB', measured: '195.3 KiB', met: true })
 */
export function recordGoal(result: GoalResult): void {
  recordResult({ kind: 'goal', ...result });
}

/** What a part leaves for the orchestrator (bench/run.ts): one JSON line each in BENCH_RESULTS_FILE. */
export type RecordedResult =
  { kind: 'table'; title: string; header: string[]; rows: string[][] } | ({ kind: 'goal' } & GoalResult);

function recordResult(result: RecordedResult): void {
  const file = process.env.BENCH_RESULTS_FILE;
  if (file) fs.appendFileSync(file, `${JSON.stringify(result)}\n`);
}

// Chinese characters take two columns in a terminal.
const width = (text: string) => [...text].reduce((n, ch) => n + (/[\u3000-\u9fff\uff00-\uffef]/.test(ch) ? 2 : 1), 0);
const pad = (text: string, to: number) => text + ' '.repeat(Math.max(0, to - width(text)));

/**
 * Starts the product from the existing build, never rebuilding: what `pnpm start` does after its build step
 * (the remotes' dist folders published to the releases of a fresh data folder, then server/dist/main.cjs). For
 * a benchmark run while sources are being edited (`pnpm start` would rebuild what is older than them).
 */
export async function startBuiltProduct(port: number): Promise<{ url: string; stop(): Promise<void> }> {
  const { ReleaseRegistry } = await import('../deploy/src/releaseRegistry');
  const { workspaceAreas } = await import('../deploy/src/areaSources');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yjf-bench-'));
  const registry = new ReleaseRegistry(path.join(dataDir, 'releases'));
  for (const area of workspaceAreas(root))
    registry.publish(area, path.join(root, 'remotes', area, 'dist'), { onlyIfNew: true });
  const { child, stop } = await spawnBuiltServer(port, dataDir);
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(url, child);
  return { url, stop };
}

/**
 * The built server as `pnpm start` runs it (builtServerCommand, so that its memory and speed are the product's),
 * in production mode on `dataDir`, printing only warnings; `env` adds settings. `stop` ends it and removes
 * `dataDir`.
 */
export async function spawnBuiltServer(
  port: number,
  dataDir: string,
  env: NodeJS.ProcessEnv = {},
): Promise<{ child: ChildProcess; stop(): Promise<void> }> {
  const { builtServerCommand } = await import('../deploy/src/serverProcess');
  const command = builtServerCommand({
    ...process.env,
    ...env,
    DATA_DIR: dataDir,
    PORT: String(port),
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  });
  const child = spawn(command.command, command.args, {
    cwd: root,
    env: command.env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { child, stop };
}
