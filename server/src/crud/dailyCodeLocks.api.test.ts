import { eq, sql } from 'drizzle-orm';
import type { ListPage } from '@yjf/domain/lists';
import type { PurchaseOrder } from '@yjf/area-purchasing/domain/purchaseOrderSchemas';
import { startTestServer, type TestServer } from '../../test/testServer';
import { apiCaller } from '../../test/apiCalls';
import { signIn } from '../../test/session';
import { postgresUrl } from '../../test/templateDatabase';
import { companies } from '../db/accountTables';

/**
 * Document numbers drawn at once stay unique, and drawing one does not wait for transactions that merely
 * reference the company (every insert of a row with a company id takes a KEY SHARE lock on it). Found by the
 * crash test's burst on PostgreSQL: a purchase order's number was drawn under FOR UPDATE, which queued behind
 * those locks and deadlocked with a stock-out shipping (500).
 */
describe('daily document numbers under concurrent writes', () => {
  let server: TestServer;
  let admin2: string;
  const { call, ok } = apiCaller(() => server);
  let order: () => ReturnType<typeof call>;

  beforeAll(async () => {
    server = await startTestServer();
    admin2 = await signIn(server, '13800000001');
    const supplier = (await ok<ListPage<{ id: number }>>(admin2, 'GET', '/api/supplier?size=1')).content[0]!;
    const product = (await ok<ListPage<{ id: number }>>(admin2, 'GET', '/api/product?size=1')).content[0]!;
    order = () =>
      call(admin2, 'POST', '/api/purchaseOrder', {
        supplierId: supplier.id,
        lines: [{ productId: product.id, quantity: 1, unitPrice: '1.00' }],
      });
  });
  afterAll(() => server.close());

  it('gives twelve orders added at once twelve different numbers', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, order));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(201));
    const codes = answers.map((answer) => answer.json<PurchaseOrder>().code);
    expect(new Set(codes).size).toBe(12);
  });

  // PGlite has one connection: one transaction at a time, so no other can hold the company's row meanwhile.
  if (postgresUrl()) {
    it('draws a number while another transaction holds a reference to the company', async () => {
      let release!: () => void;
      let holding!: () => void;
      const held = new Promise<void>((resolve) => (holding = resolve));
      const other = server.database.db.transaction(async (tx) => {
        // What the foreign-key check of an insert with company_id = 2 takes.
        await tx.execute(sql`select id from ${companies} where ${eq(companies.id, 2)} for key share`);
        holding();
        await new Promise<void>((resolve) => (release = resolve));
      });
      await held;
      try {
        let timer: NodeJS.Timeout | undefined;
        const added = await Promise.race([
          order(),
          new Promise<'waiting'>((resolve) => (timer = setTimeout(() => resolve('waiting'), 5000))),
        ]);
        clearTimeout(timer);
        expect(added === 'waiting' ? 'waiting' : added.statusCode).toBe(201);
      } finally {
        release();
        await other;
      }
    });
  }
});
