import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { signInAs } from '../support/signIn';

/**
 * WCAG 2.1 AA, checked by axe on the pages everyone opens first: the sign-in page, the dashboard, each area's main
 * list and an add dialog. Any critical or serious violation fails. Nothing is excluded: the dashboard's charts are
 * our own SVG (role, name and keyboard included), which axe can judge like any other markup.
 */
test.use({ viewport: { width: 1440, height: 900 } });

const SHOTS = process.env.E2E_SHOTS_DIR ?? path.join(__dirname, '../.tmp/shots/accessibility');
test.beforeAll(() => fs.mkdirSync(SHOTS, { recursive: true }));

/** The company administrator of the trial company sees every area's list. */
const ADMIN = '13800000001';

/** A list page once its rows are in and nothing is loading. */
async function openList(page: Page, path: string) {
  await signInAs(page, ADMIN);
  await page.goto(path);
  await expect(page.locator('.arco-table tbody tr').first()).toBeVisible();
  await expect(page.locator('.arco-spin-loading')).toHaveCount(0);
}

test('the sign-in page, with both tabs and its error messages', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('tab', { name: '短信登录' }).click();
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('请输入手机号')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the dashboard', async ({ page }) => {
  await signInAs(page, ADMIN);
  await page.goto('/dashboard');
  await expect(page.getByRole('figure', { name: '商机漏斗' }).getByRole('button').first()).toBeVisible();
  await expect(page.locator('.arco-spin-loading')).toHaveCount(0);
  await expectNoSeriousViolations(page);
});

const MAIN_LISTS = [
  { title: '客户列表', path: '/customer/list' },
  { title: '商机列表', path: '/business/list' },
  { title: '项目列表', path: '/project/list' },
  { title: '收款管理', path: '/finance/collection' },
  { title: '采购订单', path: '/purchase/order' },
  { title: '用户管理', path: '/system/user' },
];

for (const { title, path } of MAIN_LISTS) {
  test(`the list ${title} (${path})`, async ({ page }) => {
    await openList(page, path);
    await expect(page).toHaveTitle(new RegExp(`^${title} - `));
    await expectNoSeriousViolations(page);
  });
}

test('the add dialog of 客户列表', async ({ page }) => {
  await openList(page, '/customer/list');
  await page.getByRole('button', { name: '新增' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // The page under the dialog is the list's own test; here only the dialog.
  await expectNoSeriousViolations(page, '.arco-modal');
});

test('the 成为VIP dialog that opens by itself over the dashboard, and its 请选择套餐', async ({ page }) => {
  test.setTimeout(120_000); // two axe runs over a dashboard with its charts
  // A dialog that opens by itself is what its user reads first: checked as it opens, and with its warning.
  await signInAs(page, ADMIN, { membershipDialog: true });
  await page.goto('/dashboard');
  const dialog = page.getByRole('dialog', { name: '成为VIP' });
  await expect(dialog.getByRole('radio', { name: /专业版/ })).toBeVisible();
  await expectNoSeriousViolations(page, '.arco-modal');
  await dialog.getByRole('button', { name: '立即支付' }).click();
  await expect(dialog.locator('.membership-problem')).toHaveText('请选择套餐');
  await page.screenshot({ path: path.join(SHOTS, 'vip-dialog.png') });
  await expectNoSeriousViolations(page, '.arco-modal');
});
