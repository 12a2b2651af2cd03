import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RemotesResponse } from '@yjf/domain/remotes';
import { ReleaseRegistry } from '@yjf/deploy/releaseRegistry';
import { SERVED_CONTRACTS } from '../../composition/servedContracts';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { bearer, signIn } from '../../../test/session';
import { fakeRemoteBuild, multipart, zipOf } from '../releases/testing/releaseArchives';

/**
 * `GET /api/remotes` (issue 22): each area's live release with its page table and whether the live host can
 * serve it, to signed-in callers only, and only the areas their plan and roles open; the release upload refuses
 * a remote built for a kernel the host cannot serve.
 */
describe('the live areas a caller may open', () => {
  let server: TestServer;
  let hostDist: string;

  const publish = (area: string, kernel = '1.0.0', contract?: string, registry = server.releases) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `build-${area}-`));
    for (const entry of fakeRemoteBuild(area, area, kernel, { contract })) {
      fs.mkdirSync(path.dirname(path.join(dir, entry.name)), { recursive: true });
      fs.writeFileSync(path.join(dir, entry.name), entry.data ?? '');
    }
    const release = registry.publish(area, dir);
    fs.rmSync(dir, { recursive: true, force: true });
    return release;
  };
  const areasOf = async (phone: string) => {
    const token = await signIn(server, phone);
    const response = await server.request({ method: 'GET', url: '/api/remotes', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return (response.json() as RemotesResponse).remotes;
  };

  beforeAll(async () => {
    hostDist = fs.mkdtempSync(path.join(os.tmpdir(), 'host-dist-'));
    fs.writeFileSync(path.join(hostDist, 'kernel.json'), JSON.stringify({ kernel: '1.1.0' }));
    server = await startTestServer({ HOST_DIST: hostDist });
    for (const area of ['customers', 'business', 'projects', 'finance', 'purchasing', 'system']) publish(area);
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(hostDist, { recursive: true, force: true });
  });

  it('answers no one who is not signed in', async () => {
    expect((await server.request({ method: 'GET', url: '/api/remotes' })).statusCode).toBe(401);
  });

  it('lists each company only the areas its plan and roles open, with their pages', async () => {
    const names = async (phone: string) => (await areasOf(phone)).map((remote) => remote.name);
    expect(await names('13800000000')).toEqual([
      'business',
      'customers',
      'finance',
      'projects',
      'purchasing',
      'system',
    ]);
    // Plan B: no purchasing, and nobody of the company is told where it lives.
    expect(await names('13800000003')).toEqual(['business', 'customers', 'finance', 'projects', 'system']);
    // The sales role: customers, business and its tasks.
    expect(await names('13800000002')).toEqual(['business', 'customers', 'projects']);
    const [customers] = (await areasOf('13800000003')).filter((remote) => remote.name === 'customers');
    expect(customers).toMatchObject({
      title: '渠道客户',
      kernel: '1.0.0',
      compatible: true,
      pages: [{ module: 'Page', title: '测试页面', path: '/customers-page/:id?' }],
    });
  });

  it('refuses to release a remote the live host cannot serve, and says why', async () => {
    const platform = await signIn(server, '13800000000');
    const { body, contentType } = multipart([
      { name: 'area', value: 'finance' },
      { name: 'file', fileName: 'finance-dist.zip', data: zipOf(fakeRemoteBuild('finance', 'next', '1.2.0')) },
    ]);
    const refused = await server.request({
      method: 'POST',
      url: '/api/deploy/upload',
      headers: { ...bearer(platform), 'content-type': contentType },
      payload: body,
    });
    expect(refused.json()).toEqual({
      status: 400,
      message: '财务收款 的这个版本需要平台内核 1.2.0，当前主应用的内核是 1.1.0，请先发布新版主应用',
    });
  });

  it('marks a live release built for a newer kernel, so the shell shows 模块需要新版主应用 instead of loading it', async () => {
    fs.writeFileSync(path.join(hostDist, 'kernel.json'), JSON.stringify({ kernel: '1.0.0' }));
    publish('projects', '1.0.0');
    fs.writeFileSync(path.join(hostDist, 'kernel.json'), JSON.stringify({ kernel: '0.9.0' }));
    const projects = (await areasOf('13800000000')).find((remote) => remote.name === 'projects');
    expect(projects).toMatchObject({ kernel: '1.0.0', compatible: false });
    fs.writeFileSync(path.join(hostDist, 'kernel.json'), JSON.stringify({ kernel: '1.1.0' }));
  });

  /** The contract this server serves for an area, with its minor raised: what a remote released too early needs. */
  const nextMinor = (area: string) => {
    const [major, minor] = SERVED_CONTRACTS[area]!.split('.').map(Number);
    return `${major}.${minor! + 1}.0`;
  };

  it('refuses to release a remote built against an API contract this server does not serve, naming both', async () => {
    const platform = await signIn(server, '13800000000');
    const upload = (contract: string) => {
      const { body, contentType } = multipart([
        { name: 'area', value: 'purchasing' },
        {
          name: 'file',
          fileName: 'purchasing-dist.zip',
          data: zipOf(fakeRemoteBuild('purchasing', `built against ${contract}`, '1.0.0', { contract })),
        },
      ]);
      return server.request({
        method: 'POST',
        url: '/api/deploy/upload',
        headers: { ...bearer(platform), 'content-type': contentType },
        payload: body,
      });
    };
    const liveBefore = server.releases.read().areas.purchasing?.live;
    const refused = await upload(nextMinor('purchasing'));
    expect(refused.json()).toEqual({
      status: 400,
      message: `采购出库 的这个版本需要服务端接口契约 ${nextMinor('purchasing')}，当前服务端提供的是 ${SERVED_CONTRACTS.purchasing}，请先发布新版服务端`,
    });
    expect(server.releases.read().areas.purchasing?.live).toBe(liveBefore);

    const accepted = await upload(SERVED_CONTRACTS.purchasing!);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ area: 'purchasing', live: true });
    const purchasing = (await areasOf('13800000000')).find((remote) => remote.name === 'purchasing');
    expect(purchasing).toMatchObject({ contract: SERVED_CONTRACTS.purchasing, contractCompatible: true });
  });

  it('marks a live release built against an API contract this server does not serve (模块需要新版服务端)', async () => {
    // Released by a newer server over the same folder (a server rolled back since): live, but not served here.
    const newerServer = new ReleaseRegistry(server.config.releasesDir);
    publish('business', '1.0.0', nextMinor('business'), newerServer);
    const business = (await areasOf('13800000000')).find((remote) => remote.name === 'business');
    expect(business).toMatchObject({ contract: nextMinor('business'), compatible: true, contractCompatible: false });
    const customers = (await areasOf('13800000000')).find((remote) => remote.name === 'customers');
    expect(customers).toMatchObject({ contractCompatible: true });
    expect(customers).not.toHaveProperty('contract');
  });

  it('says in /api/health which contracts it serves', async () => {
    const health = await server.request({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ contracts: SERVED_CONTRACTS });
  });
});
