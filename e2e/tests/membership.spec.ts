import jsQR from 'jsqr';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../support/signIn';

/** Reads the payment dialog's QR code as a phone would, and answers the URL it encodes. */
async function scanQrCode(page: Page): Promise<string> {
  const image = page.getByRole('img', { name: '支付二维码' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeTruthy();
  const pixels = await image.evaluate((img: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    const data = context.getImageData(0, 0, canvas.width, canvas.height);
    return { width: data.width, height: data.height, data: Array.from(data.data) };
  });
  const code = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height);
  expect(code, 'the QR code can be read').not.toBeNull();
  return code!.data;
}

/** Pays on the sandbox page the QR code opens, in a second tab, as the payer's phone would. */
async function payOnSandbox(page: Page, amount: string) {
  const url = await scanQrCode(page);
  expect(url).toMatch(/\/pay\/sandbox\/(\d[zgc]){4}\d{13}vip$/);
  const phone = await page.context().newPage();
  await phone.goto(url);
  await expect(phone.getByText(`¥${amount}`)).toBeVisible();
  await phone.getByRole('button', { name: '确认支付' }).click();
  await expect(phone.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await phone.close();
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: '主菜单' });

test('成为VIP opens by itself for the trial company administrator once a day, on a desktop only', async ({
  page,
  browser,
}) => {
  await signInAs(page, '13800000001', { membershipDialog: true });
  await page.goto('/dashboard');
  const dialog = page.getByRole('dialog', { name: '成为VIP' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toBeHidden();
  // The same day, a new tab or a reload: not again; the plans stay behind the button.
  await page.reload();
  await expect(page.getByRole('button', { name: '成为VIP' })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The same administrator on a phone, and a colleague who may not buy: never by itself.
  for (const [phone, viewport] of [
    ['13800000001', { width: 390, height: 844 }],
    ['13800000002', { width: 1440, height: 900 }],
  ] as const) {
    const context = await browser.newContext({ viewport });
    const other = await context.newPage();
    await signInAs(other, phone, { membershipDialog: true });
    await other.goto('/dashboard');
    await expect(other.getByRole('button', { name: '成为VIP' })).toBeAttached();
    await other.waitForLoadState('networkidle');
    await expect(other.getByRole('dialog', { name: '成为VIP' })).toHaveCount(0);
    await context.close();
  }
});

test('a trial company buys plan B for 2 years by QR code and its menus follow the plan', async ({ page }) => {
  await signInAs(page, '13800000001', { membershipDialog: true });
  await page.goto('/dashboard');
  const dialog = page.getByRole('dialog', { name: '成为VIP' });
  await expect(dialog).toBeVisible(); // opens by itself for a trial company
  await expect(sidebar(page).getByText('采购出库')).toBeVisible(); // the trial has plan C's areas

  // Nothing chosen yet: paying asks for a plan.
  await dialog.getByRole('button', { name: '立即支付' }).click();
  await expect(page.getByText('请选择套餐').last()).toBeVisible();

  await dialog.getByRole('radio', { name: /专业版/ }).click();
  await expect(dialog.getByText('9折')).toBeVisible();
  await dialog.getByLabel('购买年限').fill('2');
  await expect(dialog.getByLabel('应付金额')).toHaveText('¥12,564.00');
  await dialog.getByRole('button', { name: '立即支付' }).click();

  const payment = page.getByRole('dialog', { name: '扫码支付' });
  await expect(payment.getByText('¥12,564.00')).toBeVisible();
  await payOnSandbox(page, '12,564.00');

  await expect(page.getByText('支付成功,会员已到账 ！')).toBeVisible({ timeout: 15_000 });
  await expect(payment).toBeHidden();
  await expect(page.getByRole('button', { name: '续费/升级' })).toBeVisible();
  await expect(sidebar(page).getByText('采购出库')).toBeHidden(); // plan B has no purchasing
  await expect(sidebar(page).getByText('项目管理')).toBeVisible();
});

test('company 3 upgrades from B to C: the end date stays and plan C’s areas appear', async ({ page }) => {
  await signInAs(page, '13800000003');
  await page.goto('/dashboard');
  await expect(sidebar(page).getByText('渠道客户')).toBeVisible();
  await expect(sidebar(page).getByText('采购出库')).toBeHidden();
  await page.getByRole('button', { name: '续费/升级' }).click();
  const dialog = page.getByRole('dialog', { name: '续费/升级' });
  const current = dialog.getByText(/^当前套餐：专业版（B），有效期至 (\d{4}-\d{2}-\d{2})/);
  await expect(current).toBeVisible();
  const endDate = /有效期至 (\d{4}-\d{2}-\d{2})/.exec((await current.textContent())!)![1]!;

  // Renewing cannot take a higher plan; upgrading cannot take a lower one.
  await dialog.getByRole('radio', { name: /旗舰版/ }).click();
  await expect(page.getByText('续费只能选择当前套餐或更低套餐，升级请选择「升级」')).toBeVisible();
  await dialog.getByText('升级', { exact: true }).click();
  await dialog.getByRole('radio', { name: /基础版/ }).click();
  await expect(page.getByText('请选择当前套餐及更高套餐')).toBeVisible();

  await dialog.getByRole('radio', { name: /旗舰版/ }).click();
  await expect(dialog.getByText('按剩余 1 年计算，有效期不变')).toBeVisible();
  await expect(dialog.getByLabel('应付金额')).toHaveText('¥4,598.00');
  await dialog.getByRole('button', { name: '立即支付' }).click();
  await payOnSandbox(page, '4,598.00');

  await expect(page.getByText('支付成功,会员已到账 ！')).toBeVisible({ timeout: 15_000 });
  await expect(sidebar(page).getByText('采购出库')).toBeVisible();
  await page.getByRole('button', { name: '续费/升级' }).click();
  await expect(
    page.getByRole('dialog', { name: '续费/升级' }).getByText(`当前套餐：旗舰版（C），有效期至 ${endDate}`),
  ).toBeVisible();
  await page.screenshot({ path: '.tmp/screenshots/membership-dialog.png' });
});

test('the platform administrator changes a plan’s price in 套餐管理', async ({ page }) => {
  await signInAs(page, '13800000000');
  await page.goto('/system/plan');
  const row = page.locator('.arco-table tbody tr', { hasText: '基础版（A）' });
  await expect(row.getByText('¥3,980.00').first()).toBeVisible();
  await row.getByRole('button', { name: '编辑' }).click();
  const dialog = page.getByRole('dialog', { name: /编辑套餐/ });
  await expect(dialog.locator('.arco-tree-node').first()).toBeVisible(); // the menus the plan opens
  await page.screenshot({ path: '.tmp/screenshots/plan-edit.png' });
  const price = dialog.getByPlaceholder('0.00');
  await price.fill('4280');
  await dialog.getByRole('button', { name: '确认' }).click();
  await expect(page.getByText('编辑成功')).toBeVisible();
  await expect(row.getByText('¥4,280.00').first()).toBeVisible();
});
