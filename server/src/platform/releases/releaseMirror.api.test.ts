import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ReleaseRegistry } from '@yjf/deploy/releaseRegistry';
import type { RemotesResponse } from '@yjf/domain/remotes';
import type { App } from '../../context';
import { startS3Server, type S3Server } from '../../../test/s3Server';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { bearer, signIn } from '../../../test/session';
import { fakeRemoteBuild, multipart, writeFakeRemoteBuild, zipOf } from './testing/releaseArchives';

/**
 * Releases in the bucket (FILES_BUCKET): instances with no folder in common, each with a releases folder of its
 * own, publish into the bucket and serve what another published, switched or rolled back.
 */
describe('releases in a bucket', () => {
  let s3: S3Server;
  let server: TestServer;
  let other: App;
  let platform: string;
  const folders: string[] = [];
  const ownFolder = () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'yjf-releases-'));
    folders.push(folder);
    return folder;
  };

  const liveOn = async (instance: App, area: string) => {
    const response = await instance.inject({ method: 'GET', url: '/api/remotes', headers: bearer(platform) });
    return (response.json() as RemotesResponse).remotes.find((remote) => remote.name === area)?.version;
  };
  /** The live version once `instance` shows `expected` (it takes a change told by notice a moment later). */
  const eventuallyLive = async (instance: App, area: string, expected: string) => {
    const until = Date.now() + 5000;
    while ((await liveOn(instance, area)) !== expected && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return liveOn(instance, area);
  };
  const publish = async (instance: App, area: string, text: string) => {
    const { body, contentType } = multipart([
      { name: 'area', value: area },
      { name: 'file', fileName: 'dist.zip', data: zipOf(fakeRemoteBuild(area, text)) },
    ]);
    const response = await instance.inject({
      method: 'POST',
      url: '/api/deploy/upload',
      headers: { ...bearer(platform), 'content-type': contentType },
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { version: string }).version;
  };
  const entryOn = (instance: App, area: string, version: string) =>
    instance.inject({ method: 'GET', url: `/remotes/${area}/${version}/remoteEntry.js` });

  beforeAll(async () => {
    s3 = await startS3Server();
    server = await startTestServer({ ...s3.env, LOG_LEVEL: 'error' });
    other = await server.anotherInstance({ releasesDir: ownFolder() });
    platform = await signIn(server, '13800000000');
  });
  afterAll(async () => {
    await other?.close();
    await server?.close();
    await s3?.close();
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('serves on every instance what one published, switched or rolled back', async () => {
    const first = await publish(server.app, 'system', '系统管理 一');
    expect(await eventuallyLive(other, 'system', first)).toBe(first);
    const served = await entryOn(other, 'system', first);
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('系统管理 一');
    expect(served.headers['cache-control']).toContain('immutable');

    const second = await publish(other, 'system', '系统管理 二');
    expect(await eventuallyLive(server.app, 'system', second)).toBe(second);
    expect((await entryOn(server.app, 'system', second)).body).toContain('系统管理 二');

    const rollback = await server.app.inject({
      method: 'POST',
      url: '/api/deploy/rollback',
      headers: bearer(platform),
      payload: { area: 'system' },
    });
    expect(rollback.statusCode).toBe(200);
    expect(await eventuallyLive(other, 'system', first)).toBe(first);
  });

  it('fetches a version from the bucket when a file of it is asked for before the notice came', async () => {
    const version = (await liveOn(other, 'system'))!;
    const dir = other.appContext.releases.versionDir('system', version);
    fs.rmSync(dir, { recursive: true });
    const served = await entryOn(other, 'system', version);
    expect(served.statusCode).toBe(200);
    expect(fs.existsSync(dir)).toBe(true);
    expect((await entryOn(other, 'system', '20990101-000000-abcdef0')).statusCode).toBe(404);
    expect((await other.inject({ method: 'GET', url: '/remotes/system/..%2f..%2flive.json' })).statusCode).toBe(404);
  });

  it('a starting instance brings a build the bucket has never seen, live, and takes the rest', async () => {
    const releasesDir = ownFolder();
    const own = new ReleaseRegistry(releasesDir);
    const built = own.publish('customers', writeFakeRemoteBuild(ownFolder(), 'customers', '渠道客户 新构建'));
    // A build the bucket holds under another name: nothing changes, the bucket's name is served (a copy).
    const before = (await liveOn(server.app, 'system'))!;
    const same = own.publish('system', writeFakeRemoteBuild(ownFolder(), 'system', '系统管理 一'), {
      now: new Date('2026-01-01T00:00:00Z'),
    });
    expect(same.version).not.toBe(before);
    const third = await server.anotherInstance({ releasesDir });
    try {
      expect(await liveOn(third, 'customers')).toBe(built.version);
      expect(await liveOn(third, 'system')).toBe(before);
      expect((await entryOn(third, 'system', before)).body).toContain('系统管理 一');
      expect(await eventuallyLive(server.app, 'customers', built.version)).toBe(built.version);
      expect((await entryOn(server.app, 'customers', built.version)).body).toContain('渠道客户 新构建');
    } finally {
      await third.close();
    }
  });
});
