import path from 'node:path';
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInAs } from '../support/signIn';

const SHOTS = path.resolve(__dirname, '../.tmp/screenshots');

test.use({ viewport: { width: 1440, height: 900 } });

/** `¥1,234.56` as fen. */
const fenOf = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
const yuanText = (fen: number) =>
  `¥${Math.floor(fen / 100).toLocaleString('en-US')}.${String(fen % 100).padStart(2, '0')}`;

test('a collection planned and then recorded on the project lowers its outstanding amount', async ({ page }) => {
  test.setTimeout(120_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  const token = await signInAs(page, '13800000001');
  const projects = await page.request.get('/api/project?size=1', { headers: { Authorization: `Bearer ${token}` } });
  const project = (await projects.json()).content[0] as { id: number; name: string };

  // The project's 收款 tab is the finance area's own page, loaded into the project detail.
  await page.goto(`/project/detail/${project.id}`);
  await page.getByRole('tab', { name: '收款' }).click();
  const pane = page.locator('.arco-tabs-content-item-active:visible');
  const outstanding = pane.getByRole('group', { name: '未收金额' });
  await expect(outstanding).toContainText('¥');
  const before = fenOf(await outstanding.innerText());
  const receivedBefore = fenOf(await pane.getByRole('group', { name: '已收金额' }).innerText());

  // Planned: nothing received yet, so nothing outstanding changes.
  await pane.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '新增收款' });
  await dialog.locator('.arco-select').filter({ hasText: '请选择收款阶段' }).click();
  await page.getByRole('option', { name: '其他' }).click();
  await dialog.getByPlaceholder('请输入计划金额').fill('1234.56');
  await dialog.getByRole('button', { name: '确认' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  const row = pane.locator('tbody tr').filter({ hasText: '其他' }).filter({ hasText: '¥1,234.56' });
  await expect(row.getByText('待收款')).toBeVisible();
  await expect(outstanding).toContainText(yuanText(before));

  // Recorded: the money arrived into the WeChat account.
  await row.getByRole('button', { name: '登记收款' }).click();
  const receive = page.getByRole('dialog', { name: /登记收款/ });
  await expect(receive.getByPlaceholder('请输入实收金额')).toHaveValue('1234.56');
  await receive.locator('.arco-select').filter({ hasText: '请选择收款账户' }).click();
  await page.getByRole('option', { name: '微信' }).click();
  await receive.getByRole('button', { name: '确认' }).click();
  await expect(page.getByText('收款登记成功')).toBeVisible();
  await expect(row.getByText('已收齐')).toBeVisible();
  await expect(outstanding).toContainText(yuanText(before - 123456));
  await expect(pane.getByRole('group', { name: '已收金额' })).toContainText(yuanText(receivedBefore + 123456));
  await page.screenshot({ path: path.join(SHOTS, 'project-collections.png') });

  // The project's own summary (项目概况) counts it too.
  await page.getByRole('tab', { name: '项目概况' }).click();
  const summary = page.locator('.arco-tabs-content-item-active:visible').getByLabel('财务概况');
  await expect(summary).toContainText(yuanText(before - 123456).slice(1));

  // 收款管理 lists it with the project, and the project's name opens its 项目收款 page.
  await page.goto('/finance/collection');
  const listRow = page
    .locator('.arco-table:visible tbody tr')
    .filter({ hasText: '¥1,234.56' })
    .filter({ hasText: project.name.slice(0, 8) })
    .first();
  await expect(listRow.getByText('已收齐')).toBeVisible();
  await listRow
    .locator('.arco-link')
    .filter({ hasText: project.name.slice(0, 8) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/CollectMoney/${project.id}$`));
  await expect(page.getByRole('group', { name: '未收金额' }).locator('visible=true').first()).toContainText(
    yuanText(before - 123456),
  );
});
