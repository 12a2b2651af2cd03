import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { bearer, lastAccessLogLine, INSTANCE_A, INSTANCE_B, passwordSignIn, PROXY } from './clusterTargets';

/**
 * A new release of the customers area, as an administrator uploads it: the built remote plus a file that makes
 * its content new on every run (a release of content already published is not a new version).
 */
function releaseArchive(marker: string): Buffer {
  const build = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-release-'));
  try {
    fs.cpSync(path.resolve(__dirname, '../../remotes/customers/dist'), build, { recursive: true });
    fs.writeFileSync(path.join(build, 'cluster-release.txt'), marker);
    const archive = path.join(build, '..', `${path.basename(build)}.tgz`);
    execFileSync('tar', ['-czf', archive, '-C', build, ...fs.readdirSync(build)]);
    const data = fs.readFileSync(archive);
    fs.rmSync(archive);
    return data;
  } finally {
    fs.rmSync(build, { recursive: true, force: true });
  }
}

test('a release published through one instance is served by both, and a page open on the other notices it', async ({
  page,
  request,
}) => {
  const signIn = async (target: string) =>
    (await (await request.post(`${target}/auth/login`, { data: passwordSignIn('13800000000') })).json())
      .token as string;
  const liveCustomers = async (target: string, token: string) => {
    const remotes = (await (await request.get(`${target}/api/remotes`, { headers: bearer(token) })).json()) as {
      remotes: { name: string; entry: string }[];
    };
    return remotes.remotes.find((remote) => remote.name === 'customers')?.entry;
  };

  // A page open on instance B before the release (nginx would not keep it on one instance).
  const tokenB = await signIn(INSTANCE_B);
  await page.context().addCookies([{ name: 'YJF-TOKEN', value: tokenB, url: INSTANCE_B }]);
  await page.goto(`${INSTANCE_B}/dashboard`);
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
  const before = await liveCustomers(INSTANCE_B, tokenB);
  expect(before).toMatch(/^\/remotes\/customers\/[^/]+\/mf-manifest.json$/);

  const tokenA = await signIn(INSTANCE_A);
  const marker = `cluster release ${Date.now()}`;
  const upload = await request.post(`${INSTANCE_A}/api/deploy/upload`, {
    headers: bearer(tokenA),
    multipart: {
      area: 'customers',
      file: { name: 'customers.tgz', mimeType: 'application/gzip', buffer: releaseArchive(marker) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const { version, live } = await upload.json();
  expect(live).toBe(true);
  try {
    const entry = `/remotes/customers/${version}/mf-manifest.json`;
    const answeredAt = Date.now();
    for (const [target, token] of [
      [INSTANCE_A, tokenA],
      [INSTANCE_B, tokenB],
      [PROXY, tokenA],
    ] as const) {
      // Each instance takes the version from the bucket when told (a notice): within moments, not at once.
      await expect.poll(() => liveCustomers(target, token), { message: target, timeout: 5000 }).toBe(entry);
      const file = await request.get(`${target}/remotes/customers/${version}/cluster-release.txt`);
      expect(file.status(), target).toBe(200);
      expect(await file.text()).toBe(marker);
    }
    process.stdout.write(`  新版本在两个实例与 nginx 上生效：发布应答后 ${Date.now() - answeredAt} ms 内\n`);
    // nginx passes releases to the instances (each serves its copy of the bucket's), pre-compressed where the
    // build compressed.
    const manifest = await request.get(`${PROXY}${before}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['content-encoding']).toBe('gzip');
    expect(manifest.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    await expect.poll(() => lastAccessLogLine(`GET ${before} `)).toMatch(/upstream=127\.0\.0\.1:\d+/);

    // The open page asks /api/remotes when its window gets focus, and offers the new version.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.getByText('有新版本')).toBeVisible();
  } finally {
    const rollback = await request.post(`${PROXY}/api/deploy/rollback`, {
      headers: bearer(tokenA),
      data: { area: 'customers' },
    });
    expect(rollback.status(), await rollback.text()).toBe(200);
  }
  await expect.poll(() => liveCustomers(INSTANCE_A, tokenA)).toBe(before);
});
