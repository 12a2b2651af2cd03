import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { hostArchive, hostBuildOf, watchHostChunks } from '../support/hostBuild';
import { skipMembershipDialog } from '../support/signIn';
import {
  bearer,
  INSTANCE_A,
  INSTANCE_B,
  INSTANCE_PORTS,
  instanceReleases,
  passwordSignIn,
  PROXY,
} from './clusterTargets';

test('a host release through one instance is the page nginx and both instances serve at once; an open page keeps its chunks; a rollback restores the old host', async ({
  page,
  request,
}) => {
  // Instance A's copy of the releases (the upload goes to A).
  const releases = instanceReleases(INSTANCE_PORTS[0]);
  const before = releases.liveHost();
  expect(before, 'pnpm cluster start publishes the host build').not.toBeNull();
  const signIn = async (target: string) =>
    (await (await request.post(`${target}/auth/login`, { data: passwordSignIn('13800000000') })).json())
      .token as string;
  /** The host build each target's page is drawn by (its yjf-host-build meta), null for the one start published. */
  const servedBuilds = async () =>
    Promise.all(
      [PROXY, INSTANCE_A, INSTANCE_B].map(async (target) => {
        const html = await (await request.get(`${target}/dashboard`)).text();
        return /<meta name="yjf-host-build" content="([^"]*)">/.exec(html)?.[1] ?? null;
      }),
    );

  // A page open through nginx before the release.
  const token = await signIn(PROXY);
  await page.context().addCookies([{ name: 'YJF-TOKEN', value: token, url: PROXY }]);
  await skipMembershipDialog(page, '13800000000');
  await page.goto(`${PROXY}/dashboard`);
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await expect(menu).toBeVisible();
  expect(await hostBuildOf(page)).toBeNull();

  const marker = `cluster-host-${Date.now()}`;
  const tokenA = await signIn(INSTANCE_A);
  const upload = await request.post(`${INSTANCE_A}/api/deploy/upload`, {
    headers: bearer(tokenA),
    multipart: {
      area: 'host',
      file: { name: 'host.tgz', mimeType: 'application/gzip', buffer: hostArchive(before!.dir, marker) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const released = (await upload.json()) as { version: string; live: boolean };
  expect(released.live).toBe(true);
  try {
    // Released through instance A: nginx and instance B serve the new page with no restart, B as soon as it has
    // taken the version from the bucket (told by notice).
    const releasedAt = Date.now();
    await expect.poll(servedBuilds, { timeout: 5000 }).toEqual([marker, marker, marker]);
    process.stdout.write(`  新主应用在 nginx 与两个实例上生效：发布应答后 ${Date.now() - releasedAt} ms 内\n`);

    // The open page goes on through nginx: the chunks it asks for are in the version it was opened on only.
    const chunks = watchHostChunks(page);
    await menu.getByText('渠道客户').click();
    await menu.getByRole('menuitem', { name: '客户列表' }).click();
    await expect(page).toHaveURL(`${PROXY}/customer/list`);
    await expect(page.getByRole('button', { name: '新增' }).first()).toBeVisible();
    await menu.getByText('系统工具').click();
    await menu.getByRole('menuitem', { name: '发布管理' }).click();
    await expect(page.getByRole('row', { name: /主应用/ })).toContainText(released.version);
    expect(chunks.filter(({ status }) => status !== 200)).toEqual([]);
    const live = releases.hostVersionDir(released.version);
    expect(chunks.filter(({ path: file }) => !fs.existsSync(path.join(live, file))).length).toBeGreaterThan(0);

    await page.reload();
    expect(await hostBuildOf(page)).toBe(marker);
    await expect(page.getByRole('row', { name: /主应用/ })).toContainText(released.version);

    // Rolled back through nginx (whichever instance takes it): every target serves the old page again.
    const rollback = await request.post(`${PROXY}/api/deploy/rollback`, {
      headers: bearer(token),
      data: { area: 'host' },
    });
    expect(rollback.status(), await rollback.text()).toBe(200);
    await expect.poll(servedBuilds, { timeout: 5000 }).toEqual([null, null, null]);
    await page.reload();
    expect(await hostBuildOf(page)).toBeNull();
    await expect(page.getByRole('row', { name: /主应用/ })).toContainText(before!.version);
  } finally {
    if (releases.liveHost()?.version !== before!.version) {
      const back = await request.put(`${PROXY}/api/deploy/switch`, {
        headers: bearer(token),
        data: { area: 'host', version: before!.version },
      });
      expect(back.status(), await back.text()).toBe(200);
    }
  }
});
