import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page, type Response } from '@playwright/test';
import { openShellWithMenus } from '../support/shellSession';
import { buildTestkit, registry } from '../support/testkitRemote';

/** The JavaScript bodies a page downloaded, by URL. */
function collectScripts(page: Page): Map<string, string> {
  const scripts = new Map<string, string>();
  page.on('response', async (response: Response) => {
    if (!/\.js(\?|$)/.test(response.url())) return;
    try {
      scripts.set(response.url(), await response.text());
    } catch {
      // navigation away; the body is gone
    }
  });
  return scripts;
}

const countScripts = (scripts: Map<string, string>, marker: RegExp) =>
  [...scripts.values()].filter((body) => marker.test(body)).length;

test('the root sends a signed-out visitor to the sign-in page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/customer/list?page=2');
  await expect(page).toHaveURL('/login?redirect=%2Fcustomer%2Flist%3Fpage%3D2');
  await expect(page.getByRole('heading', { name: '云交付-智能影音项目管理系统' })).toBeVisible();
  await expect(page).toHaveTitle('登录 - 云交付-智能影音项目管理系统');
});

test('the sign-in page loads neither the shell nor any remote', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: '云交付-智能影音项目管理系统' })).toBeVisible();
  expect(requests.filter((p) => p.startsWith('/remotes/') || p.includes('shell-app'))).toEqual([]);
  expect(requests).not.toContain('/api/remotes');
});

test('a remote page loads through the live manifest, with one React, one React DOM and one store', async ({ page }) => {
  const scripts = collectScripts(page);
  const manifests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('mf-manifest.json')) manifests.push(new URL(request.url()).pathname);
  });
  await openShellWithMenus(page);
  await page.goto('/test/hello');
  await expect(page.getByTestId('greeting')).toHaveText('你好，远程模块');
  await expect(page).toHaveTitle('远程问候 - 云交付-智能影音项目管理系统');
  expect(manifests).toEqual([`/remotes/testkit/${registry().read().areas.testkit?.live}/mf-manifest.json`]);

  // A second remote in the same page shares the same libraries.
  await page.getByRole('menuitem', { name: '服务监控' }).click();
  await expect(page.getByText('内存使用率', { exact: true })).toBeVisible();
  // The remote reads the host's store: the health query it made is in the one API cache.
  await page.getByRole('menuitem', { name: '远程问候' }).click();
  await expect(page.getByTestId('store-queries')).not.toHaveText('共享缓存中的查询：0');

  expect(countScripts(scripts, /rendererPackageName:"react-dom"/)).toBe(1);
  expect(countScripts(scripts, /__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED=\{ReactCurrentDispatcher/)).toBe(1);
  expect(countScripts(scripts, /"yjf-store"/)).toBe(1);
});

test('a menu component that no remote exposes shows a safe notice', async ({ page }) => {
  await openShellWithMenus(page);
  await page.goto('/test/missing-module');
  await expect(page.getByText('页面组件不存在')).toBeVisible();
  await expect(page.getByText('testkit/NoSuchPage')).toBeVisible();
  await page.getByRole('menuitem', { name: '远程不存在' }).click();
  await expect(page.getByText('nowhere/Page')).toBeVisible();
  await page.getByRole('menuitem', { name: '远程问候' }).click();
  await expect(page.getByTestId('greeting')).toBeVisible();
});

test('a remote page that throws while rendering is contained in its page', async ({ page }) => {
  await openShellWithMenus(page);
  await page.goto('/test/throws');
  await expect(page.getByText('页面出错了')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: '远程问候' })).toBeVisible();
  await page.getByRole('menuitem', { name: '远程问候' }).click();
  await expect(page.getByTestId('greeting')).toBeVisible();
});

test('a remote whose files are missing shows a fallback with retry, and the rest keeps working', async ({ page }) => {
  const releases = registry();
  const good = releases.read().areas.testkit!.live!;
  // A release whose files are gone: the same build with its entry and chunks deleted.
  const broken = releases.publish('testkit', await buildTestkit('坏掉的版本'));
  for (const file of fs.readdirSync(releases.versionDir('testkit', broken.version))) {
    if (file.endsWith('.js')) fs.rmSync(path.join(releases.versionDir('testkit', broken.version), file));
  }
  try {
    await openShellWithMenus(page);
    await page.goto('/test/hello');
    await expect(page.getByText('模块加载失败')).toBeVisible();
    await page.getByRole('menuitem', { name: '服务监控' }).click();
    await expect(page.getByText('内存使用率', { exact: true })).toBeVisible();

    await page.getByRole('menuitem', { name: '远程问候' }).click();
    await expect(page.getByText('模块加载失败')).toBeVisible();

    // The area is rolled back to a good release: 重试 finds the new live version and reloads the page.
    releases.switch('testkit', good);
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByTestId('greeting')).toHaveText('你好，远程模块');
  } finally {
    releases.switch('testkit', good);
  }
});

test('a new release of a remote reaches the next page load without rebuilding the host', async ({ page }) => {
  const releases = registry();
  const before = releases.read().areas.testkit!.live!;
  const hostScripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/main\.[0-9a-f]+\.js$/.test(url.pathname)) hostScripts.push(url.pathname);
  });
  await openShellWithMenus(page);
  await page.goto('/test/hello');
  await expect(page.getByTestId('greeting')).toHaveText('你好，远程模块');

  const next = releases.publish('testkit', await buildTestkit('第二版问候'));
  try {
    await page.reload();
    await expect(page.getByTestId('greeting')).toHaveText('第二版问候');
    expect(new Set(hostScripts).size).toBe(1);

    releases.rollback('testkit');
    await page.reload();
    await expect(page.getByTestId('greeting')).toHaveText('你好，远程模块');
  } finally {
    releases.switch('testkit', before);
    expect(next.version).not.toBe(before);
  }
});
