import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_BASE_URL } from '../support/environment';
import { openShellWithTestkit } from '../support/shellSession';
import { apiSignIn, signInAs, skipMembershipDialog } from '../support/signIn';
import { buildTestkit, registry } from '../support/testkitRemote';

const SHOTS = path.resolve(__dirname, '../.tmp/screenshots');

/** Company 3's administrator: its plan (B, or C after the membership test) always opens 渠道客户. */
const ADMIN = '13800000003';

const dialog = (page: Page, title: string) => page.getByRole('dialog').filter({ hasText: title });

/** A phone number no demo account has, new on each run. */
const freshPhone = () => `139${String(Date.now()).slice(-8)}`;

test('a role with a menu subset, given to a new user, shows that user exactly those menus', async ({
  page,
  browser,
}) => {
  const roleName = `客户专员${String(Date.now()).slice(-5)}`;
  await signInAs(page, ADMIN);

  // 角色管理: a role, then its menus: the 渠道客户 directory only.
  await page.goto('/system/role');
  await page.getByRole('button', { name: '新增' }).filter({ visible: true }).click();
  const roleDialog = dialog(page, '新增角色');
  await roleDialog.getByLabel('角色名称').fill(roleName);
  await roleDialog.getByRole('button', { name: '确认' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await page.getByRole('row', { name: new RegExp(roleName) }).click();
  const menuCard = page.locator('.role-menu-card');
  await expect(menuCard.getByText(`菜单分配：${roleName}`)).toBeVisible();
  await menuCard.getByText('渠道客户', { exact: true }).click();
  await menuCard.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();

  // 用户管理: a user with that role; the initial password is shown once.
  const phone = freshPhone();
  await page.goto('/system/user');
  await page.getByRole('button', { name: '新增' }).filter({ visible: true }).click();
  const userDialog = dialog(page, '新增用户');
  await userDialog.getByLabel('手机号').fill(phone);
  await userDialog.getByLabel('昵称').fill('客户专员小李');
  await userDialog.getByRole('textbox', { name: '角色', exact: true }).click();
  await page.getByRole('option').getByText(roleName, { exact: true }).click();
  await userDialog.getByRole('button', { name: '确认' }).click();
  const issued = dialog(page, '初始密码');
  const password = await issued.getByRole('textbox', { name: '初始密码' }).inputValue();
  expect(password).toMatch(/^\S{8,}$/);
  await issued.getByRole('button', { name: '我已记下' }).click();
  await expect(page.getByRole('row', { name: new RegExp(phone) })).toContainText(roleName);

  // The new user, in a browser of their own, sees 渠道客户 and its pages, and nothing else.
  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  const userPage = await context.newPage();
  const token = await apiSignIn(userPage.request, phone, password);
  await context.addCookies([{ name: 'YJF-TOKEN', value: token, url: E2E_BASE_URL }]);
  await skipMembershipDialog(userPage, phone);
  await userPage.goto('/');
  const menu = userPage.getByRole('navigation', { name: '主菜单' });
  await expect(menu.getByText('渠道客户')).toBeVisible();
  await menu.getByText('渠道客户').click();
  await expect(menu.locator('.arco-menu-inline-header')).toHaveText(['渠道客户']);
  // The directory is a menu item too (it opens its submenu), then its pages.
  await expect(menu.getByRole('menuitem')).toHaveText(['渠道客户', '客户列表', '跟进记录', '待跟进客户']);
  await menu.getByRole('menuitem', { name: '客户列表' }).click();
  await expect(userPage).toHaveURL('/customer/list');
  await userPage.screenshot({ path: path.join(SHOTS, 'role-user-menus.png') });
  await context.close();
});

test('a remote released from the release screen is live after a reload, and 回滚 brings the last one back', async ({
  page,
}) => {
  const releases = registry();
  const before = releases.read().areas.testkit!.live!;
  const build = await buildTestkit('界面发布的问候');
  const archive = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'release-')), 'testkit.tgz');
  execFileSync('tar', ['-czf', archive, '-C', build, '.']);
  try {
    await openShellWithTestkit(page);
    await page.goto('/test/hello');
    await expect(page.getByTestId('greeting')).toHaveText('你好，远程模块');

    await page.goto('/tools/release');
    await page.getByRole('button', { name: '发布新版本' }).click();
    const upload = dialog(page, '发布新版本');
    await upload.getByRole('combobox').click();
    await page.getByRole('option', { name: 'testkit' }).click();
    await upload.getByLabel('选择压缩包').setInputFiles(archive);
    await upload.getByRole('button', { name: '发布' }).click();
    await expect(page.getByText('已发布新版本')).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, 'releases.png') });
    expect(releases.read().areas.testkit!.live).not.toBe(before);

    await page.goto('/test/hello');
    await expect(page.getByTestId('greeting')).toHaveText('界面发布的问候');

    await page.goto('/tools/release');
    await page
      .getByRole('row', { name: /testkit/ })
      .getByRole('button', { name: '回滚' })
      .click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('已回滚到版本')).toBeVisible();
    expect(releases.read().areas.testkit!.live).toBe(before);

    await page.goto('/test/hello');
    await expect(page.getByTestId('greeting')).toHaveText('你好，远程模块');
  } finally {
    releases.switch('testkit', before);
  }
});
