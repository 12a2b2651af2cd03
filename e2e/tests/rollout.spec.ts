import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, request, test, type Page } from '@playwright/test';
import { apiAs } from '../support/api';
import { E2E_BASE_URL } from '../support/environment';
import { apiSignIn, signInAs } from '../support/signIn';
import { registry } from '../support/testkitRemote';

const SHOTS = path.resolve(__dirname, '../.tmp/screenshots');
const PLATFORM_ADMIN = '13800000000';
/** 星河声学工程 (company 3), the canary's company. */
const CANARY_ADMIN = '13800000003';
/** 示例影音科技 (company 2), never in the canary. */
const OTHER_ADMIN = '13800000001';

test.describe.configure({ mode: 'serial' });

const dialog = (page: Page, title: string) => page.getByRole('dialog').filter({ hasText: title });

/**
 * An archive of the live customers build with one harmless file added: the same pages, but a release of its own
 * (the registry tells builds apart by their content).
 */
function candidateArchive(): string {
  const releases = registry();
  const live = releases.read().areas.customers!.live!;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'customers-candidate-'));
  fs.cpSync(releases.versionDir('customers', live), folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'candidate.txt'), `候选版本 ${Date.now()}\n`);
  const archive = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'release-')), 'customers.tgz');
  execFileSync('tar', ['-czf', archive, '-C', folder, '.']);
  return archive;
}

/**
 * A copy of the live customers build whose 客户列表 page cannot load: its chunk throws before it registers (the
 * precompressed copies removed, so the server sends the broken one). Answers the folder.
 */
function brokenCustomersBuild(): string {
  const releases = registry();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'customers-broken-'));
  fs.cpSync(releases.versionDir('customers', releases.read().areas.customers!.live!), folder, { recursive: true });
  const chunk = fs.readdirSync(folder).find((file) => /^__federation_expose_CustomerList\.[0-9a-f]+\.js$/.test(file))!;
  const code = fs.readFileSync(path.join(folder, chunk), 'utf8');
  fs.writeFileSync(path.join(folder, chunk), `throw new Error('候选版本故障');\n${code}`);
  for (const copy of [`${chunk}.gz`, `${chunk}.br`]) fs.rmSync(path.join(folder, copy), { force: true });
  return folder;
}

/** The customers versions whose files the page fetched (`/remotes/customers/<version>/…`). */
function customersVersionsFetched(page: Page): Set<string> {
  const versions = new Set<string>();
  page.on('request', (sent) => {
    const match = /^\/remotes\/customers\/([^/]+)\//.exec(new URL(sent.url()).pathname);
    if (match) versions.add(match[1]!);
  });
  return versions;
}

/** The customers area's 客户列表 page has drawn (its search form), so the area's files have been fetched. */
const customerListShown = (page: Page) => expect(page.getByRole('form', { name: '搜索条件' })).toBeVisible();

async function openCustomerList(page: Page): Promise<void> {
  await page.goto('/customer/list');
  await customerListShown(page);
}

let live = '';
let candidate = '';

/** What the test reads of `GET /api/deploy`. */
type DeployOverview = {
  areas: { area: string; candidate: { version: string } | null }[];
  automatic: { at: string; description: string }[];
};

test.afterAll(async () => {
  // Whatever happened, customers is left without a candidate for the other suites.
  const api = await request.newContext({ baseURL: E2E_BASE_URL });
  const token = await apiSignIn(api, PLATFORM_ADMIN);
  await api.post('/api/deploy/withdraw', {
    data: { area: 'customers' },
    headers: { Authorization: `Bearer ${token}` },
  });
  await api.dispose();
});

test('a candidate of customers previewed by the platform administrator is seen by that session only', async ({
  page,
  browser,
}) => {
  live = registry().read().areas.customers!.live!;
  await signInAs(page, PLATFORM_ADMIN);
  await page.goto('/tools/release');

  // 发布新版本 with 候选版本: published, not live.
  await page
    .getByRole('row', { name: /渠道客户/ })
    .getByRole('button', { name: '发布' })
    .click();
  const upload = dialog(page, '发布新版本');
  await upload.getByLabel('选择压缩包').setInputFiles(candidateArchive());
  await upload.getByRole('switch', { name: '候选版本' }).click();
  await expect(upload.getByRole('checkbox', { name: '立即生效' })).toBeDisabled();
  await upload.getByRole('button', { name: '发布' }).click();
  await expect(page.getByText('已发布新版本')).toBeVisible();
  const releases = registry().read().areas.customers!;
  expect(releases.live).toBe(live);
  candidate = releases.versions.at(-1)!.version;
  expect(candidate).not.toBe(live);

  const row = page.getByRole('row', { name: /渠道客户/ });
  await expect(row.getByText(candidate)).toBeVisible();
  await expect(row.getByText('仅预览，尚未灰度给企业')).toBeVisible();
  await row.getByRole('button', { name: '候选与版本' }).click();
  const panel = page.getByRole('region', { name: '渠道客户的候选版本' });
  await panel.getByRole('button', { name: '预览' }).click();
  await page.getByRole('button', { name: '预览', exact: true }).last().click();

  // The page loads again, with the bar on every page.
  const bar = page.getByRole('status').filter({ hasText: '预览中' });
  await expect(bar).toContainText(`预览中：渠道客户 ${candidate}`);
  await page.screenshot({ path: path.join(SHOTS, 'rollout-preview-releases.png') });
  const previewed = customersVersionsFetched(page);
  await openCustomerList(page);
  await expect(bar).toContainText(`预览中：渠道客户 ${candidate}`);
  expect([...previewed]).toEqual([candidate]);
  await page.screenshot({ path: path.join(SHOTS, 'rollout-preview-bar.png') });

  // Another session of the same administrator gets the live version and no bar.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInAs(otherPage, PLATFORM_ADMIN);
  const otherFetched = customersVersionsFetched(otherPage);
  await openCustomerList(otherPage);
  expect([...otherFetched]).toEqual([live]);
  await expect(otherPage.getByText('预览中')).toHaveCount(0);
  await other.close();

  // 退出预览: the page loads again with the live version.
  const after = customersVersionsFetched(page);
  await bar.getByRole('button', { name: '退出预览' }).click();
  await expect(page.getByText('预览中')).toHaveCount(0);
  await customerListShown(page);
  expect([...after]).toEqual([live]);
});

