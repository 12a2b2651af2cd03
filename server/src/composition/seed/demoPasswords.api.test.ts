import { eq } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { users } from '../../db/accountTables';
import { demoAccountsOnDemoPassword, demoPasswordRefusal } from './demoPasswords';

/** A server other machines reach refuses to start while demo accounts keep the published password. */
describe('demo accounts on the published password', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('are named until their passwords change, and a reachable start is refused while any is left', async () => {
    const db = server.database.db;
    const all = ['13800000000', '13800000001', '13800000002', '13800000003', '13800000004'];
    expect(await demoAccountsOnDemoPassword(db)).toEqual(all);
    expect(demoPasswordRefusal('HOST=0.0.0.0', all)).toMatch(
      /^服务器可被其他机器访问（HOST=0\.0\.0\.0），但演示账号 13800000000、13800000001.* ALLOW_DEMO_PASSWORDS=true/,
    );

    const changed = await hash('a-password-only-its-owner-knows');
    await db.update(users).set({ passwordHash: changed }).where(eq(users.username, '13800000000'));
    expect(await demoAccountsOnDemoPassword(db)).toEqual(all.slice(1));
    await db.update(users).set({ passwordHash: changed });
    expect(await demoAccountsOnDemoPassword(db)).toEqual([]);
    expect(demoPasswordRefusal('HOST=0.0.0.0', [])).toBeNull();
  });
});
