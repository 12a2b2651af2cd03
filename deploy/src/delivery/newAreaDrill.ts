/**
 * The new-area drill (`pnpm test:drill:area`): proves that a new team adds an area with no edit to the host, the
 * kernel or the server's code. In a copy of the workspace it writes a seventh area, 售后服务 (`aftersales`, one
 * page: `newAreaFiles.ts`), links its dependencies, builds only that remote and checks that nothing outside
 * `remotes/aftersales` changed. Then, against a production server started from the real workspace's builds (host
 * and server as they are, on a data folder of its own), it releases the area with `pnpm release` as the platform
 * administrator, adds its menu through the menus API (菜单管理) and the menu to plan B (套餐管理), and opens the page
 * in Chromium as 13800000003, the administrator of a company on plan B, until its heading shows.
 *
 * Needs the product built (`pnpm build`), as `pnpm test` runs it after the build. Port: AREA_DRILL_PORT (8451).
 * KEEP_DRILL=1 keeps the copy and the data folder.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { DEFAULT_PASSWORD_IV, DEFAULT_PASSWORD_KEY } from '@yjf/domain/passwordCipher';
import type { RemotesResponse } from '@yjf/domain/remotes';
import { chromiumLaunchOptions } from '../../../e2e/support/environment';
import { workspaceAreas } from '../areaSources';
import { hostKernelOf, ReleaseRegistry } from '../releaseRegistry';
import { builtServerCommand } from '../serverProcess';
import { NEW_AREA, NEW_AREA_DEPENDENCIES, newAreaFiles } from './newAreaFiles';
import { copyWorkspace } from './workspaceCopy';

const root = path.resolve(__dirname, '../../..');
const port = Number(process.env.AREA_DRILL_PORT || 8451);
const baseUrl = `http://127.0.0.1:${port}`;
const PLATFORM_ADMIN = '13800000000';
/** 星河声学工程's administrator: company 3, on plan B (server/src/composition/seed). */
const COMPANY_ADMIN = '13800000003';
const COMPANY_PLAN = 'B';
const DEMO_PASSWORD = 'demo123456';
const areaFolder = `remotes/${NEW_AREA.area}`;

const timings: [string, number][] = [];
/** Runs a step and notes how long it took. */
async function step<T>(name: string, run: () => T | Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await run();
  const seconds = (Date.now() - started) / 1000;
  timings.push([name, seconds]);
  console.log(`  ${name}: ${seconds.toFixed(1)} s`);
  return result;
}

function assertBuilt(): void {
  const missing = ['host/dist/index.html', 'server/dist/main.cjs'].filter(
    (file) => !fs.existsSync(path.join(root, file)),
  );
  if (missing.length) throw new Error(`the product is not built (${missing.join(', ')}): run pnpm build first`);
}

function writeArea(workspace: string): void {
  for (const [file, text] of Object.entries(newAreaFiles())) {
    fs.mkdirSync(path.dirname(path.join(workspace, file)), { recursive: true });
    fs.writeFileSync(path.join(workspace, file), text);
  }
}

/**
 * Links the new package's dependencies as pnpm links the same ones for its sibling remotes (each the same
 * relative link, to the same version in the store or the same workspace package). `pnpm install --offline`
 * cannot add a package to the lockfile here: resolving a range needs the registry's metadata, which a
 * frozen-lockfile install never fetched (ERR_PNPM_NO_OFFLINE_META); the team's own `pnpm install` would.
 */
function linkDependencies(workspace: string): void {
  const names = Object.keys({ ...NEW_AREA_DEPENDENCIES.dependencies, ...NEW_AREA_DEPENDENCIES.devDependencies });
  const siblings = workspaceAreas(workspace).filter((area) => area !== NEW_AREA.area);
  for (const name of names) {
    const sibling = siblings
      .map((area) => path.join(workspace, 'remotes', area, 'node_modules', name))
      .find((link) => fs.lstatSync(link, { throwIfNoEntry: false })?.isSymbolicLink());
    if (!sibling) throw new Error(`no remote of the workspace links ${name}`);
    const target = path.join(workspace, areaFolder, 'node_modules', name);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.symlinkSync(fs.readlinkSync(sibling), target);
  }
}

