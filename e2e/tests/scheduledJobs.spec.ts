import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility';
import { signInAs } from '../support/signIn';

const SHOTS = path.resolve(__dirname, '../.tmp/screenshots');

/** 定时任务 is the platform administrator's. */
const PLATFORM = '13800000000';

/** 系统监控 › 定时任务 with its jobs in, their last runs read. */
async function openJobs(page: Page) {
  await signInAs(page, PLATFORM);
  await page.goto('/monitor/job');
  await expect(page.getByRole('tab', { name: '任务列表' })).toBeVisible();
  await expect(page.getByText('会话清理').first()).toBeVisible();
  await expect(page.locator('.arco-spin-loading')).toHaveCount(0);
}

test.describe('定时任务', () => {
  test('lists the jobs, runs one now, and shows the run in 执行日志; nothing serious for axe', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openJobs(page);
    const row = page.getByRole('row', { name: /会话清理/ });
    await expect(row).toContainText('每分钟');
    await expect(row).toContainText('运行中');
    // The server runs it every minute from its start: by now, or within the minute, it has run.
    await expect(async () => {
      await page.getByRole('button', { name: '刷新' }).click();
      await expect(row).toContainText('成功', { timeout: 1000 });
    }).toPass({ timeout: 70_000 });
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: path.join(SHOTS, 'jobs.png') });

    await row.getByRole('button', { name: '立即执行' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('已提交执行，结果见执行日志')).toBeVisible();

    await row.getByRole('button', { name: '日志' }).click();
    const manual = page.getByRole('row', { name: /手动（平台管理员）/ }).first();
    await expect(async () => {
      await page.getByRole('tabpanel').getByRole('button', { name: '刷新' }).click();
      await expect(manual).toContainText('成功', { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(manual).toContainText('会话清理');
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: path.join(SHOTS, 'job-runs.png') });
  });

  test('on a phone each job is a card with its plan, state and runs; nothing serious for axe', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openJobs(page);
    const card = page.locator('.record-card').filter({ hasText: '会话清理' });
    await expect(card).toContainText('每分钟');
    await expect(card).toContainText('下次执行');
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: path.join(SHOTS, 'jobs-phone.png'), fullPage: true });
  });
});
