import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, skipMembershipDialog } from '../support/signIn';

/** What the page reported as blocked by the Content-Security-Policy: violation events and console messages. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])),
  ];
}

test('the app runs under its Content-Security-Policy: sign-in, dashboard, remote pages, the monitor socket', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  await skipMembershipDialog(page, '13800000000');

  const login = await page.goto('/login');
  const csp = login!.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  expect(login!.headers()['x-frame-options']).toBe('SAMEORIGIN');

  await page.getByLabel('手机号').fill('13800000000');
  await page.getByLabel('密码').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/dashboard');
  await expect(page.locator('.dashboard-chart canvas, .dashboard-chart svg').first()).toBeVisible();
  expect(await violations()).toEqual([]);

  // A remote's list page (Module Federation: manifest, remoteEntry, chunks).
  await page.goto('/system/user');
  await expect(page.getByRole('table').first()).toBeVisible();
  expect(await violations()).toEqual([]);

  // 服务监控 reads the server over the same-origin socket: its own, without a channel. The bell's socket
  // (`?channel=messages`) opens on the same page and pushes only when a message comes: taken for the monitor's,
  // when it happened to open first, it left the test waiting for a frame that never came.
  const socket = page.waitForEvent('websocket', (opened) => !new URL(opened.url()).searchParams.has('channel'));
  await page.goto('/monitor/server');
  const opened = await socket;
  expect(new URL(opened.url()).pathname).toBe('/websocket');
  await opened.waitForEvent('framereceived');
  await expect(page.getByText('内存使用率', { exact: true })).toBeVisible();
  expect(await violations()).toEqual([]);
});
