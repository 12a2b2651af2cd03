import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { DEMO_PASSWORD, signInAs, skipMembershipDialog } from '../support/signIn';

/**
 * 添加到主屏幕 (issue 58): the app installs with its manifest and opens without browser chrome (standalone), the
 * field engineer lands on 今日任务 on a phone, and a dropped network is said, keeps a form and heals by itself.
 */
const SHOTS = process.env.E2E_SHOTS_DIR ?? path.join(__dirname, '../.tmp/shots/installedApp');
const PHONE = { width: 390, height: 844 };
const ENGINEER = '13800000004';
const ADMIN = '13800000001';

/** A notched phone's safe areas (an iPhone 14's status bar and home indicator), in CSS pixels. */
const INSETS = { top: 47, bottom: 34 };

/**
 * Opens the page as the app from the home screen does. Playwright has no standalone window: the display mode is
 * asked for as the installed app has it (Debian's Chromium 156 ignores that feature, tried: `matchMedia` still
 * says `browser`; no style of ours depends on it), and what standalone changes for the page is emulated: it
 * reaches under the notch and the home indicator (`viewport-fit=cover`), whose safe areas it must keep clear.
 */
async function asInstalledApp(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setEmulatedMedia', { features: [{ name: 'display-mode', value: 'standalone' }] });
  await cdp.send(
    'Emulation.setSafeAreaInsetsOverride' as 'Emulation.setEmulatedMedia',
    {
      insets: { top: INSETS.top, bottom: INSETS.bottom, left: 0, right: 0 },
    } as never,
  );
}

/** The page's padding at an edge, in px. */
const paddingOf = (page: Page, selector: string, edge: 'Top' | 'Bottom') =>
  page
    .locator(selector)
    .first()
    .evaluate((element, side) => getComputedStyle(element)[`padding${side}`], edge);

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, name) });

test.beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }));

test('the app installs: a manifest Chromium reads without errors, its icons, and the page links it', async ({
  page,
}) => {
  await page.goto('/login');
  const cdp = await page.context().newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  expect(manifest.errors).toEqual([]);
  const data = JSON.parse(manifest.data!) as {
    name: string;
    display: string;
    start_url: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(data).toMatchObject({
    name: '云交付',
    display: 'standalone',
    start_url: '/first-menu',
    theme_color: '#1370c7',
  });
  expect(data.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  const served = await page.request.get('/manifest.webmanifest');
  expect(served.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  // Each icon is a PNG of the size it claims (width and height from its header).
  for (const icon of [...data.icons, { src: '/apple-touch-icon.png', sizes: '180x180' }]) {
    const file = await page.request.get(icon.src);
    expect(file.headers()['content-type']).toBe('image/png');
    const png = await file.body();
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
  }
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1370c7');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon.png');
  await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', /viewport-fit=cover/);
});

test.describe('on a phone, opened from the home screen', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test('the field engineer signs in and lands on 今日任务; the shell keeps inside the safe areas', async ({ page }) => {
    await skipMembershipDialog(page, ENGINEER);
    // The home-screen icon opens the manifest's start URL; without a session, that is the sign-in page.
    await page.goto('/first-menu');
    await expect(page).toHaveURL(/\/login\?redirect=%2Ffirst-menu$/);
    // Emulated once the page is there: Playwright sets the emulated media of a new page itself.
    await asInstalledApp(page);
    await expect(page.getByRole('button', { name: '登录' })).toBeEnabled();
    expect(await paddingOf(page, '.login-page', 'Top')).toBe(`${INSETS.top}px`);
    await shot(page, 'phone-standalone-sign-in.png');
    await expectNoSeriousViolations(page);

    await page.getByLabel('手机号').fill(ENGINEER);
    await page.getByLabel('密码').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/task\/list$/);
    await expect(page.getByRole('radio', { name: '今日任务' })).toBeChecked();
    await expect(page.getByText('客厅音箱安装与走线').first()).toBeVisible();
    // No 成为VIP dialog for an employee who may not buy, nor on a phone.
    await expect(page.getByRole('dialog', { name: '成为VIP' })).toHaveCount(0);
    await expect(page.locator('.arco-spin-loading')).toHaveCount(0);
    await shot(page, 'phone-standalone-engineer-landing.png');
    await expectNoSeriousViolations(page);

    // The top bar keeps below the status bar, the page above the home indicator.
    expect(await paddingOf(page, '.shell-header', 'Top')).toBe(`${INSETS.top}px`);
    expect(await paddingOf(page, '.shell-main', 'Bottom')).toBe(`${8 + INSETS.bottom}px`);

    await page.getByRole('button', { name: '打开菜单' }).click();
    await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
    await shot(page, 'phone-standalone-drawer.png');
  });

  test('the network drops: the page says so, and says so no more once it is back', async ({ page, context }) => {
    await signInAs(page, ENGINEER);
    await page.goto('/task/list');
    await asInstalledApp(page);
    await expect(page.getByText('客厅音箱安装与走线').first()).toBeVisible();
    const notice = page.getByRole('status').filter({ hasText: '网络已断开，恢复后自动重试' });
    await expect(notice).toHaveCount(0);
    await context.setOffline(true);
    await expect(notice).toBeVisible();
    await expect(page.locator('.arco-spin-loading')).toHaveCount(0);
    await shot(page, 'phone-offline.png');
    await expectNoSeriousViolations(page);
    const refetched = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/task');
    await context.setOffline(false);
    await expect(notice).toHaveCount(0);
    expect((await refetched).status()).toBe(200);
  });
});

