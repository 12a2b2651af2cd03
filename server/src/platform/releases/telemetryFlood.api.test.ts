import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RemoteLoadReportEntry } from '@yjf/domain/remoteTelemetry';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { apiCaller } from '../../../test/apiCalls';
import { bearer, signIn } from '../../../test/session';
import { writeFakeRemoteBuild } from './testing/releaseArchives';
import { remoteLoadMinutes } from './remoteLoadsTable';
import { REPORTS_PER_SESSION_MINUTE, TOO_MANY_REPORTS } from './healthRoutes';
import { reportLine as line } from './testing/reportLines';

/**
 * A flood of reports (issue 56): from one session and from many at once, with valid lines, versions that do not
 * exist and areas by the thousand. The limit answers 429 with a Chinese message, nothing answers a 5xx, the rows
 * stay one per published version and minute, and every accepted count is counted exactly once.
 */
describe('a flood of telemetry reports', () => {
  let server: TestServer;
  const versions: string[] = [];

  const report = (token: string, entries: RemoteLoadReportEntry[], address: string) =>
    server.request({
      method: 'POST',
      url: '/api/telemetry/remotes',
      headers: bearer(token),
      remoteAddress: address,
      payload: { entries },
    });
  const rows = () => server.database.db.select().from(remoteLoadMinutes);
  const { ok } = apiCaller(() => server);

  beforeAll(async () => {
    server = await startTestServer();
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'flood-builds-'));
    // v1 live, v2 its candidate for every company: each caller's browser may load both (v1 as the fallback).
    for (const [text, activate] of [['v1', true] as const, ['v2', false] as const])
      versions.push(
        server.releases.publish('customers', writeFakeRemoteBuild(work, 'customers', text), { activate }).version,
      );
    fs.rmSync(work, { recursive: true, force: true });
    const platform = await signIn(server, '13800000000');
    await ok(platform, 'PUT', '/api/deploy/candidate', { area: 'customers', version: versions[1] });
    await ok(platform, 'PUT', '/api/deploy/canary', { area: 'customers', companies: [1], share: 100 });
  });
  afterAll(() => server.close());
  beforeEach(() => server.database.db.delete(remoteLoadMinutes));

  it('lets one session report only so often, then answers 429 with a Chinese message and Retry-After', async () => {
    const token = await signIn(server, '13800000003');
    const answers = [];
    // From ever other addresses: the limit follows the session, not where it calls from.
    for (let index = 0; index < REPORTS_PER_SESSION_MINUTE + 10; index += 1)
      answers.push(await report(token, [line('customers', versions[0]!, { loads: 1 })], `10.1.0.${index}`));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(REPORTS_PER_SESSION_MINUTE);
    expect(statuses.slice(REPORTS_PER_SESSION_MINUTE)).toEqual(Array(10).fill(429));
    const refused = answers.at(-1)!;
    expect(refused.json().message).toBe(TOO_MANY_REPORTS);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const [row] = await rows();
    expect(row!.loads).toBe(REPORTS_PER_SESSION_MINUTE);

    // Another session of the same user keeps its own count.
    const other = await signIn(server, '13800000003');
    expect((await report(other, [line('customers', versions[0]!, { loads: 1 })], '10.1.1.1')).statusCode).toBe(200);
  });

  it('keeps one row per published version and minute under many sessions at once, and counts every accepted report once', async () => {
    const sessions: string[] = [];
    for (const phone of ['13800000000', '13800000001', '13800000002', '13800000003'])
      for (let index = 0; index < 3; index += 1) sessions.push(await signIn(server, phone));
    const junk = Array.from({ length: 20 }, (_, index) =>
      line('customers', `20990101-000000-${index}`, { loads: 50, entry: 50 }),
    );
    const areas = Array.from({ length: 8 }, (_, index) =>
      line(`area-${index}`, versions[0]!, { loads: 50, entry: 50 }),
    );
    const answers = await Promise.all(
      sessions.flatMap((token, session) =>
        Array.from({ length: REPORTS_PER_SESSION_MINUTE + 5 }, (_, index) =>
          report(
            token,
            [
              line('customers', versions[0]!, { loads: 2, entry: 1 }),
              line('customers', versions[1]!, { loads: 1 }),
              ...junk,
              ...areas,
            ].slice(0, 30),
            `10.2.${session}.${index}`,
          ),
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(new Set(statuses)).toEqual(new Set([200, 429]));
    const accepted = statuses.filter((status) => status === 200).length;
    expect(accepted).toBe(sessions.length * REPORTS_PER_SESSION_MINUTE);

    const counted = await rows();
    // The minute may turn during the flood: at most two minutes of the two published versions.
    expect(counted.length).toBeLessThanOrEqual(4);
    expect(new Set(counted.map((row) => row.version))).toEqual(new Set(versions));
    const sum = (version: string, key: 'loads' | 'entryFailures') =>
      counted.filter((row) => row.version === version).reduce((total, row) => total + row[key], 0);
    expect([sum(versions[0]!, 'loads'), sum(versions[0]!, 'entryFailures'), sum(versions[1]!, 'loads')]).toEqual([
      accepted * 2,
      accepted,
      accepted,
    ]);
  }, 120_000);
});
