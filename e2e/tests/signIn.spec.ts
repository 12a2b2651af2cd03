import { expect, test } from '@playwright/test';
import { apiSignIn, devCaptcha, devSmsCode, encryptPassword, skipMembershipDialog } from '../support/signIn';

test('password sign-in brings the user back to the page they wanted', async ({ page }) => {
  await page.goto('/user/center');
  await expect(page).toHaveURL('/login?redirect=%2Fuser%2Fcenter');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('请输入手机号')).toBeVisible();
  await expect(page.getByText('请输入密码')).toBeVisible();

  await page.getByLabel('手机号').fill('1380000');
  await page.getByLabel('密码').fill('demo123456');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('请输入11为手机号')).toBeVisible();

  await page.getByLabel('手机号').fill('13800000001');
  await page.getByLabel('密码').fill('wrong-password');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('alert')).toHaveText(/用户名或密码错误，还可尝试 \d 次/);

  await page.getByLabel('密码').fill('demo123456');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL('/user/center');
  await expect(page.getByText('欢迎您，张总')).toBeVisible();
  await expect(page.getByText('示例影音科技')).toBeVisible();

  // Signed in, /login goes on to the application.
  await page.goto('/login');
  await expect(page).not.toHaveURL(/\/login/);
});

test('the sign-in page arrives drawn: the form shows before any script runs, and the script takes it over', async ({
  browser,
  baseURL,
  page,
}) => {
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const drawn = await withoutScripts.newPage();
  await drawn.goto('/customer/list');
  await expect(drawn.getByRole('heading', { name: '云交付-智能影音项目管理系统' })).toBeVisible();
  await expect(drawn.getByLabel('手机号')).toBeDisabled();
  await expect(drawn.getByRole('button', { name: '登录' })).toBeDisabled();
  await expect(drawn).toHaveTitle('登录 - 云交付-智能影音项目管理系统');
  await withoutScripts.close();

  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto('/login');
  await expect(page.getByLabel('手机号')).toBeEnabled();
  await page.getByRole('tab', { name: '短信登录' }).click();
  await expect(page.getByLabel('短信验证码')).toBeVisible();
  expect(problems).toEqual([]);
});

test('SMS sign-in goes through the image captcha; a wrong picture answer starts no countdown', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: '短信登录' }).click();
  await page.getByLabel('手机号').fill('13800000002');
  await page.getByRole('button', { name: '获取验证码' }).click();

  const dialog = page.getByRole('dialog', { name: '安全验证' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img', { name: /图形验证码/ })).toBeVisible();
  await dialog.getByLabel('图形验证码').fill('XXXX');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('图文验证码错误');
  await expect(page.getByRole('button', { name: '获取验证码' })).toBeEnabled();

  await dialog.getByLabel('图形验证码').fill(await devCaptcha(page.request, '13800000002'));
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /^\d+秒后重新获取$/ })).toBeDisabled();

  await page.getByLabel('短信验证码').fill(await devSmsCode(page.request, '13800000002'));
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('欢迎您，小李')).toBeVisible();
});

test('remember me keeps the token cookie for 100 days; otherwise it ends with the browser', async ({
  page,
  context,
}) => {
  await page.goto('/login');
  await page.getByLabel('手机号').fill('13800000003');
  await page.getByLabel('密码').fill('demo123456');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('欢迎您，王工')).toBeVisible();
  const sessionCookie = (await context.cookies()).find((c) => c.name === 'YJF-TOKEN')!;
  expect(sessionCookie.expires).toBe(-1);

  await context.clearCookies();
  await page.goto('/login');
  await page.getByLabel('手机号').fill('13800000003');
  await page.getByLabel('密码').fill('demo123456');
  await page.getByText('记住我').click();
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('欢迎您，王工')).toBeVisible();
  const remembered = (await context.cookies()).find((c) => c.name === 'YJF-TOKEN')!;
  const days = (remembered.expires * 1000 - Date.now()) / 86400000;
  expect(days).toBeGreaterThan(99);
  expect(days).toBeLessThanOrEqual(100);
});

