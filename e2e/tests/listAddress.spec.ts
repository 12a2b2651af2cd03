import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiAs } from '../support/api';
import { signInAs } from '../support/signIn';

const SHOTS = path.resolve(__dirname, '../.tmp/screenshots');

test.use({ viewport: { width: 1440, height: 900 } });

const table = (page: Page) => page.locator('.app-page:not([hidden]) .arco-table');
const searchBox = (page: Page) => page.locator('.app-page:not([hidden])').getByPlaceholder('客户名称、联系人或电话');
const activePage = (page: Page) => page.locator('.app-page:not([hidden]) .arco-pagination-item-active');
const tags = (page: Page) => page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab');
/** The address as the user reads it in the bar. */
const address = (page: Page) => decodeURIComponent(new URL(page.url()).pathname + new URL(page.url()).search);

/** The names of the customers the list shows, top to bottom. */
async function shownNames(page: Page): Promise<string[]> {
  await expect(page.locator('.app-page:not([hidden]) .arco-spin-loading')).toHaveCount(0);
  return table(page).locator('tbody tr td:nth-child(2)').allInnerTexts();
}

test("a list's page, sort and search live in its address: reload, a link, back and forward, and each tab its own", async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  const token = await signInAs(page, '13800000001');
  const api = apiAs(page, token);
  // Fifteen customers one search finds, so the search has a second page.
  const stamp = String(Date.now()).slice(-6);
  for (let i = 1; i <= 15; i++) {
    await api('POST', '/api/customer', {
      name: `址链${stamp}号${String(i).padStart(2, '0')}`,
      channelType: '1',
      channelStatus: '4',
      intentDegree: '2',
      contactName: '钱先生',
      phone: `139${stamp}${String(i).padStart(2, '0')}`,
      enabled: true,
    });
  }
  const searched = `址链${stamp}`;

  await page.goto('/customer/list');
  await expect(table(page).getByRole('row').nth(1)).toBeVisible();
  await expect.poll(() => address(page)).toBe('/customer/list');

  // Search, turn to page 2, sort by name: each a step of the address.
  await searchBox(page).fill(searched);
  await page.getByRole('form', { name: '搜索条件' }).getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/\?blurry=/);
  await expect.poll(() => address(page)).toBe(`/customer/list?blurry=${searched}`);
  await expect(page.getByText('共 15 条')).toBeVisible();
  await table(page).getByText('客户名称', { exact: true }).click();
  await expect(page).toHaveURL(/sort=name,asc/);
  await expect.poll(() => address(page)).toBe(`/customer/list?sort=name,asc&blurry=${searched}`);
  await expect
    .poll(() => shownNames(page))
    .toEqual(Array.from({ length: 10 }, (_, i) => `${searched}号${String(i + 1).padStart(2, '0')}`));
  await page.locator('.arco-pagination-item', { hasText: /^2$/ }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => address(page)).toBe(`/customer/list?page=2&sort=name,asc&blurry=${searched}`);
  const secondPage = ['11', '12', '13', '14', '15'].map((n) => `${searched}号${n}`);
  await expect.poll(() => shownNames(page)).toEqual(secondPage);
  await page.screenshot({ path: path.join(SHOTS, 'list-address-page2.png') });

  // A reload shows the same list, with its search in the box.
  await page.reload();
  await expect.poll(() => shownNames(page)).toEqual(secondPage);
  await expect(searchBox(page)).toHaveValue(searched);
  await expect(activePage(page)).toHaveText('2');
  await page.screenshot({ path: path.join(SHOTS, 'list-address-reloaded.png') });

  // The address, opened in another page of the browser, shows the same list.
  const link = page.url();
  const other = await context.newPage();
  await other.goto(link);
  await expect.poll(() => shownNames(other)).toEqual(secondPage);
  await expect(searchBox(other)).toHaveValue(searched);
  await expect(activePage(other)).toHaveText('2');
  await other.close();

  // Back: page 1 sorted by name; back again: the search newest first; forward: sorted again.
  await page.goBack();
  await expect.poll(() => address(page)).toBe(`/customer/list?sort=name,asc&blurry=${searched}`);
  await expect.poll(() => shownNames(page)).toHaveLength(10);
  expect((await shownNames(page))[0]).toBe(`${searched}号01`);
  await expect(activePage(page)).toHaveText('1');
  await page.goBack();
  await expect.poll(() => address(page)).toBe(`/customer/list?blurry=${searched}`);
  await expect.poll(async () => (await shownNames(page))[0]).toBe(`${searched}号15`);
  await expect(searchBox(page)).toHaveValue(searched);
  await page.goBack();
  await expect.poll(() => address(page)).toBe('/customer/list');
  await expect(searchBox(page)).toHaveValue('');
  await expect(page.getByText('共 15 条')).toHaveCount(0);
  await page.goForward();
  await expect(searchBox(page)).toHaveValue(searched);
  await page.goForward();
  await expect.poll(async () => (await shownNames(page))[0]).toBe(`${searched}号01`);
  await expect.poll(() => address(page)).toBe(`/customer/list?sort=name,asc&blurry=${searched}`);
  await page.goForward();
  await expect.poll(() => shownNames(page)).toEqual(secondPage);

  // Garbage in the address: the list's own state, no error.
  await page.goto('/customer/list?page=abc&size=100000&sort=password,asc&blurry=' + 'x'.repeat(80));
  await expect(table(page).getByRole('row').nth(10)).toBeVisible();
  await expect(activePage(page)).toHaveText('1');
  await expect(searchBox(page)).toHaveValue('');
  await expect(page.locator('.arco-message-error')).toHaveCount(0);

  // Two list tabs: each keeps its own state, and the address is the shown tab's.
  await page.goto(`/customer/list?page=2&sort=name,asc&blurry=${searched}`);
  await expect.poll(() => shownNames(page)).toEqual(secondPage);
  await page.getByRole('navigation', { name: '主菜单' }).getByText('商机管理').click();
  await page.getByRole('navigation', { name: '主菜单' }).getByText('商机列表').click();
  await expect(page).toHaveURL(/\/business\/list$/);
  await expect(table(page).getByRole('row').nth(1)).toBeVisible();
  await table(page).getByText('商机名称', { exact: true }).click();
  await expect(page).toHaveURL(/\/business\/list\?sort=name,asc$/);
  await tags(page).filter({ hasText: '客户列表' }).click();
  await expect.poll(() => address(page)).toBe(`/customer/list?page=2&sort=name,asc&blurry=${searched}`);
  await expect.poll(() => shownNames(page)).toEqual(secondPage);
  await expect(searchBox(page)).toHaveValue(searched);
  await tags(page).filter({ hasText: '商机列表' }).click();
  await expect.poll(() => address(page)).toBe('/business/list?sort=name,asc');
  // The hidden customer list wrote nothing on the way: its tag still holds its address.
  const menu = page.getByRole('navigation', { name: '主菜单' });
  if (!(await menu.getByText('客户列表').isVisible())) await menu.getByText('渠道客户').click();
  await menu.getByText('客户列表').click();
  await expect.poll(() => address(page)).toBe(`/customer/list?page=2&sort=name,asc&blurry=${searched}`);
  await expect(activePage(page)).toHaveText('2');
  await page.screenshot({ path: path.join(SHOTS, 'list-address-tabs.png') });

  // A read-only list screen (操作日志, a page of the system area) opens at its address's search and page too.
  await page.goto(`/monitor/log?page=2&blurry=${searched}`);
  const logs = page.locator('.app-page:not([hidden])');
  await expect(logs.getByPlaceholder('用户名、描述')).toHaveValue(searched);
  await expect(logs.getByText('共 15 条')).toBeVisible();
  await expect(logs.locator('tbody tr')).toHaveCount(5);
  await expect(activePage(page)).toHaveText('2');
});
