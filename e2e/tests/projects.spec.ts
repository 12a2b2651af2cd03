import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { signInAs } from '../support/signIn';

const SHOTS = path.resolve(__dirname, '../.tmp/screenshots');
const TMP = path.resolve(__dirname, '../.tmp');
/** A 1x1 PNG drawing. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.use({ viewport: { width: 1440, height: 900 } });

test('a business opportunity becomes a project that moves through statuses, with a task, a drawing and an export', async ({
  page,
}) => {
  test.setTimeout(180_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  const stamp = String(Date.now()).slice(-6);
  const name = `验收别墅影院${stamp}`;
  await signInAs(page, '13800000001');

  // A business opportunity, added and converted.
  await page.goto('/business/list');
  await page.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByPlaceholder('请输入商机名称').fill(name);
  await dialog.locator('.arco-select').filter({ hasText: '输入客户名称查找' }).click();
  await page.getByRole('option').first().click();
  await dialog.getByPlaceholder('0.00').fill('268000');
  await dialog.getByRole('button', { name: '确认' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  const businessRow = page.locator('.arco-table tbody tr').filter({ hasText: name });
  await businessRow.getByRole('button', { name: '转为项目' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已转为项目')).toBeVisible();
  await expect(businessRow.getByText('已转项目')).toBeVisible();

  // Found in the project list by search; its detail opens.
  await page.goto('/project/list');
  const search = page.getByRole('form', { name: '搜索条件' });
  await page.getByPlaceholder('项目名称、编号或地址').fill(stamp);
  await search.getByRole('button', { name: '搜索' }).click();
  const table = page.locator('.arco-table').first();
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.getByText('新签约')).toBeVisible();
  const code = (
    await table
      .locator('tbody tr')
      .getByText(/^XM\d{11}$/)
      .innerText()
  ).trim();
  await page.screenshot({ path: path.join(SHOTS, 'project-list.png') });

  // Exported with the search, and read back.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '导出' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^项目列表_\d{8}_\d{6}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path())!);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.rowCount).toBe(2);
  expect([sheet.getRow(2).getCell(1).value, sheet.getRow(2).getCell(2).value]).toEqual([code, name]);

  await table.getByText(name, { exact: true }).click();
  await expect(page).toHaveURL(/\/project\/detail\/\d+$/);
  const detail = page.locator('.arco-card:visible').first();
  await expect(detail.getByText(code)).toBeVisible();

  // The edit page (/project/edit/{id}/{name}) saves the site address and goes back to the detail.
  await page.getByRole('button', { name: '编辑' }).click();
  await expect(page).toHaveURL(/\/project\/edit\/\d+\/.+$/);
  await page.getByPlaceholder(/例如：上海市/).fill('深圳市南山区滨海大道 1 号');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(page).toHaveURL(/\/project\/detail\/\d+$/);
  await expect(detail.getByText('深圳市南山区滨海大道 1 号')).toBeVisible();

  // Moved through two statuses; the timeline says so.
  for (const [to, note] of [
    ['深化设计', '合同已签，开始深化'],
    ['已交底', '图纸已确认'],
  ]) {
    await page.getByRole('button', { name: '变更状态' }).click();
    const statusDialog = page.getByRole('dialog', { name: /变更项目状态/ });
    await expect(statusDialog.locator('.arco-select-view-value')).toHaveText(to);
    await statusDialog.getByPlaceholder(/例如/).fill(note);
    await statusDialog.getByRole('button', { name: '确认' }).click();
    await expect(page.getByText(`已改为「${to}」`)).toBeVisible();
    await expect(statusDialog).toBeHidden();
  }
  const timeline = page.getByLabel('状态记录');
  await expect(timeline.getByText('「深化设计」→「已交底」')).toBeVisible();
  await expect(timeline.getByText('「新签约」→「深化设计」')).toBeVisible();
  await expect(timeline.getByText('图纸已确认')).toBeVisible();
  await expect(detail.locator('.arco-tag').first()).toHaveText('已交底');
  await page.screenshot({ path: path.join(SHOTS, 'project-detail.png'), fullPage: true });

  // A task added in the project's tasks tab, then completed.
  await page.getByRole('tab', { name: '任务' }).click();
  const tasksPane = page.locator('.arco-tabs-content-item-active:visible');
  await tasksPane.getByRole('button', { name: '新增' }).click();
  const taskDialog = page.getByRole('dialog', { name: '新增任务' });
  await taskDialog.getByPlaceholder('请输入任务标题').fill('客厅影院布线');
  await taskDialog.getByRole('button', { name: '确认' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  const taskRow = tasksPane.locator('tbody tr').filter({ hasText: '客厅影院布线' });
  await expect(taskRow.getByText('未处理')).toBeVisible();
  await taskRow.getByRole('button', { name: '完成' }).click();
  const done = page.getByRole('dialog', { name: /完成任务/ });
  await done.getByPlaceholder(/例如/).fill('已布线并贴标');
  await done.getByRole('button', { name: '确认完成' }).click();
  await expect(page.getByText('任务已完成')).toBeVisible();
  await expect(taskRow.getByText('已完成')).toBeVisible();

  // The board shows it done under its assignee.
  await page.getByRole('button', { name: '任务看板' }).click();
  await expect(page).toHaveURL(/\/taskManage\/\d+$/);
  await expect(page.getByLabel('张伟·已完成').getByText('客厅影院布线')).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'task-board.png') });
  await page.goBack();

  // A drawing uploaded in the schemes tab, opened and previewed.
  await page.getByRole('tab', { name: '方案图纸' }).click();
  const schemesPane = page.locator('.arco-tabs-content-item-active:visible');
  await schemesPane.getByRole('button', { name: '新增' }).click();
  const schemeDialog = page.getByRole('dialog', { name: /新增/ });
  await schemeDialog.getByPlaceholder('请输入图纸名称').fill('一层影音室平面图');
  const drawing = path.join(TMP, '平面图.png');
  fs.writeFileSync(drawing, PNG);
  await schemeDialog.locator('input[type=file]').setInputFiles(drawing);
  await expect(schemeDialog.getByText('平面图.png')).toBeVisible();
  await schemeDialog.getByRole('button', { name: '确认' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await schemesPane.getByText('一层影音室平面图', { exact: true }).click();
  await expect(page).toHaveURL(/\/SchemeInfo\/\d+$/);
  const thumbnail = page.locator('.arco-image img').first();
  await expect(thumbnail).toBeVisible();
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await thumbnail.click();
  const preview = page.locator('.arco-image-preview-img');
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  await page.screenshot({ path: path.join(SHOTS, 'scheme-preview.png') });
  await page.keyboard.press('Escape');

  // The project's finance summary: nothing received yet, the whole contract outstanding.
  await page.goto('/project/list');
  await page.getByPlaceholder('项目名称、编号或地址').fill(code);
  await search.getByRole('button', { name: '搜索' }).click();
  await table.getByText(name, { exact: true }).click();
  const summary = page.getByLabel('财务概况');
  await expect(summary.getByText('268,000.00').first()).toBeVisible();
  await expect(summary.getByText('1 / 1')).toBeVisible();
});
