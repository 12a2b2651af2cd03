import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signInWithPurchasing } from '../support/purchasingAdmin';

const SHOTS = path.resolve(__dirname, '../.tmp/screenshots');

test.use({ viewport: { width: 1440, height: 900 } });

/** The 库存 cell of a product in 产品管理, found by its name. */
async function stockInList(page: Page, name: string): Promise<string> {
  await page.goto('/purchase/product');
  await page.getByPlaceholder('名称、品牌、型号或分类').fill(name);
  await page.getByRole('form', { name: '搜索条件' }).getByRole('button', { name: '搜索' }).click();
  const rows = page.locator('.arco-table:visible tbody tr');
  await expect(rows).toHaveCount(1);
  const header = await page.locator('.arco-table:visible thead th').allInnerTexts();
  return rows
    .first()
    .locator('td')
    .nth(header.findIndex((title) => title.trim() === '库存'))
    .innerText();
}

test('a purchase order is added, reviewed and received in two parts, and the stock rises', async ({ page }) => {
  test.setTimeout(150_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  const stamp = String(Date.now()).slice(-6);
  const name = `验收功放${stamp}`;
  const api = await signInWithPurchasing(page);
  await api('POST', '/api/product', { name, brand: '天龙', model: `AVR-${stamp}`, unit: '台', costPrice: '3999' });
  await api('POST', '/api/supplier', { name: `验收供应商${stamp}`, contact: '陈经理' });

  // 新增 opens the order's own page: a supplier and one line of 10 units at ¥3,888.50.
  await page.goto('/purchase/order');
  await page.getByRole('button', { name: '新增' }).click();
  await expect(page).toHaveURL(/\/project\/add\/purchase\/order$/);
  const supplier = page.locator('.arco-select:visible').filter({ hasText: '请选择供应商' });
  await supplier.click();
  await supplier.locator('input').fill(stamp);
  await page.getByRole('option', { name: new RegExp(`验收供应商${stamp}`) }).click();
  const picker = page.locator('.arco-select:visible').filter({ hasText: '输入名称、品牌或型号查找' });
  await picker.click();
  await picker.locator('input').fill(stamp);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await expect(page.getByLabel('单价').locator('visible=true')).toHaveValue('3999.00');
  await page.getByLabel('数量').locator('visible=true').fill('10');
  await page.getByLabel('单价').locator('visible=true').fill('3888.50');
  await expect(page.getByLabel('采购金额').locator('visible=true')).toHaveText('¥38,885.00');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(page).toHaveURL(/\/project\/detail\/purchase\/order\/\d+$/);
  const detail = page.locator('.arco-card:visible').first();
  await expect(detail.getByText('未审核')).toBeVisible();

  // Reviewed, then received: 4 now (部分入库), the other 6 with 全部入库 (全部入库).
  await page.getByRole('button', { name: '审核' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(detail.getByText('未入库')).toBeVisible();
  await page.getByRole('button', { name: '入库' }).click();
  let dialog = page.getByRole('dialog', { name: /采购入库/ });
  await dialog.getByRole('spinbutton', { name: new RegExp(`本次入库 ${name}`) }).fill('4');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('入库成功，当前状态：部分入库')).toBeVisible();
  await expect(detail.getByText('部分入库', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: '入库' }).click();
  dialog = page.getByRole('dialog', { name: /采购入库/ });
  await expect(dialog.getByRole('spinbutton', { name: new RegExp(`本次入库 ${name}`) })).toHaveValue('6');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('入库成功，当前状态：全部入库')).toBeVisible();
  await expect(detail.getByText('全部入库', { exact: true })).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'purchase-order-detail.png') });

  // The product's stock rose by 10, and its 库存流水 explains it with two stock-ins.
  expect(await stockInList(page, name)).toBe('10');
  await page.locator('.arco-table:visible tbody tr').first().getByRole('button', { name: '库存流水' }).click();
  const drawer = page.locator('.arco-drawer:visible');
  await expect(drawer.getByText('采购入库')).toHaveCount(2);
  await expect(drawer.getByText('+6')).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'stock-movements.png') });
});

