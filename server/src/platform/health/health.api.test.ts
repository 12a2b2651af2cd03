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
