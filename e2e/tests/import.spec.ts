import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { animationsSettled, expectNoSeriousViolations } from '../support/accessibility';
import { signInAs } from '../support/signIn';

const SHOTS = path.resolve(__dirname, '../.tmp/screenshots');
const FILES = path.resolve(__dirname, '../.tmp/import');

/** A customer row of the template, in its column order; `more` overrides columns by their header. */
function customerRow(header: string[], name: string, phone: string, more: Record<string, string> = {}) {
  const values: Record<string, string> = {
    客户名称: name,
    渠道类型: '设计师',
    渠道状态: '初步洽谈',
    意向程度: '强烈',
    联系人: '周先生',
    联系电话: phone,
    所在地区: '广东省深圳市南山区',
    下次跟进时间: '2026-12-01 10:00',
    状态: '启用',
    ...more,
  };
  return header.map((title) => values[title.replace('*', '')] ?? null);
}

/** The template downloaded from the open dialog, filled with `rows` from row 2 on (over the example). */
async function filledTemplate(page: Page, dialog: Locator, file: string, rows: (header: string[]) => unknown[][]) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: '下载模板' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('客户列表_导入模板.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await download.path())!);
  expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['客户列表', '填写说明', '选项']);
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as string[]).slice(1);
  rows(header).forEach((row, index) => {
    sheet.getRow(2 + index).values = row as ExcelJS.CellValue[];
  });
  fs.mkdirSync(FILES, { recursive: true });
  const target = path.join(FILES, file);
  await book.xlsx.writeFile(target);
  return target;
}

test.use({ viewport: { width: 1440, height: 900 } });

test('导入: a template with 3 good and 2 bad rows shows the 2 errors and imports nothing; fixed, it imports 5', async ({
  page,
}) => {
  test.setTimeout(120_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  const stamp = Date.now().toString().slice(-6);
  const name = (n: number) => `导入验收${stamp}号${n}`;
  await signInAs(page, '13800000001');
  await page.goto('/customer/list');
  const table = page.locator('.arco-table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('button', { name: '导入' }).click();
  const dialog = page.getByRole('dialog', { name: '导入客户' });
  await expect(dialog.getByText('1. 下载模板，按模板填写')).toBeVisible();
  await expectNoSeriousViolations(page, '.arco-modal');
  await page.screenshot({ path: path.join(SHOTS, 'import-1-choose-1440.png') });

  const good = (header: string[]) => [1, 2, 3].map((n) => customerRow(header, name(n), `1390${stamp}${n}`));
  const withErrors = await filledTemplate(page, dialog, 'errors.xlsx', (header) => [
    ...good(header),
    customerRow(header, name(4), `1390${stamp}4`, { 渠道类型: '路人' }),
    customerRow(header, '', `1390${stamp}5`),
  ]);
  await dialog.locator('input[type=file]').setInputFiles(withErrors);
  await expect(
    dialog.getByText('共 5 行：新增 3 条，与已有客户重复 0 条，2 行有错误。请改正后重新选择文件'),
  ).toBeVisible();
  const errors = dialog.locator('.import-errors tbody tr');
  await expect(errors).toHaveCount(2);
  await expect(errors.nth(0)).toContainText('5渠道类型「路人」不是可选的值');
  await expect(errors.nth(1)).toContainText('6客户名称请输入客户名称');
  await expect(dialog.getByRole('button', { name: '导入' })).toBeDisabled();
  await expectNoSeriousViolations(page, '.arco-modal');
  await page.screenshot({ path: path.join(SHOTS, 'import-2-errors-1440.png') });

  // Nothing was imported.
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
  const search = async () => {
    await page.getByPlaceholder('客户名称、联系人或电话').fill(`导入验收${stamp}`);
    await page.getByRole('form', { name: '搜索条件' }).getByRole('button', { name: '搜索' }).click();
  };
  await search();
  await expect(table.getByText('暂无数据')).toBeVisible();

  // Fixed: all five import, with the write's progress, and the list shows them.
  await page.getByRole('button', { name: '导入' }).click();
  const fixed = await filledTemplate(page, dialog, 'fixed.xlsx', (header) => [
    ...good(header),
    customerRow(header, name(4), `1390${stamp}4`, { 渠道类型: '装饰公司' }),
    customerRow(header, name(5), `1390${stamp}5`),
  ]);
  await dialog.locator('input[type=file]').setInputFiles(fixed);
  await expect(dialog.getByText('共 5 行：新增 5 条，与已有客户重复 0 条，没有错误，可以导入')).toBeVisible();
  await expectNoSeriousViolations(page, '.arco-modal');
  await page.screenshot({ path: path.join(SHOTS, 'import-3-preview-1440.png') });
  await dialog.getByRole('button', { name: '导入' }).click();
  await expect(dialog.getByText('新增 5 条客户，更新 0 条，跳过 0 条。列表已刷新。')).toBeVisible();
  await expectNoSeriousViolations(page, '.arco-modal');
  await page.screenshot({ path: path.join(SHOTS, 'import-4-done-1440.png') });
  await dialog.getByRole('button', { name: '完成' }).click();
  await expect(table.getByRole('row')).toHaveCount(6);
  for (const n of [1, 2, 3, 4, 5]) await expect(table.getByText(name(n), { exact: true })).toBeVisible();

  // The same file again, as duplicates: 跳过 or 更新 is asked.
  await page.getByRole('button', { name: '导入' }).click();
  await dialog.locator('input[type=file]').setInputFiles(fixed);
  await expect(dialog.getByText('共 5 行：新增 0 条，与已有客户重复 5 条，没有错误，可以导入')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: '跳过' })).toBeChecked();
  await expectNoSeriousViolations(page, '.arco-modal');
  await page.screenshot({ path: path.join(SHOTS, 'import-5-duplicates-1440.png') });
  await dialog.getByRole('button', { name: '导入' }).click();
  await expect(dialog.getByText('新增 0 条客户，更新 0 条，跳过 5 条。列表已刷新。')).toBeVisible();
});

