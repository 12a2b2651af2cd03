import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { ReleaseHealth } from '@yjf/area-system/domain/releaseHealthSchemas';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { apiCaller } from '../../../test/apiCalls';
import { bearer, signIn } from '../../../test/session';
import { writeFakeRemoteBuild } from './testing/releaseArchives';
import { reportLine as line } from './testing/reportLines';
import { remoteLoadMinutes } from './remoteLoadsTable';
import { pruneRemoteLoads } from './remoteLoads';

/**
 * What users' browsers saw of the areas' releases (issue 56): `POST /api/telemetry/remotes` counts only the
 * releases the caller gets (of the areas it may open: the candidate where its canary gives it, and then the stable
 * version it falls back to), per area, version and minute; `GET /api/deploy/health` gives the platform's
 * administrators the last hour.
 */
describe('release health from browser reports', () => {
  let server: TestServer;
  let platform: string;
  let company: string; // 13800000003, company 3
  let otherCompany: string; // 13800000001, company 2
  const versions: Record<string, string> = {};

  const report = (token: string, entries: unknown, address = '10.0.0.1') =>
    server.request({
      method: 'POST',
      url: '/api/telemetry/remotes',
      headers: bearer(token),
      remoteAddress: address,
      payload: { entries },
    });
  const health = async (): Promise<ReleaseHealth> => {
    const response = await server.request({ method: 'GET', url: '/api/deploy/health', headers: bearer(platform) });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const rows = () => server.database.db.select().from(remoteLoadMinutes);
  /**
   * Counts are kept per minute of the clock: a test that reads "this minute" or "the last hour" starts early in
   * a minute, waiting for the next one in the last 15 s (its reports once straddled 22:41:59 and 22:42:00 in CI).
   */
  const startOfAMinute = async () => {
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 15_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
  };
  const { ok } = apiCaller(() => server);

  beforeAll(async () => {
    server = await startTestServer();
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'health-builds-'));
    for (const area of ['customers', 'purchasing'])
      versions[area] = server.releases.publish(area, writeFakeRemoteBuild(work, area, `${area} v1`)).version;
    fs.rmSync(work, { recursive: true, force: true });
    [platform, company, otherCompany] = await Promise.all(
      ['13800000000', '13800000003', '13800000001'].map((phone) => signIn(server, phone)),
    );
  });
  afterAll(() => server.close());
  beforeEach(() => server.database.db.delete(remoteLoadMinutes));

  it('adds the reports of a minute into one row per area and version, and shows them in the last hour', async () => {
    await startOfAMinute();
    const customers = versions.customers!;
    expect((await report(company, [line('customers', customers, { loads: 5, chunk: 1 })])).json()).toEqual({
      counted: 1,
    });
    // The same version twice in one report (a page that joined lines badly) is added up, not refused.
    await report(company, [line('customers', customers, { loads: 3 }), line('customers', customers, { render: 2 })]);
    await report(platform, [line('customers', customers, { loads: 2, manifest: 1, entry: 1 })]);

    expect(await rows()).toHaveLength(1);
    const [shown] = (await health()).versions;
    expect(shown).toMatchObject({
      area: 'customers',
      version: customers,
      totals: { loads: 10, manifest: 1, entry: 1, chunk: 1, render: 2, tried: 13, failures: 5 },
      minutes: [{ tried: 13, failures: 5 }],
    });
    // 5 failures over 13 loads tried (10 that loaded, 3 that did not).
    expect(shown!.totals.failureRate).toBeCloseTo(5 / 13);
  });

  it('leaves out versions never published and areas the caller cannot open, without a word', async () => {
    const response = await report(company, [
      line('customers', '20990101-000000-deadbee', { loads: 9 }),
      line('nosuch', 'v1', { entry: 9 }),
      // Company 3's plan has no purchasing: its pages cannot have loaded there.
      line('purchasing', versions.purchasing!, { entry: 9 }),
    ]);
    expect([response.statusCode, response.json()]).toEqual([200, { counted: 0 }]);
    expect(await rows()).toEqual([]);
    // The platform's administrators open every area.
    await report(platform, [line('purchasing', versions.purchasing!, { loads: 1 })]);
    expect((await health()).versions.map((version) => version.area)).toEqual(['purchasing']);
  });

  it('refuses a malformed or oversized report with a Chinese message, and anyone not signed in', async () => {
    const customers = versions.customers!;
    for (const entries of [
      [],
      [line('customers', customers, { loads: 51 })],
      [line('customers', customers, { loads: -1 })],
      [line('customers', customers, { loads: 1.5 })],
      [line('Customers!', customers, { loads: 1 })],
      [{ area: 'customers', version: customers }],
      Array.from({ length: 31 }, () => line('customers', customers, { loads: 1 })),
    ]) {
      const response = await report(company, entries);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/[\u4e00-\u9fa5]/);
    }
    const anonymous = await server.request({
      method: 'POST',
      url: '/api/telemetry/remotes',
      payload: { entries: [line('customers', customers, { loads: 1 })] },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await rows()).toEqual([]);
  });

  it('shows the health to the platform administrators only', async () => {
    const refused = await server.request({ method: 'GET', url: '/api/deploy/health', headers: bearer(company) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('只有平台管理员可以发布');
  });

  it('answers only the last hour, and deletes counts older than a week', async () => {
    const at = (minutesAgo: number) => sql`date_trunc('minute', now()) - make_interval(mins => ${minutesAgo})`;
    const customers = versions.customers!;
    await startOfAMinute();
    for (const minutesAgo of [0, 59, 60, 8 * 24 * 60])
      await server.database.db
        .insert(remoteLoadMinutes)
        .values({ area: 'customers', version: customers, minute: at(minutesAgo), loads: 1, entryFailures: 1 });

    const shown = await health();
    expect(new Date(shown.to).getTime() - new Date(shown.from).getTime()).toBe(59 * 60_000);
    expect(shown.versions[0]!.minutes.map((minute) => minute.minute)).toEqual([shown.from, shown.to]);
    expect(shown.versions[0]!.totals).toMatchObject({ loads: 2, entry: 2, tried: 4, failureRate: 0.5 });

    await pruneRemoteLoads(server.database.db);
    expect(await rows()).toHaveLength(3);
  });

  it('counts a candidate only from companies its canary gives it, and their stable fallback too', async () => {
    const stable = versions.customers!;
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'health-candidate-'));
    const candidate = server.releases.publish('customers', writeFakeRemoteBuild(work, 'customers', 'customers v2'), {
      activate: false,
    }).version;
    fs.rmSync(work, { recursive: true, force: true });
    await ok(platform, 'PUT', '/api/deploy/candidate', { area: 'customers', version: candidate });
    await ok(platform, 'PUT', '/api/deploy/canary', { area: 'customers', companies: [3], share: 0 });
    const counted = async (token: string, version: string) =>
      (await report(token, [line('customers', version, { entry: 4 })])).json().counted;

    try {
      // Company 2 gets the stable version: failures it claims for the candidate would push it into withdrawal.
      expect(await counted(otherCompany, candidate)).toBe(0);
      // Nor does the platform's administrator get it, not previewing it.
      expect(await counted(platform, candidate)).toBe(0);
      expect(await counted(otherCompany, stable)).toBe(1);
      // Company 3 is in the canary: the candidate, and the stable version its browser falls back to.
      expect(await counted(company, candidate)).toBe(1);
      expect(await counted(company, stable)).toBe(1);

      const shown = (await health()).versions.map(({ version, totals }) => [version, totals.entry]);
      expect(Object.fromEntries(shown)).toEqual({ [candidate]: 4, [stable]: 8 });
    } finally {
      await ok(platform, 'POST', '/api/deploy/withdraw', { area: 'customers' });
    }
    // Withdrawn, the candidate is nobody's any more.
    expect(await counted(company, candidate)).toBe(0);
  });
});
