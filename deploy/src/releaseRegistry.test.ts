import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ReleaseError, ReleaseRegistry, serverContractsOf } from './releaseRegistry';

function makeBuild(
  root: string,
  name: string,
  body: string,
  kernel = '1.0.0',
  { title, contract }: { title?: string; contract?: string } = {},
): string {
  const dir = fs.mkdtempSync(path.join(root, 'build-'));
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ id: name, name }));
  const pages = [{ module: 'Page', title: '页面', path: `/${name}-page/:id?` }];
  fs.writeFileSync(path.join(dir, 'pages.json'), JSON.stringify({ area: name, title, kernel, contract, pages }));
  fs.mkdirSync(path.join(dir, 'chunks'));
  fs.writeFileSync(path.join(dir, 'chunks', 'page.js'), body);
  return dir;
}

/** A host build: its page, a hashed chunk and the kernel it provides. */
function makeHostBuild(root: string, body: string, kernel = '1.0.0', chunk = 'main.0a1b2c3d.js'): string {
  const dir = fs.mkdtempSync(path.join(root, 'host-'));
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${body}</title>`);
  fs.writeFileSync(path.join(dir, 'kernel.json'), JSON.stringify({ kernel }));
  fs.writeFileSync(path.join(dir, chunk), body);
  return dir;
}

describe('ReleaseRegistry', () => {
  let root: string;
  let registry: ReleaseRegistry;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
    registry = new ReleaseRegistry(path.join(root, 'releases'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('starts with nothing live', () => {
    expect(registry.live()).toEqual([]);
  });

  it('publishes a build as a live version with its files copied', () => {
    const release = registry.publish('system', makeBuild(root, 'system', 'v1'), {
      now: new Date('2026-11-22T10:20:30Z'),
    });
    expect(release.version).toMatch(/^20261122-102030-[0-9a-f]{7}$/);
    expect(release.files).toBe(3);
    expect(registry.live()).toEqual([{ name: 'system', version: release.version }]);
    expect(fs.readFileSync(path.join(registry.versionDir('system', release.version), 'chunks/page.js'), 'utf8')).toBe(
      'v1',
    );
  });

  it('leaves a version readable by everyone (nginx serves it from disk), whatever the mode of the folder it came from', () => {
    const build = makeBuild(root, 'system', 'private'); // mkdtemp: 0700, as an unpacked upload is
    expect(fs.statSync(build).mode & 0o777).toBe(0o700);
    const release = registry.publish('system', build);
    expect(fs.statSync(registry.versionDir('system', release.version)).mode & 0o755).toBe(0o755);
  });

  it('makes no second version of the same build', () => {
    const first = registry.publish('system', makeBuild(root, 'system', 'same'));
    const second = registry.publish('system', makeBuild(root, 'system', 'same'));
    expect(second.version).toBe(first.version);
    expect(registry.read().areas.system?.versions).toHaveLength(1);
  });

  it('switches to a new version and rolls back to the one before', () => {
    const v1 = registry.publish('customers', makeBuild(root, 'customers', 'one'), {
      now: new Date('2026-01-01T00:00:00Z'),
    });
    const v2 = registry.publish('customers', makeBuild(root, 'customers', 'two'), {
      now: new Date('2026-01-02T00:00:00Z'),
    });
    expect(registry.live()).toEqual([{ name: 'customers', version: v2.version }]);
    expect(registry.rollback('customers')).toBe(v1.version);
    expect(registry.live()).toEqual([{ name: 'customers', version: v1.version }]);
    expect(() => registry.rollback('customers')).toThrow('没有可回滚的上一个版本');
    registry.switch('customers', v2.version);
    expect(registry.live()[0]?.version).toBe(v2.version);
  });

  it('knows an area by its own name only, never by an object member such as constructor', () => {
    registry.publish('customers', makeBuild(root, 'customers', 'one'));
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(() => registry.rollback(name)).toThrow(ReleaseError);
      expect(() => registry.switch(name, '20260101-000000-0000000')).toThrow(ReleaseError);
      expect(registry.read().areas[name]).toBeUndefined();
    }
    expect(registry.live().map((entry) => entry.name)).toEqual(['customers']);
  });

  it('does not undo a rollback when the same build is published again with onlyIfNew', () => {
    const build1 = makeBuild(root, 'system', 'one');
    const v1 = registry.publish('system', build1);
    registry.publish('system', makeBuild(root, 'system', 'two'));
    registry.rollback('system');
    registry.publish('system', makeBuild(root, 'system', 'two'), { onlyIfNew: true });
    expect(registry.live()[0]?.version).toBe(v1.version);
    const v3 = registry.publish('system', makeBuild(root, 'system', 'three'), { onlyIfNew: true });
    expect(registry.live()[0]?.version).toBe(v3.version);
  });

  it('refuses a build whose manifest is not JSON', () => {
    const build = makeBuild(root, 'system', 'x');
    fs.writeFileSync(path.join(build, 'mf-manifest.json'), '{not json');
    expect(() => registry.publish('system', build)).toThrow(
      new ReleaseError('构建中的 mf-manifest.json 不是合法的 JSON'),
    );
  });

  it('publishes without activating when asked', () => {
    const v1 = registry.publish('finance', makeBuild(root, 'finance', 'one'));
    registry.publish('finance', makeBuild(root, 'finance', 'two'), { activate: false });
    expect(registry.live()).toEqual([{ name: 'finance', version: v1.version }]);
  });

  it('refuses a build of another area, a folder without a manifest and a bad area name', () => {
    expect(() => registry.publish('system', makeBuild(root, 'customers', 'x'))).toThrow('不一致');
    expect(() => registry.publish('system', fs.mkdtempSync(path.join(root, 'empty-')))).toThrow(ReleaseError);
    expect(() => registry.publish('../etc', makeBuild(root, 'x', 'x'))).toThrow('区域名称不正确');
    expect(() => registry.switch('system', 'nope')).toThrow('没有版本');
  });

  it('keeps each version’s page table, and refuses a build without one', () => {
    const release = registry.publish('customers', makeBuild(root, 'customers', 'one', '1.0.0', { title: '渠道客户' }));
    expect(registry.pageTable('customers', release.version)).toEqual({
      area: 'customers',
      title: '渠道客户',
      kernel: '1.0.0',
      pages: [{ module: 'Page', title: '页面', path: '/customers-page/:id?' }],
    });
    const bare = makeBuild(root, 'customers', 'two');
    fs.rmSync(path.join(bare, 'pages.json'));
    expect(() => registry.publish('customers', bare)).toThrow('pages.json');
  });

  it('never makes live a version the host’s kernel cannot serve: publish, switch or rollback', () => {
    let host = '1.2.0';
    const guarded = new ReleaseRegistry(path.join(root, 'guarded'), { hostKernel: () => host });
    const older = guarded.publish('system', makeBuild(root, 'system', 'older', '1.1.0'));
    expect(() => guarded.publish('system', makeBuild(root, 'system', 'newer', '1.3.0', { title: '系统管理' }))).toThrow(
      '系统管理 的这个版本需要平台内核 1.3.0，当前主应用的内核是 1.2.0，请先发布新版主应用',
    );
    // A release made before areas carried their title is named by its area.
    expect(() => guarded.publish('system', makeBuild(root, 'system', 'untitled', '1.3.0'))).toThrow(
      'system 的这个版本需要平台内核 1.3.0',
    );
    expect(() => guarded.publish('system', makeBuild(root, 'system', 'next', '2.0.0'))).toThrow('平台内核 2.0.0');
    const later = guarded.publish('system', makeBuild(root, 'system', 'later', '1.2.0'));
    expect(guarded.live()[0]?.version).toBe(later.version);
    host = '2.0.0';
    expect(() => guarded.rollback('system')).toThrow('平台内核 1.1.0');
    expect(() => guarded.switch('system', older.version)).toThrow('平台内核 1.1.0');
    expect(guarded.live()[0]?.version).toBe(later.version);
  });

  describe('the host', () => {
    it('publishes a host build as a live version of its own, beside the areas', () => {
      expect(registry.liveHost()).toBeNull();
      const release = registry.publishHost(makeHostBuild(root, 'one', '1.2.0'), {
        now: new Date('2026-11-22T10:20:30Z'),
      });
      expect(release.version).toMatch(/^20261122-102030-[0-9a-f]{7}$/);
      expect(registry.liveHost()).toEqual({
        version: release.version,
        dir: path.join(root, 'releases', 'host', release.version),
        kernel: '1.2.0',
      });
      expect(fs.readFileSync(path.join(registry.hostVersionDir(release.version), 'index.html'), 'utf8')).toContain(
        'one',
      );
      expect(registry.live()).toEqual([]);
      expect(registry.hostKernel()).toBe('1.2.0');
    });

    it('switches, rolls back, and makes no second version of the same build', () => {
      const v1 = registry.publishHost(makeHostBuild(root, 'one'), { now: new Date('2026-01-01T00:00:00Z') });
      const v2 = registry.publishHost(makeHostBuild(root, 'two'), { now: new Date('2026-01-02T00:00:00Z') });
      expect(registry.publishHost(makeHostBuild(root, 'two')).version).toBe(v2.version);
      expect(registry.read().host?.versions).toHaveLength(2);
      expect(registry.liveHost()?.version).toBe(v2.version);
      expect(registry.rollbackHost()).toBe(v1.version);
      expect(registry.liveHost()?.version).toBe(v1.version);
      expect(() => registry.rollbackHost()).toThrow('主应用没有可回滚的上一个版本');
      registry.switchHost(v2.version);
      expect(registry.liveHost()?.version).toBe(v2.version);
      expect(() => registry.switchHost('20260101-000000-0000000')).toThrow('主应用没有版本 20260101-000000-0000000');
    });

    it('does not undo a host rollback when start publishes the same build again', () => {
      const v1 = registry.publishHost(makeHostBuild(root, 'one'));
      registry.publishHost(makeHostBuild(root, 'two'));
      registry.rollbackHost();
      registry.publishHost(makeHostBuild(root, 'two'), { onlyIfNew: true });
      expect(registry.liveHost()?.version).toBe(v1.version);
      registry.publishHost(makeHostBuild(root, 'two'), { activate: false });
      expect(registry.liveHost()?.version).toBe(v1.version);
    });

    it('serves the host from the live version (else HOST_DIST), then from the others newest first', () => {
      expect(registry.hostDirs('/dist')).toEqual(['/dist']);
      const v1 = registry.publishHost(makeHostBuild(root, 'one'), { now: new Date('2026-01-01T00:00:00Z') });
      const v2 = registry.publishHost(makeHostBuild(root, 'two'), { now: new Date('2026-01-02T00:00:00Z') });
      const v3 = registry.publishHost(makeHostBuild(root, 'three'), { now: new Date('2026-01-03T00:00:00Z') });
      registry.switchHost(v1.version);
      expect(registry.hostDirs('/dist')).toEqual([v1, v3, v2].map((v) => registry.hostVersionDir(v.version)));
    });

    it('refuses a folder that is not a host build', () => {
      const noKernel = makeHostBuild(root, 'one');
      fs.rmSync(path.join(noKernel, 'kernel.json'));
      expect(() => registry.publishHost(noKernel)).toThrow('kernel.json');
      expect(() => registry.publishHost(makeBuild(root, 'customers', 'x'))).toThrow('不是主应用的构建');
      expect(() => registry.publish('host', makeBuild(root, 'host', 'x'))).toThrow('区域名称不正确');
    });

    it('checks areas against the live host’s kernel once one is published, not the one the options name', () => {
      const guarded = new ReleaseRegistry(path.join(root, 'guarded'), { hostKernel: () => '1.0.0' });
      expect(() => guarded.publish('system', makeBuild(root, 'system', 'x', '1.1.0'))).toThrow('1.0.0');
      guarded.publishHost(makeHostBuild(root, 'one', '1.1.0'));
      expect(guarded.hostKernel()).toBe('1.1.0');
      expect(guarded.publish('system', makeBuild(root, 'system', 'x', '1.1.0')).version).toBeTruthy();
    });

    it('never makes live a host that cannot serve a live area, naming both versions', () => {
      const v1 = registry.publishHost(makeHostBuild(root, 'one', '1.2.0'));
      const area = registry.publish('customers', makeBuild(root, 'customers', 'x', '1.2.0'));
      const refusal = `主应用的这个版本提供平台内核 1.1.0，线上的 customers 版本 ${area.version} 需要平台内核 1.2.0`;
      expect(() => registry.publishHost(makeHostBuild(root, 'older', '1.1.0'))).toThrow(refusal);
      expect(() => registry.publishHost(makeHostBuild(root, 'major', '2.0.0'))).toThrow('平台内核 2.0.0');
      expect(registry.liveHost()?.version).toBe(v1.version);
      const older = registry.publishHost(makeHostBuild(root, 'older', '1.1.0'), { activate: false });
      expect(() => registry.switchHost(older.version)).toThrow(refusal);
      // start publishes the host before the areas built with it: it skips the check, the areas are checked after.
      registry.publishHost(makeHostBuild(root, 'older', '1.1.0'), { checkAreas: false });
      expect(registry.liveHost()?.version).toBe(older.version);
      registry.publish('customers', makeBuild(root, 'customers', 'y', '1.1.0'));
      registry.switchHost(v1.version);
      registry.publish('customers', makeBuild(root, 'customers', 'z', '1.2.0'));
      expect(() => registry.rollbackHost()).toThrow('主应用的这个版本提供平台内核 1.1.0');
      expect(registry.liveHost()?.version).toBe(v1.version);
    });
  });

  it('never makes live a version built against an API contract the server does not serve: publish, switch or rollback', () => {
    let served: Record<string, string> = { customers: '1.1.0' };
    const guarded = new ReleaseRegistry(path.join(root, 'contracted'), { serverContracts: () => served });
    const older = guarded.publish(
      'customers',
      makeBuild(root, 'customers', 'older', '1.0.0', { title: '渠道客户', contract: '1.0.0' }),
    );
    expect(() =>
      guarded.publish(
        'customers',
        makeBuild(root, 'customers', 'newer', '1.0.0', { title: '渠道客户', contract: '1.2.0' }),
      ),
    ).toThrow('渠道客户 的这个版本需要服务端接口契约 1.2.0，当前服务端提供的是 1.1.0，请先发布新版服务端');
    expect(guarded.live()[0]?.version).toBe(older.version);
    // Published without going live, it waits for its server.
    const waiting = guarded.publish(
      'customers',
      makeBuild(root, 'customers', 'waiting', '1.0.0', { title: '渠道客户', contract: '2.0.0' }),
      {
        activate: false,
      },
    );
    expect(() => guarded.switch('customers', waiting.version)).toThrow(
      '服务端接口契约 2.0.0，当前服务端提供的是 1.1.0',
    );
    served = { customers: '2.0.0' };
    guarded.switch('customers', waiting.version);
    expect(guarded.live()[0]?.version).toBe(waiting.version);
    expect(() => guarded.rollback('customers')).toThrow('服务端接口契约 1.0.0，当前服务端提供的是 2.0.0');
    expect(guarded.live()[0]?.version).toBe(waiting.version);
    // A release without a contract (an area with no server half) needs nothing of the server.
    expect(() => guarded.publish('aftersales', makeBuild(root, 'aftersales', 'plain'))).not.toThrow();
    expect(() => guarded.publish('projects', makeBuild(root, 'projects', 'p', '1.0.0', { contract: '1.0.0' }))).toThrow(
      '当前服务端不提供该区域的接口',
    );
  });

  it('reads the contracts a built server serves, or none where no server is built', () => {
    const dist = path.join(root, 'server-dist');
    expect(serverContractsOf(dist)).toBeNull();
    fs.mkdirSync(dist);
    fs.writeFileSync(path.join(dist, 'contracts.json'), JSON.stringify({ customers: '1.1.0', system: '1.0.0' }));
    expect(serverContractsOf(dist)).toEqual({ customers: '1.1.0', system: '1.0.0' });
    fs.writeFileSync(path.join(dist, 'contracts.json'), JSON.stringify({ customers: 'latest' }));
    expect(serverContractsOf(dist)).toBeNull();
  });
});