function buildArea(workspace: string): void {
  const dir = path.join(workspace, areaFolder);
  const result = spawnSync(
    process.execPath,
    [path.join(dir, 'node_modules/webpack/bin/webpack.js'), '--mode', 'production'],
    { cwd: dir, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (result.status !== 0) throw new Error(`building ${areaFolder} failed:\n${result.stdout}\n${result.stderr}`);
}

/** What the build says of the area: its title and pages (`pages.json`), beside its federation manifest. */
function builtTable(workspace: string): { area: string; title?: string; pages: { module: string }[] } {
  return JSON.parse(fs.readFileSync(path.join(workspace, areaFolder, 'dist/pages.json'), 'utf8'));
}

/** The copy's files that differ from the workspace's, or that the workspace lacks (not dependencies, not builds). */
function changedFiles(workspace: string): string[] {
  const changed: string[] = [];
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(workspace, relative), { withFileTypes: true })) {
      if (['node_modules', 'dist', '.git', '.tmp'].includes(entry.name)) continue;
      const file = path.join(relative, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile()) {
        const original = path.join(root, file);
        const same =
          fs.existsSync(original) && fs.readFileSync(original).equals(fs.readFileSync(path.join(workspace, file)));
        if (!same) changed.push(file);
      }
    }
  };
  walk('');
  return changed.sort();
}

/** The real workspace's builds published on a fresh data folder, as `pnpm start` publishes them. */
function publishWorkspace(dataDir: string): string[] {
  const registry = new ReleaseRegistry(path.join(dataDir, 'releases'), {
    hostKernel: () => hostKernelOf(path.join(root, 'host/dist')),
  });
  const built = workspaceAreas(root).filter((area) =>
    fs.existsSync(path.join(root, 'remotes', area, 'dist/mf-manifest.json')),
  );
  for (const area of built) registry.publish(area, path.join(root, 'remotes', area, 'dist'));
  return built;
}

