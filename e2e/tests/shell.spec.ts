import { expect, test, type Page } from '@playwright/test';
import { openShellWithTestkit } from '../support/shellSession';
import { signInAs } from '../support/signIn';

const tags = (page: Page) => page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab');
const tag = (page: Page, title: string) =>
  page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab', { name: title });

test('the sidebar shows the menus the server built for the user', async ({ page }) => {
  await signInAs(page, '13800000002');
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await expect(menu.getByText('渠道客户')).toBeVisible();
  await expect(menu.getByText('商机管理')).toBeVisible();
  await expect(menu.getByText('系统管理')).toHaveCount(0);
  await expect(menu.getByText('采购出库')).toHaveCount(0);
  await menu.getByText('商机管理').click();
  await menu.getByRole('menuitem', { name: '商机列表' }).click();
  await expect(page).toHaveURL('/business/list');
  await expect(page).toHaveTitle('商机列表 - 云交付-智能影音项目管理系统');
});

test('the breadcrumb starts at 首页, and the header search opens a page', async ({ page }) => {
  await openShellWithTestkit(page);
  await page.goto('/test/hello');
  const breadcrumb = page.locator('.navbar-breadcrumb').getByRole('listitem');
  await expect(breadcrumb).toHaveText(['首页', '联邦测试', '远程问候']);
  await breadcrumb.getByRole('link', { name: '首页' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(breadcrumb).toHaveText(['首页']);

  await page.getByRole('button', { name: '搜索菜单' }).click();
  await page.getByPlaceholder('搜索菜单').fill('第二');
  await page.getByRole('option', { name: '联邦测试 > 第二问候' }).click();
  await expect(page).toHaveURL('/test/hello-b');
});

test('the tags bar keeps pages mounted and offers refresh, close, close others and close all', async ({ page }) => {
  await openShellWithTestkit(page);
  await page.goto('/test/hello');
  await expect(tag(page, '首页')).toBeVisible();
  const first = page.locator('[data-page="/test/hello"]');
  await first.getByTestId('draft').fill('半填的表单');

  await page.getByRole('menuitem', { name: '第二问候' }).click();
  await page.getByRole('menuitem', { name: '渲染出错' }).click();
  await expect(tags(page)).toHaveText(['首页', '远程问候', '第二问候', '渲染出错']);

  // A half-filled form survives switching tags.
  await tag(page, '远程问候').click();
  await expect(page).toHaveURL('/test/hello');
  await expect(first.getByTestId('draft')).toHaveValue('半填的表单');

  // 刷新 remounts the page: the draft is gone.
  await tag(page, '远程问候').click({ button: 'right' });
  await page.getByRole('menuitem', { name: '刷新页面' }).click();
  await expect(page.locator('[data-page="/test/hello"]').getByTestId('draft')).toHaveValue('');

  // 首页 is affix: no close, not in its menu either.
  await tag(page, '首页').click({ button: 'right' });
  await expect(page.getByRole('menuitem', { name: '关闭当前' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Closing the active tag goes to the last one left.
  await tag(page, '远程问候').click({ button: 'right' });
  await page.getByRole('menuitem', { name: '关闭当前' }).click();
  await expect(tags(page)).toHaveText(['首页', '第二问候', '渲染出错']);
  await expect(page).toHaveURL('/test/throws');

  // A middle click closes.
  await tag(page, '渲染出错').click({ button: 'middle' });
  await expect(tags(page)).toHaveText(['首页', '第二问候']);

  await page.getByRole('menuitem', { name: '远程问候' }).click();
  await tag(page, '第二问候').click({ button: 'right' });
  await page.getByRole('menuitem', { name: '关闭其他' }).click();
  await expect(tags(page)).toHaveText(['首页', '第二问候']);
  await expect(page).toHaveURL('/test/hello-b');

  await tag(page, '第二问候').click({ button: 'right' });
  await page.getByRole('menuitem', { name: '关闭所有' }).click();
  await expect(tags(page)).toHaveText(['首页']);
  await expect(page).toHaveURL('/dashboard');
});

test('settings, the sidebar state and the size survive a reload', async ({ page, context }) => {
  await openShellWithTestkit(page);
  await page.goto('/test/hello');
  await page.getByRole('button', { name: '布局设置' }).click();
  const panel = page.locator('.settings-panel');
  await panel.getByRole('radio', { name: '主题色 #11a983' }).click();
  await panel.getByRole('switch', { name: '显示标签栏' }).click();
  await panel.getByRole('switch', { name: '显示 Logo' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tablist', { name: '已打开的页面' })).toHaveCount(0);

  await page.getByRole('button', { name: '收起菜单' }).click();
  await page.getByRole('button', { name: '布局大小' }).click();
  await page.getByRole('menuitem', { name: '迷你' }).click();
  await expect(page.getByText('布局设置成功')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('greeting')).toBeVisible();
  await expect(page.getByRole('tablist', { name: '已打开的页面' })).toHaveCount(0);
  await expect(page.getByTitle('云交付')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '展开菜单' })).toBeVisible();
  // The chosen green, darkened to the shade whose text meets 4.5:1 (themePalettes).
  expect(await page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--primary-6').trim())).toBe(
    '13,126,97',
  );
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'size')?.value).toBe('mini');
  expect(cookies.find((c) => c.name === 'sidebarStatus')?.value).toBe('0');
});

test('on a 390 px phone the sidebar is a drawer that closes on navigation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openShellWithTestkit(page);
  await page.goto('/test/hello');
  await expect(page.getByTestId('greeting')).toBeVisible();
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeHidden();
  await page.getByRole('button', { name: '打开菜单' }).click();
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await expect(menu).toBeVisible();
  await menu.getByRole('menuitem', { name: '第二问候' }).click();
  await expect(page).toHaveURL('/test/hello-b');
  await expect(menu).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('shell-390.png') });
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await openShellWithTestkit(page);
  await page.goto('/nope');
  await expect(page).toHaveURL('/404');
  await expect(page.getByText('页面不存在', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL('/dashboard');
});

test('a remote that cannot be reached shows the fallback in its tab while other tabs keep working', async ({
  page,
}) => {
  await openShellWithTestkit(page);
  await page.route('**/remotes/testkit/**', (route) => route.abort());
  await page.goto('/test/server');
  await expect(page.getByText('内存使用率', { exact: true })).toBeVisible();
  await page.getByRole('menuitem', { name: '远程问候' }).click();
  await expect(page.locator('[data-page="/test/hello"]').getByText('模块加载失败')).toBeVisible();
  await tag(page, '服务监控').click();
  await expect(page.locator('[data-page="/test/server"]').getByText('内存使用率', { exact: true })).toBeVisible();

  await page.unroute('**/remotes/testkit/**');
  await tag(page, '远程问候').click();
  await page.locator('[data-page="/test/hello"]').getByRole('button', { name: '重试' }).click();
  await expect(page.getByTestId('greeting')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('shell-1440.png') });
});
