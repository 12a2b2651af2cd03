import { desc, sql } from 'drizzle-orm';
import { sessions } from './schema';
import type { App } from '../../context';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { bearer, signIn } from '../../../test/session';

/**
 * Each instance keeps the sessions it has checked (keptSessions.ts): a kept session is not read again, and
 * whatever ends or changes it, on any instance or in the database directly, is refused or seen by every
 * instance within a second (on PGlite at once, on PostgreSQL within a notice's travel).
 */
describe('kept sessions', () => {
  let server: TestServer;
  let other: App;

  beforeAll(async () => {
    server = await startTestServer();
    other = await server.anotherInstance();
  });
  afterAll(async () => {
    await other.close();
    await server.close();
  });

  const info = (app: Pick<App, 'inject'>, token: string) =>
    app.inject({ method: 'GET', url: '/auth/info', headers: bearer(token) });
  const execute = (query: ReturnType<typeof sql>) => server.database.db.execute(query);

  /** The first answer of `app` for `token` that `settled` accepts, asked every 20 ms for at most a second. */
  async function within1s(app: Pick<App, 'inject'>, token: string, settled: (status: number, body: string) => boolean) {
    const started = Date.now();
    for (;;) {
      const answer = await info(app, token);
      if (settled(answer.statusCode, answer.body)) return Date.now() - started;
      if (Date.now() - started > 1000) throw new Error(`一秒后仍是 ${answer.statusCode} ${answer.body.slice(0, 200)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  const refused = (status: number) => status === 401;

  it('does not read a kept session again: a row deleted unheard still answers, until its notice comes', async () => {
    const token = await signIn(server, '13800000002');
    expect((await info(server.app, token)).statusCode).toBe(200);
    const [row] = await server.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .orderBy(desc(sessions.id))
      .limit(1);
    await execute(sql`alter table sessions disable trigger sessions_ended`);
    try {
      await execute(sql`delete from sessions where id = ${row!.id}`);
    } finally {
      await execute(sql`alter table sessions enable trigger sessions_ended`);
    }
    expect((await info(server.app, token)).statusCode).toBe(200);
    // The notice the trigger would have sent.
    await execute(sql`select pg_notify('yjf_sessions', ${`sessions:${row!.id}`})`);
    await within1s(server.app, token, refused);
  });

  it('refuses a session on the very next call to the instance that ended it', async () => {
    const token = await signIn(server, '13800000002');
    expect((await info(server.app, token)).statusCode).toBe(200);
    const out = await server.app.inject({ method: 'DELETE', url: '/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    // No wait: the sign-out answered once this instance had heard its notice.
    expect((await info(server.app, token)).statusCode).toBe(401);
  });

  it('refuses on another instance a session signed out on this one', async () => {
    const token = await signIn(server, '13800000002');
    expect((await info(other, token)).statusCode).toBe(200);
    const out = await server.request({ method: 'DELETE', url: '/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    await within1s(other, token, refused);
  });

  it('sees on every instance what changes in the database itself: an expiry, a user, a company, a role', async () => {
    const token = await signIn(server, '13800000002');
    for (const app of [server.app, other]) expect((await info(app, token)).statusCode).toBe(200);

    await execute(sql`update users set nick_name = '改过的昵称' where id = 3`);
    for (const app of [server.app, other]) await within1s(app, token, (_, body) => body.includes('改过的昵称'));

    const before = (await info(other, token)).json().user.roles as string[];
    await execute(sql`delete from user_roles where user_id = 3`);
    for (const app of [server.app, other])
      await within1s(app, token, (_, body) => JSON.stringify(JSON.parse(body).user.roles) !== JSON.stringify(before));

    await execute(sql`update companies set enabled = false where id = 2`);
    try {
      for (const app of [server.app, other]) await within1s(app, token, refused);
    } finally {
      await execute(sql`update companies set enabled = true where id = 2`);
    }

    const again = await signIn(server, '13800000002');
    for (const app of [server.app, other]) expect((await info(app, again)).statusCode).toBe(200);
    await execute(sql`update sessions set expires_at = now() - interval '1 second' where user_id = 3`);
    for (const app of [server.app, other]) await within1s(app, again, refused);
  });

  it('still answers at once after the session was only seen again (a last-seen time is not a change)', async () => {
    const token = await signIn(server, '13800000001');
    expect((await info(other, token)).statusCode).toBe(200);
    await execute(sql`update sessions set last_seen_at = now() - interval '1 hour' where user_id = 2`);
    // Every notice that update sent has been heard once this resolves.
    await other.appContext.sessions.settle();
    await execute(sql`alter table sessions disable trigger sessions_ended`);
    // Were the kept row dropped by the last-seen write, the next call would read the database and be refused.
    try {
      await execute(sql`delete from sessions where user_id = 2`);
      expect((await info(other, token)).statusCode).toBe(200);
    } finally {
      await execute(sql`alter table sessions enable trigger sessions_ended`);
      await execute(sql`select pg_notify('yjf_sessions', '*')`);
    }
    await within1s(other, token, refused);
  });
});