test('a stock-out chosen with the product chooser is reviewed and shipped; one larger than the stock is refused', async ({
  page,
}) => {
  test.setTimeout(150_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  const stamp = String(Date.now()).slice(-6);
  const name = `验收音箱${stamp}`;
  const api = await signInWithPurchasing(page);
  const product = await api<{ id: number }>('POST', '/api/product', {
    name,
    brand: '宝华韦健',
    unit: '只',
    openingStock: 7,
  });

  // The chooser shows the stock on hand; asking for more than it holds cannot be submitted.
  await page.goto('/purchase/outstock');
  await page.getByRole('button', { name: '新增' }).click();
  await expect(page).toHaveURL(/\/project\/otustock\/product$/);
  await page.locator('.arco-select:visible').filter({ hasText: '输入项目名称查找' }).click();
  await page.getByRole('option').first().click();
  const search = page.getByPlaceholder('产品名称、品牌或型号').locator('visible=true');
  await search.fill(stamp);
  await search.press('Enter');
  const choice = page.locator('.arco-table:visible').first().locator('tbody tr').filter({ hasText: name });
  await expect(choice).toContainText('7');
  await choice.locator('.arco-checkbox').click();
  const quantity = page.getByRole('spinbutton', { name: `${name} 出库数量` }).locator('visible=true');
  await quantity.fill('12');
  await quantity.blur();
  await expect(page.getByRole('alert').filter({ hasText: '库存不足' }).locator('visible=true').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '提交出库单' }).locator('visible=true')).toBeDisabled();
  await quantity.fill('3');
  await quantity.blur();
  await page.getByRole('button', { name: '提交出库单' }).locator('visible=true').click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(page).toHaveURL(/\/project\/detail\/stock\/out\/\d+$/);

  // Reviewed, then shipped: the stock goes down by 3.
  const detail = page.locator('.arco-card:visible').first();
  await expect(detail.getByText('未审核').first()).toBeVisible();
  await page.getByRole('button', { name: '审核' }).locator('visible=true').click();
  await page.getByRole('dialog', { name: '审核出库单' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('审核成功')).toBeVisible();
  await page.getByRole('button', { name: '出库' }).locator('visible=true').click();
  await page.getByRole('dialog', { name: '确认出库' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('出库成功')).toBeVisible();
  await expect(detail.getByText('已出库').first()).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'stock-out-detail.png') });
  expect(await stockInList(page, name)).toBe('4');

  // Two stock-outs of 3 fitted the 4 left when they were written; once the first has gone out, the second
  // is refused with the stock it lacks, and nothing moves.
  const projects = await api<{ content: { id: number }[] }>('GET', '/api/project?size=1');
  const pending: { id: number; version: number }[] = [];
  for (let i = 0; i < 2; i++) {
    const stockOut = await api<{ id: number; version: number }>('POST', '/api/stockOut', {
      projectId: projects.content[0]!.id,
      lines: [{ productId: product.id, quantity: 3 }],
    });
    await api('POST', '/api/stockOut/review', { id: stockOut.id, version: stockOut.version });
    pending.push(stockOut);
  }
  const first = pending[0]!;
  await api('POST', '/api/stockOut/out', { id: first.id, version: first.version + 1 });
  await page.goto(`/project/detail/stock/out/${pending[1]!.id}`);
  await expect(page.locator('.arco-card:visible').first().getByText('未出库').first()).toBeVisible();
  await expect(page.getByText('库存不足').locator('visible=true').first()).toBeVisible();
  await page.getByRole('button', { name: '出库' }).locator('visible=true').click();
  await page.getByRole('dialog', { name: '确认出库' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(`「${name}」库存不足：现有 1只，需出库 3只`)).toBeVisible();
  await expect(page.locator('.arco-card:visible').first().getByText('未出库').first()).toBeVisible();
  expect(await stockInList(page, name)).toBe('1');
});
