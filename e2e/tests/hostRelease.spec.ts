import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { hostArchive, hostBuildOf, watchHostChunks } from '../support/hostBuild';
import { signInAs } from '../support/signIn';
import { registry } from '../support/testkitRemote';

test('a host release while a page is open: the page keeps navigating, a reload gets the new host, a rollback restores the old one, with no restart', async ({
  page,
}) => {
  const releases = registry();
  const before = releases.liveHost();
  expect(before, 'pnpm start publishes the host build').not.toBeNull();
  const startedAt = async () => (await (await page.request.get('/api/health')).json()).startedAt as string;
  const serverStarted = await startedAt();

  const token = await signInAs(page, '13800000000');
  await page.goto('/dashboard');
  const menu = page.getByRole('navigation', { name: '主菜单' });
  await expect(menu).toBeVisible();
  expect(await hostBuildOf(page)).toBeNull();

  const marker = `host-release-${Date.now()}`;
  const upload = await page.request.post('/api/deploy/upload', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      area: 'host',
      file: { name: 'host.tgz', mimeType: 'application/gzip', buffer: hostArchive(before!.dir, marker) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const released = (await upload.json()) as { version: string; live: boolean };
  expect(released.live).toBe(true);
  try {
    const live = releases.liveHost()!;
    expect(live.version).toBe(released.version);

    // The open page goes on to pages it has not opened yet: the chunks they need are in the version it was
    // opened on only, and are served from there.
    const chunks = watchHostChunks(page);
    await menu.getByText('渠道客户').click();
    await menu.getByRole('menuitem', { name: '客户列表' }).click();
    await expect(page).toHaveURL('/customer/list');
    await expect(page.getByRole('button', { name: '新增' }).first()).toBeVisible();
    await menu.getByText('系统工具').click();
    await menu.getByRole('menuitem', { name: '发布管理' }).click();
    await expect(page.getByRole('row', { name: /主应用/ })).toContainText(released.version);
    expect(chunks.filter(({ status }) => status !== 200)).toEqual([]);
    const fromOlder = chunks.filter(({ path: file }) => !fs.existsSync(path.join(live.dir, file)));
    expect(fromOlder.length, 'chunks found only in the host version the page was opened on').toBeGreaterThan(0);
    expect(await hostBuildOf(page)).toBeNull();

    // A reload gets the new host, which works.
    await page.reload();
    expect(await hostBuildOf(page)).toBe(marker);
    await expect(page.getByRole('row', { name: /主应用/ })).toContainText(released.version);

    // 回滚 on the release screen restores the old host on the next load.
    await page
      .getByRole('row', { name: /主应用/ })
      .getByRole('button', { name: '回滚' })
      .click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText(`主应用已回滚到版本 ${before!.version}`)).toBeVisible();
    expect(releases.liveHost()?.version).toBe(before!.version);
    await page.goto('/customer/list');
    await expect(page.getByRole('button', { name: '新增' }).first()).toBeVisible();
    expect(await hostBuildOf(page)).toBeNull();

    expect(await startedAt()).toBe(serverStarted);
  } finally {
    if (releases.liveHost()?.version !== before!.version) releases.switchHost(before!.version);
  }
});