/** The built server of the real workspace on `dataDir`, in test mode as the end-to-end tests run it. */
async function startServer(dataDir: string): Promise<ChildProcess> {
  const { command, args, env } = builtServerCommand({
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
  });
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    const up = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer on ${baseUrl} within 180 s`);
}

async function stopServer(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Signs in through the API, as the browser does (the password AES-encrypted); answers the session token. */
async function signIn(phone: string): Promise<string> {
  const cipher = crypto.createCipheriv(
    'aes-128-cbc',
    Buffer.from(DEFAULT_PASSWORD_KEY),
    Buffer.from(DEFAULT_PASSWORD_IV),
  );
  const password = Buffer.concat([cipher.update(DEMO_PASSWORD, 'utf8'), cipher.final()]).toString('hex');
  const { token } = await api<{ token: string }>('', 'POST', '/auth/login', { username: phone, password });
  return token;
}

/** Calls the API with a session token; anything but a success stops the drill with the server's answer. */
async function api<T>(token: string, method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** `pnpm release aftersales --dir … --server … --token …`, run in the team's copy of the workspace. */
function releaseArea(workspace: string, token: string): string {
  const tsx = require.resolve('tsx/cli', { paths: [root] });
  const dist = path.join(workspace, areaFolder, 'dist');
  const result = spawnSync(
    process.execPath,
    [tsx, 'deploy/src/releaseCli.ts', NEW_AREA.area, '--dir', dist, '--server', baseUrl, '--token', token],
    { cwd: workspace, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`pnpm release ${NEW_AREA.area} failed: ${result.stderr}`);
  return result.stdout.trim();
}

type PlanWire = {
  code: string;
  name: string;
  price: number;
  discountPercent: number;
  number_of_taff: number;
  menuids: number[];
};

/** 菜单管理: a directory 售后服务 with the page 售后工单 (`aftersales/TicketList`); 套餐管理: both in plan B. */
async function offerInPlan(token: string): Promise<string> {
  const directory = await api<{ id: number }>(token, 'POST', '/api/menus', {
    type: 0,
    title: NEW_AREA.title,
    path: `/${NEW_AREA.area}`,
    icon: 'tool',
    sort: 900,
  });
  const page = await api<{ id: number }>(token, 'POST', '/api/menus', {
    type: 1,
    pid: directory.id,
    title: NEW_AREA.page.title,
    path: 'tickets',
    component: `${NEW_AREA.area}/${NEW_AREA.page.module}`,
  });
  const plan = (await api<PlanWire[]>(token, 'GET', '/api/plans')).find((each) => each.code === COMPANY_PLAN)!;
  const { name, price, discountPercent, number_of_taff } = plan;
  await api(token, 'PUT', `/api/plans/${COMPANY_PLAN}`, {
    name,
    price,
    discountPercent,
    number_of_taff,
    menuids: [...plan.menuids, directory.id, page.id],
  });
  return `/${NEW_AREA.area}/tickets`;
}

/** Opens the page in Chromium as the company's administrator; answers what failed to show, if anything. */
async function openInBrowser(token: string, pagePath: string): Promise<string[]> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext({ locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
    await context.addCookies([{ name: 'YJF-TOKEN', value: token, url: baseUrl }]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${baseUrl}${pagePath}`);
    const heading = page.getByRole('heading', { name: NEW_AREA.heading });
    const shown = await heading.waitFor({ timeout: 30_000 }).then(
      () => true,
      () => false,
    );
    if (shown) {
      const inMenu = await page.getByRole('menuitem', { name: NEW_AREA.title }).count();
      return inMenu ? [] : [`the side menu does not show ${NEW_AREA.title}`];
    }
    const screenshot = path.join(os.tmpdir(), `new-area-drill-${Date.now()}.png`);
    await page.screenshot({ path: screenshot, fullPage: true });
    return [
      `${pagePath} did not show the heading ${NEW_AREA.heading} (screenshot ${screenshot}; ${errors.join('; ')})`,
    ];
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const failures: string[] = [];
  assertBuilt();
  const workspace = await step('copy the workspace', () => copyWorkspace(root, 'yjf-new-area-'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yjf-new-area-data-'));
  console.log(`new-area drill in ${workspace} (data ${dataDir}, port ${port})`);
  let server: ChildProcess | undefined;
  try {
    // The server starts on the real builds while the team builds its area.
    const published = publishWorkspace(dataDir);
    const serverUp = step('start the server', () => startServer(dataDir));
    serverUp.catch(() => {});
    await step(`write ${areaFolder} and link its dependencies`, () => {
      writeArea(workspace);
      linkDependencies(workspace);
    });
    await step(`build ${areaFolder}`, () => buildArea(workspace));
    const table = builtTable(workspace);
    if (table.area !== NEW_AREA.area || table.title !== NEW_AREA.title)
      failures.push(
        `pages.json names ${table.area} ${table.title ?? '(no title)'}, not ${NEW_AREA.area} ${NEW_AREA.title}`,
      );
    if (!table.pages.some((page) => page.module === NEW_AREA.page.module))
      failures.push(`pages.json does not declare ${NEW_AREA.page.module}`);
    const outside = changedFiles(workspace).filter((file) => !file.startsWith(`${areaFolder}/`));
    if (outside.length) failures.push(`files outside ${areaFolder} changed: ${outside.join(', ')}`);
    else console.log(`  the copy differs from the workspace only in ${areaFolder}`);

    server = await serverUp;
    console.log(`  the server serves the workspace's host and ${published.length} areas (${published.join(', ')})`);
    const platform = await signIn(PLATFORM_ADMIN);
    const released = await step(`pnpm release ${NEW_AREA.area}`, () => releaseArea(workspace, platform));
    console.log(`  ${released}`);
    if (!released.startsWith(`${NEW_AREA.title}：已发布新版本`)) failures.push(`the release said: ${released}`);
    const pagePath = await step('add its menu and put it in plan B', () => offerInPlan(platform));

    const admin = await signIn(COMPANY_ADMIN);
    const { remotes } = await api<RemotesResponse>(admin, 'GET', '/api/remotes');
    const live = remotes.find((remote) => remote.name === NEW_AREA.area);
    if (live?.title !== NEW_AREA.title)
      failures.push(
        `GET /api/remotes gives ${COMPANY_ADMIN} ${live ? `${live.name} titled ${live.title}` : 'no aftersales'}`,
      );
    failures.push(
      ...(await step(`open ${pagePath} in Chromium as ${COMPANY_ADMIN}`, () => openInBrowser(admin, pagePath))),
    );
  } finally {
    await stopServer(server);
    if (!process.env.KEEP_DRILL) {
      fs.rmSync(workspace, { recursive: true, force: true });
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (failures.length) {
    console.error(`new-area drill failed (${seconds} s):\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log(
      `new-area drill passed in ${seconds} s: 售后服务 released, offered in plan B and opened, with no edit outside ${areaFolder}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(`new-area drill failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
