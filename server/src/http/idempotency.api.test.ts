import { startTestServer, type TestServer } from '../../test/testServer';
import { bearer, signIn } from '../../test/session';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { KEY_INVALID, KEY_REUSED } from './idempotency';
import { idempotentAnswers } from './idempotencyTable';
import { idempotentAnswersCleanupJob } from '../platform/jobs/idempotentAnswersCleanupJob';

const customer = (name: string) => ({
  name,
  channelType: 3,
  channelStatus: 4,
  intentDegree: 2,
  contactName: '测试',
  phone: '13912345678',
});

/** Writes sent with an Idempotency-Key are done once, and a send again gets the first answer. */
describe('Idempotency-Key', () => {
  let server: TestServer;
  let admin2: string;
  let admin3: string;
  beforeAll(async () => {
    server = await startTestServer();
    admin2 = await signIn(server, '13800000001');
    admin3 = await signIn(server, '13800000003');
  });
  afterAll(() => server.close());

  const create = (token: string, key: string | undefined, body: unknown) =>
    server.request({
      method: 'POST',
      url: '/api/customer',
      headers: { ...bearer(token), ...(key === undefined ? {} : { 'idempotency-key': key }) },
      payload: body as Record<string, unknown>,
    });
  const named = async (token: string, name: string) => {
    const page = await server.request({
      method: 'GET',
      url: `/api/customer?blurry=${encodeURIComponent(name)}`,
      headers: bearer(token),
    });
    return (page.json() as { content: { name: string }[] }).content.filter((row) => row.name === name).length;
  };

  it('does a write once and answers its send again with the first answer', async () => {
    const first = await create(admin2, 'key-once', customer('幂等客户甲'));
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await create(admin2, 'key-once', customer('幂等客户甲'));
    expect({ status: again.statusCode, body: again.json() }).toEqual({ status: 201, body: first.json() });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(await named(admin2, '幂等客户甲')).toBe(1);
  });

  it('does two sends of one key that run side by side once, both answered alike', async () => {
    const [one, two] = await Promise.all([
      create(admin2, 'key-side-by-side', customer('幂等客户乙')),
      create(admin2, 'key-side-by-side', customer('幂等客户乙')),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    expect(two.json()).toEqual(one.json());
    expect(await named(admin2, '幂等客户乙')).toBe(1);
  });

  it('refuses a key sent again with another write, and changes nothing', async () => {
    expect((await create(admin2, 'key-reused', customer('幂等客户丙'))).statusCode).toBe(201);
    const other = await create(admin2, 'key-reused', customer('幂等客户丁'));
    expect({ status: other.statusCode, body: other.json() }).toEqual({
      status: 400,
      body: { status: 400, message: KEY_REUSED },
    });
    expect(await named(admin2, '幂等客户丁')).toBe(0);
  });

  it("keeps each user's keys apart", async () => {
    expect((await create(admin2, 'key-shared', customer('幂等客户戊'))).statusCode).toBe(201);
    const theirs = await create(admin3, 'key-shared', customer('幂等客户戊'));
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(await named(admin3, '幂等客户戊')).toBe(1);
  });

  it('keeps no error answer: a send again after a refusal is a new try', async () => {
    const refused = await create(admin2, 'key-refused', { ...customer(''), name: '' });
    expect(refused.statusCode).toBe(400);
    const again = await create(admin2, 'key-refused', { ...customer(''), name: '' });
    expect(again.statusCode).toBe(400);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
  });

  it('takes a write without a key as before, and refuses a key that is not one', async () => {
    expect((await create(admin2, undefined, customer('幂等客户己'))).statusCode).toBe(201);
    expect((await create(admin2, undefined, customer('幂等客户己'))).statusCode).toBe(201);
    expect(await named(admin2, '幂等客户己')).toBe(2);
    for (const key of ['', 'has space', 'x'.repeat(256), '中文']) {
      const response = await create(admin2, key, customer('幂等客户庚'));
      expect({ key, status: response.statusCode, body: response.json() }).toEqual({
        key,
        status: 400,
        body: { status: 400, message: KEY_INVALID },
      });
    }
    expect(await named(admin2, '幂等客户庚')).toBe(0);
  });

  it('keeps an answer a day: 请求应答清理 deletes older ones, and their key is a new write again', async () => {
    expect((await create(admin2, 'key-old', customer('幂等客户辛'))).statusCode).toBe(201);
    expect((await create(admin2, 'key-new', customer('幂等客户壬'))).statusCode).toBe(201);
    const db = server.database.db;
    await db
      .update(idempotentAnswers)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(idempotentAnswers.key, 'key-old'));
    const said = await idempotentAnswersCleanupJob.run(server.app.appContext, {} as FastifyBaseLogger);
    expect(said).toBe('删除 1 条请求应答');
    const keys = (await db.select({ key: idempotentAnswers.key }).from(idempotentAnswers)).map((row) => row.key);
    expect(keys).toContain('key-new');
    expect(keys).not.toContain('key-old');
    expect((await create(admin2, 'key-new', customer('幂等客户壬'))).headers['idempotent-replayed']).toBe('true');
  });
});
