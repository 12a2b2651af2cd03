import { expect, test } from '@playwright/test';
import type { MenuRoute } from '@yjf/domain/menus';
import { signInAs } from '../support/signIn';
import { pagesOf, settled } from '../support/menuPages';

/** Every demo user, as the README lists them. */
const DEMO_USERS = [
  { phone: '13800000000', who: 'the platform administrator' },
  { phone: '13800000001', who: 'a trial company’s administrator' },
  { phone: '13800000002', who: 'the sales user' },
  { phone: '13800000003', who: 'a plan-B company’s administrator' },
];

/**
 * Each demo user opens every page of their menus, one after another as a user clicks through: no call the page
 * makes is refused (403), no page sends them to /401, none fails to load or render. A page must ask only for what
 * its user may read (issue 21: the sales user was thrown out of its task list by a project picker).
 */
for (const { phone, who } of DEMO_USERS) {
  test(`${who} (${phone}) opens every menu without a refusal`, async ({ page }) => {
    test.setTimeout(240_000);
    const token = await signInAs(page, phone);
    const menus = (await (
      await page.request.get('/api/menus/build', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as MenuRoute[];
    const pages = [
      { path: '/dashboard', title: '首页' },
      { path: '/user/center', title: '个人中心' },
      ...pagesOf(menus),
    ];
    expect(pages.length).toBeGreaterThan(3);

    let inFlight = 0;
    const refused: string[] = [];
    let opening = '';
    page.on('request', () => (inFlight += 1));
    page.on('requestfinished', () => (inFlight -= 1));
    page.on('requestfailed', () => (inFlight -= 1));
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(`${opening}: ${response.request().method()} ${response.url()}`);
    });

    await page.goto('/dashboard');
    for (const target of pages) {
      opening = `${target.title} ${target.path}`;
      await page.evaluate((path) => {
        window.history.pushState(null, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, target.path);
      await expect(page, opening).toHaveURL(target.path);
      await settled(page, () => inFlight);
      await expect(page, opening).not.toHaveURL(/\/401$/);
      const main = page.locator('main.shell-main');
      for (const broken of ['页面组件不存在', '模块加载失败', '页面出错了', '页面不存在'])
        await expect(main.getByText(broken), `${opening} shows ${broken}`).toHaveCount(0);
    }
    expect(refused).toEqual([]);
  });
}
