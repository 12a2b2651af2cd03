import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LiveRemote } from '@yjf/domain/remotes';
import { loadRemotePage } from './remoteRegistry';
import stableFallbackPlugin from './stableFallbackPlugin';
import { unavailableModule } from './unavailableModule';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const entry = (name: string, version: string) => `/remotes/${name}/${version}/mf-manifest.json`;
const absolute = (path: string) => new URL(path, window.location.origin).href;

const candidate = (name: string, channel: LiveRemote['channel'] = 'canary'): LiveRemote => ({
  name,
  title: name,
  version: 'v2',
  entry: entry(name, 'v2'),
  contractCompatible: true,
  kernel: '1.0.0',
  compatible: true,
  pages: [],
  channel,
  stable: channel === 'stable' ? null : { version: 'v1', entry: entry(name, 'v1') },
});

type Failure = 'throws' | 'unavailable' | null;
type Request = { entry: string; globals: unknown[] };

/**
 * The federation runtime of one page load, as far as the page loader meets it: the registered remotes, the
 * module cache, and a module request that first runs the host's runtime plugin (as `beforeRequest` does) and
 * then loads from the remote's entry as it is then, leaving the container on its global and its chunks on its
 * chunk list. Builds that load give `Page <version>`; the others fail as `broken` says.
 */
const plugin = stableFallbackPlugin();
const options = { name: 'host', remotes: [] as { name: string; entry: string }[] };
/** The host's snapshot: the entry each remote was first resolved from, which the runtime resolves it from again. */
const remotesInfo: Record<string, { matchedVersion: string }> = {};
(globalThis as unknown as Record<string, unknown>).__FEDERATION__ = { moduleInfo: { host: { remotesInfo } } };
const moduleCache = new Map<string, { remoteInfo: { entryGlobalName: string } }>();
const globals = window as unknown as Record<string, unknown>;
let broken: (entry: string) => Failure = () => null;
let requests: Request[] = [];

beforeEach(() => {
  requests = [];
  jest.mocked(registerRemotes).mockImplementation((remotes) => {
    for (const remote of remotes)
      options.remotes.push({ name: remote.name, entry: absolute((remote as { entry: string }).entry) });
  });
  jest.mocked(loadRemote).mockImplementation(async (id: string) => {
    const args = { id, options, origin: { moduleCache } };
    await (plugin.beforeRequest as (a: typeof args) => unknown)(args);
    const name = id.split('/')[0]!;
    const remote = options.remotes.find((registered) => registered.name === name)!;
    remotesInfo[name] ??= { matchedVersion: remote.entry };
    const resolved = remotesInfo[name].matchedVersion;
    requests.push({ entry: resolved, globals: [globals[name], globals[`webpackChunk${name}`]] });
    moduleCache.set(name, { remoteInfo: { entryGlobalName: name } });
    globals[name] ??= { container: resolved };
    globals[`webpackChunk${name}`] ??= [`chunk of ${resolved}`];
    const failure = broken(resolved);
    if (failure === 'throws') throw new Error(`ScriptExternalLoadError: ${resolved}`);
    if (failure === 'unavailable') return unavailableModule(id, new Error('chunk failed'));
    const Page = () => null;
    Page.displayName = `Page ${resolved.split('/')[5]}`;
    return { default: Page };
  });
});

/** The server: the releases the user gets, and each build's manifest, which exposes every page. */
const answer = (remotes: LiveRemote[]) => {
  global.fetch = jest.fn(async (url: string) => ({
    ok: true,
    json: async () =>
      url === '/api/remotes'
        ? { remotes, previews: [] }
        : { exposes: ['CustomerList', 'ProjectList', 'ReceiptList', 'OpportunityList'].map((name) => ({ name })) },
  })) as unknown as typeof fetch;
};
const pageVersion = (result: Awaited<ReturnType<typeof loadRemotePage>>) =>
  result.kind === 'ready' ? (result.Component as { displayName?: string }).displayName : result.kind;

describe('a candidate that fails to load falls back to the stable release in the same page load', () => {
  it('a canary whose page does not load shows the stable page, and the remote now loads from stable', async () => {
    answer([
      candidate('customers'),
      candidate('projects'),
      candidate('finance', 'preview'),
      candidate('business', 'stable'),
    ]);
    broken = (at) => (at.includes('/v2/') ? 'unavailable' : null);

    const result = await loadRemotePage('customers/CustomerList');

    expect(pageVersion(result)).toBe('Page v1');
    expect(requests.map((request) => request.entry)).toEqual([
      absolute(entry('customers', 'v2')),
      absolute(entry('customers', 'v1')),
    ]);
    expect(options.remotes.find((remote) => remote.name === 'customers')?.entry).toBe(
      absolute(entry('customers', 'v1')),
    );
    // Another page of the area, later in the same page load, comes from the stable release at once.
    expect(pageVersion(await loadRemotePage('customers/CustomerInfo'))).toBe('Page v1');
    expect(requests).toHaveLength(3);
  });

  it('forgets the failed candidate container, so the stable entry is loaded rather than the candidate taken again', async () => {
    broken = (at) => (at.includes('/projects/v2/') ? 'throws' : null);

    expect((await loadRemotePage('projects/ProjectList')).kind).toBe('ready');
    expect(requests).toEqual([
      { entry: absolute(entry('projects', 'v2')), globals: [undefined, undefined] },
      // The candidate's container and chunks were left on their globals; the stable entry finds neither.
      { entry: absolute(entry('projects', 'v1')), globals: [undefined, undefined] },
    ]);
  });

  it('falls back once: a stable release that fails too is shown as unavailable, a preview falls back as a canary does', async () => {
    broken = () => 'throws';

    const result = await loadRemotePage('finance/ReceiptList');

    expect(result).toMatchObject({ kind: 'unavailable', reason: expect.stringContaining('/finance/v1/') });
    expect(requests.map((request) => request.entry)).toEqual([
      absolute(entry('finance', 'v2')),
      absolute(entry('finance', 'v1')),
    ]);
  });

  it('a stable release that fails is tried again on its own entry, never another', async () => {
    broken = () => 'unavailable';

    const result = await loadRemotePage('business/OpportunityList');

    expect(result.kind).toBe('unavailable');
    expect(requests.map((request) => request.entry)).toEqual([
      absolute(entry('business', 'v2')),
      absolute(entry('business', 'v2')),
    ]);
  });
});