test.describe('at a desk', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a form filled while the network is down is kept, its failure said, and sent once the network is back', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await signInAs(page, ADMIN);
    await page.goto('/customer/list');
    await expect(page.locator('.arco-table tbody tr').first()).toBeVisible();
    await expect(page.locator('.arco-spin-loading')).toHaveCount(0);

    await context.setOffline(true);
    const notice = page.getByRole('status').filter({ hasText: '网络已断开，恢复后自动重试' });
    await expect(notice).toBeVisible();

    const name = `断网保留${String(Date.now()).slice(-6)}`;
    await page.getByRole('button', { name: '新增' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByPlaceholder('请输入客户名称').fill(name);
    await dialog.locator('.arco-select').filter({ hasText: '请选择渠道类型' }).click();
    await page.getByRole('option', { name: '设计师' }).click();
    await dialog.getByPlaceholder('请输入联系人').fill('周先生');
    await dialog.getByPlaceholder('请输入联系电话').fill('13912345678');
    await dialog.getByRole('button', { name: '确认' }).click();

    // Not sent: said plainly, not as a generic error, and the dialog stays with what was typed.
    await expect(page.getByText('网络已断开，未能提交；填写的内容仍在，网络恢复后请再提交一次')).toBeVisible();
    await expect(page.getByText('接口请求失败')).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByPlaceholder('请输入客户名称')).toHaveValue(name);
    await expect(dialog.getByPlaceholder('请输入联系人')).toHaveValue('周先生');
    await shot(page, 'desktop-offline-form-kept.png');
    // The list under the dialog is the list's own test (accessibility.spec.ts): here the dialog and the notice.
    await expectNoSeriousViolations(page, '.arco-modal');
    await expectNoSeriousViolations(page, '.network-notice-region');

    // Back online: the notice goes, the list is asked again by itself, and the same dialog sends.
    const refetched = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/customer' && response.request().method() === 'GET',
    );
    await context.setOffline(false);
    await expect(notice).toHaveCount(0);
    expect((await refetched).status()).toBe(200);
    await dialog.getByRole('button', { name: '确认' }).click();
    await expect(page.getByText('新增成功')).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.getByPlaceholder('客户名称、联系人或电话').fill(name);
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await expect(page.locator('.arco-table tbody tr').filter({ hasText: name })).toHaveCount(1);
  });

  test('the offline notice at a desk', async ({ page, context }) => {
    await signInAs(page, ADMIN);
    await page.goto('/dashboard');
    await expect(page.getByRole('figure', { name: '商机漏斗' })).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: '网络已断开，恢复后自动重试' })).toBeVisible();
    await shot(page, 'desktop-offline.png');
    await context.setOffline(false);
  });
});
