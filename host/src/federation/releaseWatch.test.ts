import type { LiveRemote } from '@yjf/domain/remotes';
import { releasedSince, watchReleases } from './releaseWatch';

const remote = (name: string, version: string): LiveRemote => ({
  name,
  title: name,
  version,
  entry: `/remotes/${name}/${version}/mf-manifest.json`,
  kernel: '1.0.0',
  compatible: true,
  contractCompatible: true,
  pages: [],
  channel: 'stable',
});
const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('releasedSince', () => {
  const loaded = new Map([
    ['customers', remote('customers', 'v1')],
    ['system', remote('system', 'v1')],
  ]);
  it('sees a new version, a new area and a removed one, in any order', () => {
    expect(releasedSince(loaded, [remote('system', 'v1'), remote('customers', 'v1')])).toBe(false);
    expect(releasedSince(loaded, [remote('customers', 'v1'), remote('system', 'v2')])).toBe(true);
    expect(releasedSince(loaded, [...loaded.values(), remote('finance', 'v1')])).toBe(true);
    expect(releasedSince(loaded, [remote('customers', 'v1')])).toBe(true);
  });
});

describe('watchReleases', () => {
  let live: LiveRemote[];
  let hidden: boolean;
  let clock: number;
  let events: EventTarget;
  let onNewRelease: jest.Mock;
  let fetchLive: jest.Mock;
  let stop: () => void;

  beforeEach(() => {
    jest.useFakeTimers();
    live = [remote('system', 'v1')];
    hidden = false;
    clock = 1_000_000;
    events = new EventTarget();
    onNewRelease = jest.fn();
    fetchLive = jest.fn(async () => live);
    stop = watchReleases({
      loaded: async () => new Map([['system', remote('system', 'v1')]]),
      fetchLive,
      onNewRelease,
      events,
      hidden: () => hidden,
      now: () => clock,
    });
  });
  afterEach(() => {
    stop();
    jest.useRealTimers();
  });

  const minute = async () => {
    clock += 60_000;
    jest.advanceTimersByTime(60_000);
    await flush();
  };

  it('says nothing while the live versions are the ones the page loaded', async () => {
    await minute();
    await minute();
    expect(fetchLive).toHaveBeenCalledTimes(2);
    expect(onNewRelease).not.toHaveBeenCalled();
  });

  it('tells once per new set of versions, and again for the next one', async () => {
    live = [remote('system', 'v2')];
    await minute();
    await minute();
    expect(onNewRelease).toHaveBeenCalledTimes(1);
    live = [remote('system', 'v3')];
    await minute();
    expect(onNewRelease).toHaveBeenCalledTimes(2);
  });

  it('checks when the window gets focus, at most every ten seconds', async () => {
    live = [remote('system', 'v2')];
    events.dispatchEvent(new Event('focus'));
    await flush();
    expect(onNewRelease).toHaveBeenCalledTimes(1);
    clock += 2000;
    events.dispatchEvent(new Event('focus'));
    await flush();
    expect(fetchLive).toHaveBeenCalledTimes(1);
  });

  it('waits while the page is hidden, ignores failed checks, and stops', async () => {
    hidden = true;
    await minute();
    expect(fetchLive).not.toHaveBeenCalled();
    hidden = false;
    fetchLive.mockRejectedValueOnce(new Error('offline'));
    await minute();
    expect(onNewRelease).not.toHaveBeenCalled();
    stop();
    live = [remote('system', 'v2')];
    await minute();
    events.dispatchEvent(new Event('focus'));
    await flush();
    expect(onNewRelease).not.toHaveBeenCalled();
  });
});
