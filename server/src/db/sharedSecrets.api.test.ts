import { loadConfig } from '../config';
import { startTestServer, type TestServer } from '../../test/testServer';
import { sharedSecret, withSharedSecrets } from './sharedSecrets';

describe('secrets shared by every instance over one database', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const sandboxSecretOf = (config: ReturnType<typeof loadConfig>) =>
    (config.payment as { sandboxSecret: string }).sandboxSecret;

  it('gives each instance the sandbox secret the first one made, so a payment started on one is confirmed on another', async () => {
    const first = sandboxSecretOf(server.config);
    expect(first).toMatch(/^[0-9a-f]{48}$/);
    const another = await withSharedSecrets(loadConfig({ NODE_ENV: 'test' }), server.database.db);
    expect(sandboxSecretOf(another)).toBe(first);
  });

  it('keeps a secret set in the environment, and makes each named secret once', async () => {
    const set = await withSharedSecrets(
      loadConfig({ NODE_ENV: 'test', PAYMENT_SANDBOX_SECRET: 'chosen-by-operator' }),
      server.database.db,
    );
    expect(sandboxSecretOf(set)).toBe('chosen-by-operator');
    const [a, b] = await Promise.all([
      sharedSecret(server.database.db, 'other'),
      sharedSecret(server.database.db, 'other'),
    ]);
    expect(a).toBe(b);
    expect(a).not.toBe(sandboxSecretOf(server.config));
  });
});
