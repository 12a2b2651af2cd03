import { expect, test, type Page } from '@playwright/test';
import type { MenuRoute } from '@yjf/domain/menus';
import { signInAs } from '../support/signIn';
import { pagesOf, settled } from '../support/menuPages';

/** The lists whose records have a status, and its column's title. */
const WITH_STATUS: Record<string, string> = {
  客户列表: '状态',
  商机列表: '商机状态',
  方案图纸: '图纸状态',
  项目列表: '项目状态',
  任务列表: '任务状态',
  收款管理: '状态',
  采购订单: '状态',
  出库管理: '状态',
  产品管理: '状态',
  用户管理: '状态',
  部门管理: '状态',
  会员订单: '状态',
};

type Drawn = {
  /** How much wider the table's columns are than the room it has. */
  overflow: number;
  headers: string[];
  /** Headers of columns that the fixed 操作 column covers, wholly or in part. */
  covered: string[];
};

/** What the list shown draws: its columns' width beyond its room, and the headers the 操作 column covers. */
const measureList = (page: Page): Promise<Drawn | null> =>
  page.evaluate(() => {
    const shown = document.querySelector('main.shell-main .app-page:not([hidden])');
    const table = shown?.querySelector('.arco-table');
    const scroller = table?.querySelector('.arco-table-content-inner, .arco-table-body');
    if (!table || !scroller) return null;
    const headers = Array.from(table.querySelectorAll('thead th')).filter((th) => th.textContent?.trim());
    const actions = headers.find((th) => th.classList.contains('arco-table-col-fixed-right'));
    const actionsLeft = actions ? actions.getBoundingClientRect().left : Infinity;
    return {
      overflow: scroller.scrollWidth - scroller.clientWidth,
      headers: headers.map((th) => th.textContent!.trim()),
      covered: headers
        .filter((th) => th !== actions && th.getBoundingClientRect().right > actionsLeft + 1)
        .map((th) => th.textContent!.trim()),
    };
  });

/** What is wrong with a list as drawn: wider than its room, a column under 操作, its 状态 not shown. */
function problemsOf(title: string, drawn: Drawn): string[] {
  const problems: string[] = [];
  if (drawn.overflow > 1) problems.push(`${title}：表格比可用宽度宽 ${drawn.overflow} px`);
  if (drawn.covered.length) problems.push(`${title}：「操作」列遮住了 ${drawn.covered.join('、')}`);
  const status = WITH_STATUS[title];
  if (status && !drawn.headers.includes(status)) problems.push(`${title}：默认列没有「${status}」`);
  return problems;
}

/**
 * At 1440×900 (the sidebar open) every list of the company administrator shows its default columns whole: the
 * table is not wider than its room (no sideways scrolling), the fixed 操作 column covers no column, and a list
 * with a 状态 column shows it. Issue 58: 13 of 15 lists hid their last columns, 收款管理's 状态 (已逾期) among them;
 * the column chooser adds the others.
 */
test('every list fits at 1440 px with its 状态 in view', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const token = await signInAs(page, '13800000001');
  const menus = (await (
    await page.request.get('/api/menus/build', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as MenuRoute[];
  let inFlight = 0;
  page.on('request', () => (inFlight += 1));
  page.on('requestfinished', () => (inFlight -= 1));
  page.on('requestfailed', () => (inFlight -= 1));

  await page.goto('/dashboard');
  const measured: string[] = [];
  const problems: string[] = [];
  for (const target of pagesOf(menus)) {
    await page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, target.path);
    await settled(page, () => inFlight);
    let drawn = await measureList(page);
    if (!drawn) continue;
    // The table lays its columns out a frame or more after its rows arrive; with both cores busy (the cluster suite
    // runs beside this one) 收款管理 was once measured 38 px too wide mid-layout and fitted on the retry. So a list
    // is measured again until it fits, for at most 5 s: a list that does not fit still fails.
    for (const until = Date.now() + 5000; problemsOf(target.title, drawn).length && Date.now() < until;) {
      await page.waitForTimeout(200);
      drawn = (await measureList(page)) ?? drawn;
    }
    measured.push(target.title);
    problems.push(...problemsOf(target.title, drawn));
  }
  // The administrator of a trial company sees the lists of every area.
  expect(measured.length, measured.join('、')).toBeGreaterThanOrEqual(15);
  expect(problems).toEqual([]);
});
