import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { signInAs } from '../support/signIn';

const SHOTS = path.resolve(__dirname, '../.tmp/screenshots');

test.use({ viewport: { width: 1440, height: 900 } });

test('a customer from first entry to follow-up, due list, export and bulk delete', async ({ page }) => {
  test.setTimeout(120_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  await signInAs(page, '13800000001');
  await page.goto('/customer/list');
  const table = page.locator('.arco-table');
  const searchForm = page.getByRole('form', { name: '搜索条件' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.locator('.arco-spin-loading')).toHaveCount(0);
  await page.screenshot({ path: path.join(SHOTS, 'customer-list.png') });

  // A wrong phone is refused under the field; fixed, the customer is saved.
  await page.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog');
  const chooseType = async () => {
    await dialog.locator('.arco-select').filter({ hasText: '请选择渠道类型' }).click();
    await page.getByRole('option', { name: '设计师' }).click();
  };
  await dialog.getByPlaceholder('请输入客户名称').fill('验收测试影音会所');
  await chooseType();
  await dialog.getByPlaceholder('请输入联系人').fill('周先生');
  const phone = dialog.getByPlaceholder('请输入联系电话');
  await phone.fill('1391234');
  await dialog.getByRole('button', { name: '确认' }).click();
  await expect(dialog.getByText('请输入11为手机号')).toBeVisible();
  await phone.fill('13912345678');
  await dialog.getByRole('button', { name: '确认' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();

  // Found by search.
  await page.getByPlaceholder('客户名称、联系人或电话').fill('验收测试');
  await searchForm.getByRole('button', { name: '搜索' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByText('验收测试影音会所', { exact: true })).toBeVisible();

  // A follow-up due in two minutes puts it on the dashboard's list of today's follow-ups.
  await table.getByRole('button', { name: '跟进' }).click();
  const followDialog = page.getByRole('dialog', { name: /添加跟进/ });
  await followDialog.getByPlaceholder('沟通了什么、客户的反馈、下一步计划').fill('电话沟通，约明天上门量房');
  const next = new Date(Date.now() + 120_000); // due today, on today's list
  const china = new Date(next.getTime() + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);
  await followDialog.locator('.arco-picker').nth(1).click();
  // The picker speaks dayjs's Chinese locale (it comes with @yjf/ui/arcoDates, not Arco's locale): Monday first.
  await expect(page.locator('.arco-picker-container:visible .arco-picker-week-list').first()).toHaveText(/^\s*一/);
  await page.keyboard.type(china);
  await page.keyboard.press('Enter');
  await followDialog.getByRole('button', { name: '确认' }).click();
  await expect(page.getByText('新增成功').last()).toBeVisible();

  // Its detail shows the follow-up.
  await table.getByText('验收测试影音会所', { exact: true }).click();
  await expect(page).toHaveURL(/\/customerInfo\/\d+$/);
  await expect(page.getByText('电话沟通，约明天上门量房')).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByText('验收测试影音会所')).toBeVisible();
  await expect(page.getByRole('figure', { name: '商机漏斗' }).getByRole('button').first()).toBeVisible();
  await page.waitForTimeout(400); // the charts' entrance fade
  await page.screenshot({ path: path.join(SHOTS, 'dashboard.png'), fullPage: true });

  // Export the searched list and read the file back.
  await page.goto('/customer/list');
  await page.getByPlaceholder('客户名称、联系人或电话').fill('验收测试');
  await searchForm.getByRole('button', { name: '搜索' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '导出' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^客户列表_\d{8}_\d{6}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path())!);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(1).getCell(1).value).toBe('客户名称');
  expect(sheet.getRow(2).getCell(1).value).toBe('验收测试影音会所');
  expect(sheet.rowCount).toBe(2);

  // Bulk delete two fresh customers after confirming.
  await page.getByPlaceholder('客户名称、联系人或电话').fill('');
  await searchForm.getByRole('button', { name: '重置' }).click();
  for (const name of ['批量删除甲', '批量删除乙']) {
    await page.getByRole('button', { name: '新增' }).click();
    await dialog.getByPlaceholder('请输入客户名称').fill(name);
    await chooseType();
    await dialog.getByPlaceholder('请输入联系人').fill('测试');
    await dialog.getByPlaceholder('请输入联系电话').fill('13700000000');
    await dialog.getByRole('button', { name: '确认' }).click();
    await expect(dialog).toBeHidden();
  }
  await page.getByPlaceholder('客户名称、联系人或电话').fill('批量删除');
  await searchForm.getByRole('button', { name: '搜索' }).click();
  await expect(table.getByRole('row')).toHaveCount(3);
  await table.locator('thead .arco-checkbox').click();
  await page
    .getByRole('button', { name: /批量删除|删除/ })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(table.getByText('暂无数据')).toBeVisible();
});

test('a seeded customer reached from its business opportunity shows its follow-ups and business', async ({ page }) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  await signInAs(page, '13800000001');
  await page.goto('/business/list');
  const table = page.locator('.arco-table');
  await table.locator('tbody tr').first().locator('.arco-link').first().click();
  await expect(page).toHaveURL(/\/businessInfo\/\d+$/);
  await page.locator('.arco-descriptions .arco-link').first().click();
  await expect(page).toHaveURL(/\/customerInfo\/\d+$/);
  await expect(page.getByText(/^商机（[1-9]\d*）$/)).toBeVisible();
  await expect(page.locator('.arco-timeline-item:visible').first()).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'customer-detail.png') });
});
