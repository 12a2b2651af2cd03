import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { signInAs } from '../support/signIn';

test.use({ viewport: { width: 1440, height: 900 } });

/**
 * The shell at 1440 px (issue 58): with 固定头部 (on by default) the top bar stays in view on a long page, and a
 * detail page shows where it sits in the menus (首页 / 渠道客户 / 客户列表 / 客户详情) with its list highlighted.
 */
test('the header stays on a long page, and a detail page sits under its list', async ({ page }) => {
  const token = await signInAs(page, '13800000001');
  await page.goto('/dashboard');
  const header = page.locator('header.shell-header');
  await expect(page.getByRole('figure', { name: '客户渠道状态' })).toBeVisible();
  await page.mouse.wheel(0, 800);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  expect((await header.boundingBox())?.y).toBe(0);
  await expect(page.getByRole('button', { name: '布局设置' })).toBeInViewport();

  const customers = await page.request.get('/api/customer?page=0&size=1', {
    headers: { authorization: `Bearer ${token}` },
  });
  const [customer] = (await customers.json()).content as { id: number; name: string }[];
  await page.goto(`/customerInfo/${customer!.id}`);
  await expect(page.locator('.navbar-breadcrumb .arco-breadcrumb-item')).toHaveText([
    '首页',
    '渠道客户',
    '客户列表',
    '客户详情',
  ]);
  await expect(page.locator('.sidebar .arco-menu-item.arco-menu-selected')).toHaveText('客户列表');
  await page.locator('.navbar-breadcrumb').getByRole('link', { name: '客户列表' }).click();
  await expect(page).toHaveURL(/\/customer\/list/);
});

/**
 * A page the user's roles do not hold, opened by its address, says so (the sales user's 项目列表), while an address
 * no page has says 页面不存在.
 */
test('the sales user opening 项目列表 by its address is told it is not theirs', async ({ page }) => {
  await signInAs(page, '13800000002');
  await page.goto('/project/list');
  const refusal = page.getByRole('region', { name: '无权访问' });
  await expect(refusal).toContainText('无权访问「项目列表」');
  await expect(refusal).toContainText('抱歉，您没有访问该页面的权限');
  await expect(page.getByText('页面不存在', { exact: true })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'main.shell-main');
  await refusal.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/project/no-such-page');
  await expect(page.getByText('页面不存在', { exact: true })).toBeVisible();
});