test('logging out asks first, then ends the session on the server', async ({ page, context }) => {
  await page.goto('/login');
  await page.getByLabel('手机号').fill('13800000003');
  await page.getByLabel('密码').fill('demo123456');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('欢迎您，王工')).toBeVisible();
  const token = (await context.cookies()).find((c) => c.name === 'YJF-TOKEN')!.value;

  await page.getByRole('button', { name: '个人菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page.getByText('确定注销并退出系统吗？')).toBeVisible();
  await page.getByRole('button', { name: '取消' }).click();
  await expect(page.getByText('欢迎您，王工')).toBeVisible();

  await page.getByRole('button', { name: '个人菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect((await context.cookies()).find((c) => c.name === 'YJF-TOKEN')).toBeUndefined();
  const after = await page.request.get('/auth/info', { headers: { Authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
});

test('changing the password signs the user out; the new password works', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('手机号').fill('13800000000');
  await page.getByLabel('密码').fill('demo123456');
  await page.getByRole('button', { name: '登录' }).click();
  await page.getByRole('button', { name: '个人菜单' }).click();
  await page.getByRole('menuitem', { name: '修改密码' }).click();

  const dialog = page.getByRole('dialog', { name: '修改密码' });
  await dialog.getByLabel('旧密码').fill('demo123456');
  await dialog.getByLabel('新密码').fill('abc');
  await dialog.getByLabel('确认密码').fill('abd');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('长度在 6 到 20 个字符')).toBeVisible();
  await expect(dialog.getByText('两次输入的密码不一致')).toBeVisible();

  await dialog.getByLabel('新密码').fill('changed-123');
  await dialog.getByLabel('确认密码').fill('changed-123');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('密码修改成功，请重新登录')).toBeVisible();
  await expect(page).toHaveURL(/\/login/, { timeout: 5000 });

  await page.getByLabel('手机号').fill('13800000000');
  await page.getByLabel('密码').fill('changed-123');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('欢迎您，平台管理员')).toBeVisible();

  // Put the demo password back for the other tests.
  const token = await apiSignIn(page.request, '13800000000', 'changed-123');
  const restored = await page.request.post('/api/users/updatePass/', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      oldPass: encryptPassword('changed-123'),
      newPass: encryptPassword('demo123456'),
      confirmPass: encryptPassword('demo123456'),
    },
  });
  expect(restored.status()).toBe(200);
});

test('a session ended on the server asks the user to sign in again', async ({ page, context }) => {
  await skipMembershipDialog(page, '13800000001'); // a trial company's administrator; the dialog is not what this is about
  await page.goto('/login');
  await page.getByLabel('手机号').fill('13800000001');
  await page.getByLabel('密码').fill('demo123456');
  // The first menu (客户列表) is where sign-in lands; the session ends once it has loaded, while the user is idle.
  const landed = Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/customer?')),
    page.waitForResponse((r) => r.url().endsWith('/api/dicts')),
  ]);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('欢迎您，张总')).toBeVisible();
  await landed;
  const token = (await context.cookies()).find((c) => c.name === 'YJF-TOKEN')!.value;
  await page.request.delete('/auth/logout', { headers: { Authorization: `Bearer ${token}` } });

  await page.getByRole('button', { name: '个人菜单' }).click();
  await page.getByRole('menuitem', { name: '修改资料' }).click();
  await page.getByRole('dialog', { name: '修改资料' }).getByRole('button', { name: '确认' }).click();
  const prompt = page.getByRole('dialog', { name: '系统提示' });
  await expect(prompt).toContainText('登录状态已过期，您可以继续留在该页面，或者重新登录');
  await prompt.getByRole('button', { name: '重新登录' }).click();
  await expect(page).toHaveURL(/\/login/);
});
