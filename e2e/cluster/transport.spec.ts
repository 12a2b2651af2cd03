import { expect, test } from '@playwright/test';
import { bearer, passwordSignIn, PLAIN_HTTP, PROXY } from './clusterTargets';

/**
 * TLS ends at nginx (deploy/nginx/yunjiaofu.conf.template): HTTPS with HTTP/2, plain HTTP only redirects, and
 * every answer says to keep to HTTPS, whether an instance or nginx itself wrote it.
 */

test('plain HTTP is sent on to the same address over HTTPS, a POST included', async ({ request }) => {
  for (const method of ['GET', 'POST'] as const) {
    const answer = await request.fetch(`${PLAIN_HTTP}/customer/list?from=bookmark`, { method, maxRedirects: 0 });
    expect(answer.status(), method).toBe(308);
    expect(answer.headers().location).toBe(`${PROXY}/customer/list?from=bookmark`);
  }
});

test('a page and everything it loads come over HTTP/2, and every answer carries HSTS', async ({ page }) => {
  const answers: { url: string; hsts: string | undefined }[] = [];
  page.on('response', (response) =>
    answers.push({ url: response.url(), hsts: response.headers()['strict-transport-security'] }),
  );
  await page.goto(`${PROXY}/login`);
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  const protocols = await page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((entry) => ({
      url: entry.name,
      protocol: (entry as PerformanceResourceTiming).nextHopProtocol,
    })),
  );
  expect(protocols.length).toBeGreaterThan(3);
  for (const { url, protocol } of protocols) expect(protocol, url).toBe('h2');

  const sameOrigin = answers.filter(({ url }) => url.startsWith(PROXY));
  expect(sameOrigin.length).toBeGreaterThan(3);
  for (const { url, hsts } of sameOrigin) expect(hsts, url).toMatch(/^max-age=\d{7,}$/);
});

test("a release's file carries HSTS too, and keeps its year-long caching", async ({ request }) => {
  const signIn = await request.post(`${PROXY}/auth/login`, { data: passwordSignIn('13800000001') });
  const { token } = await signIn.json();
  const { remotes } = (await (await request.get(`${PROXY}/api/remotes`, { headers: bearer(token) })).json()) as {
    remotes: { name: string; entry: string }[];
  };
  const entry = remotes.find((remote) => remote.name === 'customers')?.entry;
  expect(entry).toMatch(/^\/remotes\/customers\/[^/]+\/mf-manifest.json$/);
  const file = await request.get(`${PROXY}${entry}`);
  expect(file.status()).toBe(200);
  expect(file.headers()['strict-transport-security']).toMatch(/^max-age=\d{7,}$/);
  expect(file.headers()['cache-control']).toContain('immutable');
});
