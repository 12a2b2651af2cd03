import {
  MAX_EVENTS_PER_PAGE_LOAD,
  TELEMETRY_URL,
  countRemoteLoad,
  failureKindOf,
  releaseOfEntry,
  resetRemoteTelemetry,
  startRemoteTelemetry,
  takeReport,
} from './remoteTelemetry';
import remoteTelemetryPlugin from './remoteTelemetryPlugin';

const V1 = '/remotes/customers/20261205-010203-abcdef1/mf-manifest.json';
const SYSTEM = 'https://yjf.example.com/remotes/system/v2/mf-manifest.json';
const counts = (area: string, version: string, more: object) => ({
  area,
  version,
  loads: 0,
  manifest: 0,
  entry: 0,
  chunk: 0,
  render: 0,
  ...more,
});

beforeEach(() => resetRemoteTelemetry());

describe('what the host counts of the areas’ releases', () => {
  it('reads the area and version from a release’s address, and nothing from anything else', () => {
    expect(releaseOfEntry(V1)).toEqual({ area: 'customers', version: '20261205-010203-abcdef1' });
    expect(releaseOfEntry(SYSTEM)).toEqual({ area: 'system', version: 'v2' });
    expect(releaseOfEntry('http://127.0.0.1:3006/mf-manifest.json')).toBeNull();
    expect(releaseOfEntry('/remotes/customers/mf-manifest.json')).toBeNull();
    expect(releaseOfEntry(undefined)).toBeNull();
  });

  it('tells a manifest, a chunk and an entry apart from the errors the runtime and webpack throw', () => {
    expect(failureKindOf(new Error('Failed to get manifest. #RUNTIME-003\nargs: {}'))).toBe('manifest');
    const chunk = Object.assign(new Error('Loading chunk 123 failed.\n(error: /remotes/x/v1/1.js)'), {
      name: 'ChunkLoadError',
    });
    expect(failureKindOf(chunk)).toBe('chunk');
    expect(failureKindOf(new Error('Failed to load script resources. #RUNTIME-008'))).toBe('entry');
    expect(failureKindOf('boom')).toBe('entry');
  });

  it('counts each load the federation runtime finishes, loaded or failed, against its release', async () => {
    const plugin = remoteTelemetryPlugin();
    const after = (entry: string, id: string, error?: unknown) =>
      plugin.afterLoadRemote!({ id, remote: { entry } as never, error, origin: {} as never });
    await after(V1, 'customers/CustomerList');
    await after(V1, 'customers/CustomerInfo');
    await after(V1, 'customers/FollowupList', new Error('Failed to get manifest. #RUNTIME-003'));
    const chunk = Object.assign(new Error('Loading chunk 7 failed'), { name: 'ChunkLoadError' });
    await after(SYSTEM, 'system/Users', chunk);
    countRemoteLoad(SYSTEM, 'render', 'system/Roles');

    expect(takeReport()).toEqual([
      counts('customers', '20261205-010203-abcdef1', { loads: 2, manifest: 1 }),
      counts('system', 'v2', { chunk: 1, render: 1 }),
    ]);
  });

  it('counts a module that fails once a page load, however often it is tried again', async () => {
    const plugin = remoteTelemetryPlugin();
    const chunk = Object.assign(new Error('Loading chunk 7 failed'), { name: 'ChunkLoadError' });
    for (let attempt = 0; attempt < 4; attempt += 1)
      await plugin.afterLoadRemote!({
        id: 'system/Users',
        remote: { entry: SYSTEM } as never,
        error: chunk,
        origin: {} as never,
      });
    await plugin.afterLoadRemote!({ id: 'system/Users', remote: { entry: SYSTEM } as never, origin: {} as never });
    countRemoteLoad(SYSTEM, 'render', 'system/Users');
    countRemoteLoad(SYSTEM, 'render', 'system/Users');
    countRemoteLoad(SYSTEM, 'chunk', 'system/Roles');

    expect(takeReport()).toEqual([counts('system', 'v2', { loads: 1, chunk: 2, render: 1 })]);
    expect(takeReport()).toBeNull();
  });

  it('keeps each report within the server’s limits, holding the rest for the next, and stops counting a page load that runs away', () => {
    for (let index = 0; index < 70; index += 1) countRemoteLoad(V1, 'entry', `customers/Page${index}`);
    for (let area = 0; area < 35; area += 1) countRemoteLoad(`/remotes/area-${area}/v1/mf-manifest.json`, 'loads');
    const first = takeReport()!;
    expect(first).toHaveLength(30);
    expect(first[0]).toMatchObject({ area: 'customers', entry: 50 });
    const second = takeReport()!;
    expect(second).toHaveLength(1 + 6);
    expect(second[0]).toMatchObject({ area: 'customers', entry: 20 });

    for (let index = 0; index < MAX_EVENTS_PER_PAGE_LOAD; index += 1) countRemoteLoad(V1, 'loads');
    let reported = 0;
    for (let report = takeReport(); report; report = takeReport()) {
      expect(report[0]!.loads).toBeLessThanOrEqual(50);
      reported += report[0]!.loads;
    }
    // 105 counted above, so only the rest of the page load's 500 are.
    expect(reported).toBe(MAX_EVENTS_PER_PAGE_LOAD - 105);
  });
});

describe('startRemoteTelemetry', () => {
  let events: EventTarget;
  let send: jest.Mock;
  let token: string | undefined;
  let hidden: boolean;
  let stop: () => void;

  beforeEach(() => {
    jest.useFakeTimers();
    events = new EventTarget();
    send = jest.fn(async () => new Response('{}'));
    token = 'session-token';
    hidden = false;
    stop = startRemoteTelemetry({
      token: () => token,
      events,
      hidden: () => hidden,
      send: send as unknown as typeof fetch,
    });
  });
  afterEach(() => {
    stop();
    jest.useRealTimers();
  });
  const sentBodies = () => send.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string));

  it('sends what was counted every ten seconds, with the session token, and nothing when there is nothing', () => {
    countRemoteLoad(V1, 'loads');
    jest.advanceTimersByTime(9_999);
    expect(send).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    // An ordinary request while the page stays: keepalive is for the page that goes.
    expect(send).toHaveBeenCalledWith(TELEMETRY_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer session-token' },
      body: JSON.stringify({ entries: [counts('customers', '20261205-010203-abcdef1', { loads: 1 })] }),
    });
    jest.advanceTimersByTime(60_000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends at once when the page is hidden or closed, and not while it is shown', () => {
    countRemoteLoad(V1, 'render', 'customers/CustomerList');
    events.dispatchEvent(new Event('visibilitychange'));
    expect(send).not.toHaveBeenCalled();
    hidden = true;
    events.dispatchEvent(new Event('visibilitychange'));
    countRemoteLoad(V1, 'loads');
    events.dispatchEvent(new Event('pagehide'));
    expect(sentBodies()).toEqual([
      { entries: [counts('customers', '20261205-010203-abcdef1', { render: 1 })] },
      { entries: [counts('customers', '20261205-010203-abcdef1', { loads: 1 })] },
    ]);
    // Both outlive the page.
    expect(send.mock.calls.map(([, init]) => (init as RequestInit).keepalive)).toEqual([true, true]);
  });

  it('sends nothing signed out, and nothing more once stopped', () => {
    token = undefined;
    countRemoteLoad(V1, 'loads');
    jest.advanceTimersByTime(10_000);
    expect(send).not.toHaveBeenCalled();
    stop();
    token = 'session-token';
    jest.advanceTimersByTime(10_000);
    events.dispatchEvent(new Event('pagehide'));
    expect(send).not.toHaveBeenCalled();
  });
});