test('导入 on a phone: the dialog takes the screen, and products and suppliers offer it too', async ({ page }) => {
  test.setTimeout(90_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, '13800000001');
  for (const [address, noun, shot] of [
    ['/purchase/product', '产品', 'product'],
    ['/purchase/supplier', '供应商', 'supplier'],
  ] as const) {
    await page.goto(address);
    await expect(page.locator('.record-card').first()).toBeVisible();
    await page.getByRole('button', { name: '导入' }).click();
    const dialog = page.getByRole('dialog', { name: `导入${noun}` });
    await expect(dialog.getByRole('button', { name: '下载模板' })).toBeVisible();
    // Measured once it has opened: while it zooms in it is narrower than it ends.
    await animationsSettled(page);
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(389);
    await expectNoSeriousViolations(page, '.arco-modal');
    await page.screenshot({ path: path.join(SHOTS, `import-${shot}-390.png`) });
    const wrong = path.join(FILES, `${shot}.xlsx`);
    fs.mkdirSync(FILES, { recursive: true });
    const book = new ExcelJS.Workbook();
    book.addWorksheet('x').addRow(['名称', '电话']);
    book.getWorksheet('x')!.addRow(['x', '1']);
    await book.xlsx.writeFile(wrong);
    await dialog.locator('input[type=file]').setInputFiles(wrong);
    await expect(dialog.getByText(/表头与模板不一致/)).toBeVisible();
    await expect(dialog.locator('.import-errors tbody tr').first()).toBeVisible();
    await expectNoSeriousViolations(page, '.arco-modal');
    await page.screenshot({ path: path.join(SHOTS, `import-${shot}-errors-390.png`) });
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toBeHidden();
  }
});
