import { chromium } from '@playwright/test';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-quic'],
});
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.goto('http://127.0.0.1:8123/login');
await page.getByLabel('手机号').fill('13800000001');
await page.getByLabel('密码').fill('demo123456');
await page.getByRole('button', { name: '登录' }).click();
await page.waitForTimeout(2500);
console.log('url', page.url());
await page.screenshot({ path: '/tmp/shots/shell1440.png' });
await page
  .getByRole('menuitem', { name: '客户列表' })
  .click()
  .catch((e) => console.log('no menu item', e.message.slice(0, 80)));
await page.waitForTimeout(1000);
await page.screenshot({ path: '/tmp/shots/shell1440b.png' });
await page.setViewportSize({ width: 390, height: 844 });
await page.waitForTimeout(800);
await page.screenshot({ path: '/tmp/shots/shell390.png' });
await browser.close();