test('a candidate canaried to company 3 reaches 13800000003 and never 13800000001', async ({ page, browser }) => {
  expect(candidate).not.toBe('');
  await signInAs(page, PLATFORM_ADMIN);
  await page.goto('/tools/release');
  const row = page.getByRole('row', { name: /渠道客户/ });
  await row.getByRole('button', { name: '候选与版本' }).click();
  await page.getByRole('region', { name: '渠道客户的候选版本' }).getByRole('button', { name: '灰度设置' }).click();
  const canary = dialog(page, '灰度设置');
  await canary.getByLabel('指定企业').fill('3');
  await canary.getByRole('button', { name: '添加' }).click();
  await expect(canary.getByText('企业 3')).toBeVisible();
  await canary.getByRole('button', { name: '保存' }).click();
  await expect(dialog(page, '灰度设置')).toHaveCount(0);
  await expect(row.first().getByText('指定 1 家企业，共 1 家')).toBeVisible();
  await expect(page.getByRole('region', { name: '渠道客户的候选版本' }).getByText('星河声学工程（3）')).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'rollout-canary.png') });

  for (const [phone, expected] of [
    [CANARY_ADMIN, candidate],
    [OTHER_ADMIN, live],
  ] as const) {
    const context = await browser.newContext();
    const user = await context.newPage();
    await signInAs(user, phone);
    const fetched = customersVersionsFetched(user);
    await openCustomerList(user);
    expect([...fetched], phone).toEqual([expected]);
    // A canary is not a preview: no bar.
    await expect(user.getByText('预览中')).toHaveCount(0);
    await context.close();
  }
});

test('a canaried candidate whose page does not load falls back to the stable page in the same page load', async ({
  page,
  browser,
}) => {
  const releases = registry();
  live = releases.read().areas.customers!.live!;
  const broken = releases.publish('customers', brokenCustomersBuild(), { activate: false }).version;
  const admin = apiAs(page, await apiSignIn(page.request, PLATFORM_ADMIN));
  await admin('PUT', '/api/deploy/candidate', { area: 'customers', version: broken });
  await admin('PUT', '/api/deploy/canary', { area: 'customers', companies: [3], share: 0 });

  const context = await browser.newContext();
  const user = await context.newPage();
  await signInAs(user, CANARY_ADMIN);
  const fetched = customersVersionsFetched(user);
  await openCustomerList(user);
  await expect(user.getByText('模块加载失败')).toHaveCount(0);
  // The candidate was tried first, then the stable release, without a page load between.
  expect([...fetched]).toEqual([broken, live]);

  // Another page of the area, opened afterwards, comes from the stable release at once.
  await user.getByRole('menuitem', { name: '跟进记录' }).click();
  await expect(user).toHaveURL(/\/customer\//);
  await expect(user.getByRole('form', { name: '搜索条件' })).toBeVisible();
  expect([...fetched]).toEqual([broken, live]);
  await context.close();
});

test('the failing candidate is withdrawn by itself once its failures pass the threshold, while 13800000003 keeps seeing the stable page', async ({
  page,
  browser,
}) => {
  const admin = apiAs(page, await apiSignIn(page.request, PLATFORM_ADMIN));
  const candidateOf = async () =>
    ((await admin('GET', '/api/deploy')) as DeployOverview).areas.find((area) => area.area === 'customers')!.candidate;
  const broken = (await candidateOf())?.version;
  expect(broken, 'the broken candidate of the test before is still canaried').toBeTruthy();

  const context = await browser.newContext();
  const user = await context.newPage();
  await signInAs(user, CANARY_ADMIN);
  const fetched = customersVersionsFetched(user);
  // Each page load tries the candidate, falls back to stable and reports the failure as the page goes (pagehide).
  // The e2e server withdraws after 3 failed loads (RELEASE_ROLLBACK_CANDIDATE_MIN_LOADS) and checks every 2 s.
  for (let load = 0; load < 4; load += 1) {
    await openCustomerList(user);
    await expect(user.getByText('模块加载失败')).toHaveCount(0);
  }
  await user.goto('about:blank');
  await expect.poll(candidateOf, { timeout: 30_000, intervals: [500] }).toBeNull();
  const overview = (await admin('GET', '/api/deploy')) as DeployOverview;
  expect(overview.automatic[0]?.description).toMatch(new RegExp(`^渠道客户的候选版本 ${broken} .*已自动撤回$`));

  // Withdrawn on the server, the candidate is no longer tried: the next load is the stable release alone.
  fetched.clear();
  await openCustomerList(user);
  expect([...fetched]).toEqual([live]);

  // The platform administrator is told at the top of 发布管理.
  await signInAs(page, PLATFORM_ADMIN);
  await page.goto('/tools/release');
  await expect(page.getByText('近 24 小时的自动撤回与回滚')).toBeVisible();
  await expect(page.getByText(/已自动撤回/).first()).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'release-automatic-withdrawal.png'), fullPage: true });
  await context.close();
});
