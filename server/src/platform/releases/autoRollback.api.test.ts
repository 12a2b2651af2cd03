import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { DeployOverview } from '@yjf/area-system/domain/releaseSchemas';
import type { RemoteLoadReportEntry } from '@yjf/domain/remoteTelemetry';
import type { RemotesResponse } from '@yjf/domain/remotes';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { apiCaller } from '../../../test/apiCalls';
import { bearer, signIn } from '../../../test/session';
import { operationLogs } from '../../crud/operationLogTable';
import { checkReleaseHealth } from './autoRollback';
import { remoteLoadMinutes } from './remoteLoadsTable';
import { writeFakeRemoteBuild } from './testing/releaseArchives';
import { reportLine as line } from './testing/reportLines';
import { inbox, titlesOf } from '../messages/testing/inboxes';

/**
 * Rolled back by itself (issue 56): from what users' browsers reported, a candidate that fails more than the stable
 * version is withdrawn, and a version that fails right after going live goes back to the one before; each is
 * written to the platform's operation log and shown at the top of 发布管理.
 */
/** The demo accounts' ids (seeded as such): 13800000000 of the platform, 13800000003 of company 3. */
const PLATFORM_ADMIN = 1;
const COMPANY3_ADMIN = 4;

describe('automatic withdrawal and rollback', () => {
  let server: TestServer;
  let work: string;
  let platform: string; // 13800000000
  let admin3: string; // 13800000003, company 3
  const { ok } = apiCaller(() => server);
  const check = () => checkReleaseHealth(server.app.appContext, server.app.log);
  const publish = (area: string, text: string, activate = true) =>
    server.releases.publish(area, writeFakeRemoteBuild(work, area, text), { activate }).version;
  const report = async (token: string, entries: RemoteLoadReportEntry[]) => {
    const response = await server.request({
      method: 'POST',
      url: '/api/telemetry/remotes',
      headers: bearer(token),
      payload: { entries },
    });
    expect(response.statusCode).toBe(200);
  };
  const customersOf = async (token: string) =>
    (await ok<RemotesResponse>(token, 'GET', '/api/remotes')).remotes.find((remote) => remote.name === 'customers')!;
  const automaticLog = async () =>
    (await server.database.db.select().from(operationLogs).where(eq(operationLogs.username, '系统'))).map((row) => ({
      companyId: row.companyId,
      userId: row.userId,
      description: row.description,
    }));

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'auto-rollback-'));
    server = await startTestServer({
      LOG_LEVEL: 'silent',
      RELEASE_ROLLBACK_CANDIDATE_MIN_LOADS: '3',
      RELEASE_ROLLBACK_STABLE_MIN_LOADS: '4',
      // The timer stays out of the way: each test checks when it has reported.
      RELEASE_ROLLBACK_CHECK_SECONDS: '3600',
    });
    [platform, admin3] = await Promise.all([signIn(server, '13800000000'), signIn(server, '13800000003')]);
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(work, { recursive: true, force: true });
  });
  beforeEach(() => server.database.db.delete(remoteLoadMinutes));

  it('withdraws a candidate that fails where the stable version does not, once enough loads were tried', async () => {
    const stable = publish('customers', '稳定版');
    const candidate = publish('customers', '坏的候选版', false);
    await ok(platform, 'PUT', '/api/deploy/candidate', { area: 'customers', version: candidate });
    await ok(platform, 'PUT', '/api/deploy/canary', { area: 'customers', companies: [3], share: 0 });
    expect((await customersOf(admin3)).version).toBe(candidate);

    // Two failed loads: fewer than the three a decision needs.
    await report(admin3, [line('customers', candidate, { entry: 2 }), line('customers', stable, { loads: 2 })]);
    expect(await check()).toEqual({ withdraw: [], rollback: [] });
    expect((await customersOf(admin3)).version).toBe(candidate);

    await report(admin3, [line('customers', candidate, { entry: 1 }), line('customers', stable, { loads: 1 })]);
    const decided = await check();
    expect(decided.withdraw.map(({ area, version }) => ({ area, version }))).toEqual([
      { area: 'customers', version: candidate },
    ]);
    expect(decided.rollback).toEqual([]);
    // Every instance answers from the database: company 3 is back on the stable version, and the candidate is gone.
    expect(await customersOf(admin3)).toMatchObject({ version: stable, channel: 'stable' });
    const overview = await ok<DeployOverview>(platform, 'GET', '/api/deploy');
    expect(overview.areas.find((area) => area.area === 'customers')!.candidate).toBeNull();
    const reason = decided.withdraw[0]!.reason;
    expect(reason).toMatch(new RegExp(`^渠道客户的候选版本 ${candidate} 近 10 分钟加载失败率 100%（3 次加载）`));
    expect(reason).toMatch(/已自动撤回$/);
    expect(await automaticLog()).toEqual([{ companyId: 1, userId: null, description: reason }]);
    expect(overview.automatic).toEqual([{ at: expect.any(String), description: reason }]);
    // And the platform's users of 发布管理 are told (消息中心), no company's.
    expect(await inbox(server.database.db, PLATFORM_ADMIN, 'releaseChange')).toEqual([
      { title: `渠道客户 候选版本 ${candidate} 已自动撤回`, content: reason, link: '/tools/release' },
    ]);
    expect(await titlesOf(server.database.db, COMPANY3_ADMIN, 'releaseChange')).toEqual([]);

    // Decided once: the next check finds nothing more to do.
    expect(await check()).toEqual({ withdraw: [], rollback: [] });
  });

  it('rolls a version that fails right after going live back to the one before, and leaves a healthy one', async () => {
    const before = publish('customers', '上一版');
    const healthy = publish('customers', '好的新版');
    await report(admin3, [line('customers', healthy, { loads: 10, chunk: 1 })]);
    expect((await check()).rollback).toEqual([]);
    expect(server.releases.read().areas.customers!.live).toBe(healthy);

    const broken = publish('customers', '坏的新版');
    expect(server.releases.read().areas.customers!.liveSince).toEqual(expect.any(String));
    await report(admin3, [line('customers', broken, { loads: 4, render: 3 })]);
    const decided = await check();
    expect(decided.rollback.map(({ area, version, to }) => ({ area, version, to }))).toEqual([
      { area: 'customers', version: broken, to: healthy },
    ]);
    expect(server.releases.read().areas.customers!.live).toBe(healthy);
    expect((await customersOf(admin3)).version).toBe(healthy);
    expect(decided.rollback[0]!.reason).toMatch(
      new RegExp(
        `^渠道客户的版本 ${broken} 上线后 15 分钟内加载失败率 75%（4 次加载），超过自动回滚的阈值 50%，已自动回滚到 ${healthy}$`,
      ),
    );
    expect((await automaticLog()).map((entry) => entry.description)).toContain(decided.rollback[0]!.reason);
    expect((await inbox(server.database.db, PLATFORM_ADMIN, 'releaseChange')).at(-1)).toEqual({
      title: `渠道客户 版本 ${broken} 已自动回滚到 ${healthy}`,
      content: decided.rollback[0]!.reason,
      link: '/tools/release',
    });
    // The version rolled back to is not itself rolled back on the broken one's counts, nor further back to `before`.
    expect(await check()).toEqual({ withdraw: [], rollback: [] });
    expect(server.releases.read().areas.customers!.live).not.toBe(before);
  });

  it('does nothing when the automatic rollback is turned off', async () => {
    const off = {
      ...server.app.appContext,
      config: { ...server.config, releaseRollback: { ...server.config.releaseRollback, enabled: false } },
    };
    const candidate = publish('customers', '又一个坏的候选版', false);
    await ok(platform, 'PUT', '/api/deploy/candidate', { area: 'customers', version: candidate });
    await ok(platform, 'PUT', '/api/deploy/canary', { area: 'customers', companies: [3], share: 0 });
    await report(admin3, [line('customers', candidate, { entry: 5 })]);
    expect(await checkReleaseHealth(off, server.app.log)).toEqual({ withdraw: [], rollback: [] });
    expect((await customersOf(admin3)).version).toBe(candidate);
  });
});
