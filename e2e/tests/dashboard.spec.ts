import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAs } from '../support/signIn';

/** Clicks a drawn chart at a point given as fractions of its box. */
async function clickChart(chart: Locator, x: number, y: number) {
  await expect(chart.getByRole('button').first()).toBeVisible();
  const box = (await chart.boundingBox())!;
  await chart.page().mouse.click(box.x + box.width * x, box.y + box.height * y);
}

/** The rows a particulars page lists, all showing `label` in the column the segment counts. */
async function expectRowsOf(page: Page, label: string) {
  const rows = page.locator('.arco-table tbody tr');
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) await expect(rows.nth(i).getByText(label, { exact: true })).toBeVisible();
}

test('a chart segment on the dashboard opens the rows it counts', async ({ page }) => {
  await signInAs(page, '13800000003');
  await page.goto('/dashboard');
  await page.waitForTimeout(400); // the charts' entrance fade

  // The middle of the funnel is one business status.
  await clickChart(page.getByRole('figure', { name: '商机漏斗' }), 0.5, 0.5);
  await expect(page).toHaveURL(/\/particulars\/businessStatus\/\d+$/);
  const funnelTitle = page.locator('.arco-card-header-title', { hasText: '商机状态：' });
  await expect(funnelTitle).toHaveText(/^商机状态：\D+$/); // the status's name, once the dictionary is in
  await expectRowsOf(page, (await funnelTitle.textContent())!.replace('商机状态：', ''));

  // The top of the ring is one channel type.
  await page.goto('/dashboard');
  const ring = page.getByRole('figure', { name: '客户渠道类型' });
  await expect(ring.getByRole('button').first()).toBeVisible();
  await page.waitForTimeout(400);
  const box = (await ring.boundingBox())!;
  const radius = (Math.min(box.width, box.height) / 2) * 0.54; // between the ring's inner 40% and outer 68%
  await clickChart(ring, 0.5, 0.44 - radius / box.height);
  await expect(page).toHaveURL(/\/particulars\/channelType\/\d+$/);
  const typeTitle = page.locator('.arco-card-header-title', { hasText: '渠道类型：' });
  await expect(typeTitle).toHaveText(/^渠道类型：\D+$/);
  await expectRowsOf(page, (await typeTitle.textContent())!.replace('渠道类型：', ''));
});

/** A string only the chart code holds (the class of a chart's legend). */
const CHART_MARK = 'yjf-chart-legend';

/** Records whether any script the page loads from now on is the chart code. */
function watchForChartCode(page: Page) {
  const seen = { charts: false };
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    if (body.includes(CHART_MARK)) seen.charts = true;
  });
  return seen;
}

test('the sign-in page carries no chart code; the dashboard loads it when it draws', async ({ page }) => {
  const seen = watchForChartCode(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(seen.charts).toBe(false);

  await signInAs(page, '13800000001');
  await page.goto('/dashboard');
  await expect(page.getByRole('figure', { name: '商机漏斗' }).getByRole('button').first()).toBeVisible();
  await expect.poll(() => seen.charts).toBe(true);
});
