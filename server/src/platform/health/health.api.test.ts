import fs from 'node:fs';
import { readinessOf } from './readiness';
import { writeFakeRemoteBuild } from '../releases/testing/releaseArchives';
import { startTestServer, type TestServer } from '../../../test/testServer';

describe('GET /api/health', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('says the server and its database are up', async () => {
    const response = await server.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body).toMatchObject({
      status: 'UP',
      version: '1.0.0',
      database: { up: true, driver: server.database.driver },
    });
    expect(body.database.serverVersion).toMatch(/^\d+/);
  });

  it('says DOWN with 503 when the database does not answer', async () => {
    const ping = server.database.ping;
    server.database.ping = () => Promise.reject(new Error('connection refused'));
    try {
      const response = await server.request({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'DOWN', database: { up: false } });
    } finally {
      server.database.ping = ping;
    }
  });
});

describe('GET /api/health/live and /api/health/ready', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const get = async (url: string) => {
    const response = await server.request({ method: 'GET', url });
    expect(response.headers['cache-control']).toBe('no-store');
    return { status: response.statusCode, body: response.json() };
  };

  it('is live and ready when the database answers and no release is missing', async () => {
    expect(await get('/api/health/live')).toEqual({ status: 200, body: { status: 'UP' } });
    expect(await get('/api/health/ready')).toEqual({
      status: 200,
      body: { status: 'READY', stopping: false, database: { up: true }, releases: { up: true, missing: [] } },
    });
  });

  it('stays live but is not ready while the database does not answer', async () => {
    const ping = server.database.ping;
    server.database.ping = () => Promise.reject(new Error('connection refused'));
    try {
      expect(await get('/api/health/live')).toEqual({ status: 200, body: { status: 'UP' } });
      expect(await get('/api/health/ready')).toMatchObject({
        status: 503,
        body: { status: 'NOT_READY', database: { up: false }, releases: { up: true } },
      });
    } finally {
      server.database.ping = ping;
    }
  });

  it('is not ready when a live release is not on its disk, and names it', async () => {
    const build = writeFakeRemoteBuild(server.config.dataDir, 'system', '就绪检查');
    const release = server.releases.publish('system', build);
    expect((await get('/api/health/ready')).status).toBe(200);
    fs.rmSync(server.releases.versionDir('system', release.version), { recursive: true });
    expect(await get('/api/health/ready')).toMatchObject({
      status: 503,
      body: { status: 'NOT_READY', releases: { up: false, missing: [`system@${release.version}`] } },
    });
  });

  it('is not ready once told to stop (the preClose hook of /api/health/ready), though its database answers', async () => {
    expect(await readinessOf(server.app.appContext, true)).toMatchObject({
      status: 'NOT_READY',
      stopping: true,
      database: { up: true },
    });
  });
});
