import { sql } from 'drizzle-orm';
import type { ListPage } from '@yjf/domain/lists';
import type { PurchaseOrder } from '@yjf/area-purchasing/domain/purchaseOrderSchemas';
import { PURCHASE_FULLY_IN } from '@yjf/area-purchasing/domain/purchaseOrderSchemas';
import { STOCK_OUT_DONE, type StockOut } from '@yjf/area-purchasing/domain/stockOutSchemas';
import { encrypted } from '../../test/session';
import { copyTemplateData, startServerProcess, type ServerData, type ServerProcess } from '../../test/serverProcess';
import type { Database } from '../db/client';
import { DEMO_PASSWORD } from '../composition/seed/demoAccounts';

/** Acknowledged writes: what the server answered 2xx for before it was killed. */
type Acknowledged =
  | { kind: 'order'; id: number; lines: { productId: number; quantity: number }[]; totalFen: number }
  | { kind: 'stockIn'; id: number }
  | { kind: 'stockOut'; id: number; lines: { productId: number; quantity: number }[] }
  | { kind: 'shipped'; id: number };

const WORKERS = 6;
/** The server is killed once this many writes have been acknowledged; the burst goes on meanwhile. */
const KILL_AFTER = 24;

/** Rows of a raw query on either driver. */
async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await database.db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * The real server process killed (SIGKILL) in the middle of a burst of multi-row writes by company 2's
 * administrator — purchase orders with their lines, their stock-in, stock-outs with their lines and their
 * shipping — then restarted on the same data: every write it acknowledged is there and whole, and no order,
 * line or stock movement is half written (each product's stock is its movements' sum, each order its lines').
 */
describe('the server killed during a burst of writes', () => {
  let data: ServerData;
  let server: ServerProcess | undefined;

  const api = async (token: string | null, method: string, path: string, body?: unknown) => {
    const response = await fetch(`${server!.url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const ok = async <T>(token: string | null, method: string, path: string, body?: unknown) => {
    const response = await api(token, method, path, body);
    if (response.status >= 300) {
      const log = response.status >= 500 ? `\n${server!.output().slice(-4000)}` : '';
      throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(response.body)}${log}`);
    }
    return response.body as T;
  };
  const signIn = async () =>
    (
      await ok<{ token: string }>(null, 'POST', '/auth/login', {
        username: '13800000001',
        password: encrypted(DEMO_PASSWORD),
      })
    ).token;

  beforeAll(async () => {
    data = await copyTemplateData();
  });
  afterAll(async () => {
    await server?.kill();
    await data?.remove();
  });

  it('keeps every acknowledged write whole and leaves nothing half written', async () => {
    server = await startServerProcess(data.env);
    let token = await signIn();

    // Products of its own with ample stock (opening movements), a supplier and a project to write against.
    const products: number[] = [];
    for (let n = 1; n <= 4; n++) {
      const product = await ok<{ id: number }>(token, 'POST', '/api/product', {
        name: `断电测试功放${n}`,
        unit: '台',
        costPrice: '10.00',
        salePrice: '20.00',
        openingStock: 1000,
      });
      products.push(product.id);
    }
    const supplier = (await ok<ListPage<{ id: number }>>(token, 'GET', '/api/supplier?size=1')).content[0]!;
    const project = (await ok<ListPage<{ id: number }>>(token, 'GET', '/api/project?size=1')).content[0]!;

    const acknowledged: Acknowledged[] = [];
    let killed = false;
    const note = (write: Acknowledged) => {
      if (!killed) acknowledged.push(write);
    };
    const pick = (n: number, seed: number) =>
      Array.from({ length: n }, (_, i) => products[(seed + i) % products.length]!);

    /** Order → review → stock-in: an order with three lines, then three movements raising the stock. */
    const purchase = async (seed: number) => {
      const lines = pick(3, seed).map((productId, i) => ({ productId, quantity: 2 + i, unitPrice: `${seed % 7}.25` }));
      const order = await ok<PurchaseOrder>(token, 'POST', '/api/purchaseOrder', {
        supplierId: supplier.id,
        lines,
        remark: `断电 ${seed}`,
      });
      const totalFen = lines.reduce((sum, line) => sum + line.quantity * ((seed % 7) * 100 + 25), 0);
      note({ kind: 'order', id: order.id, lines, totalFen });
      await ok(token, 'POST', '/api/purchaseOrder/review', { id: order.id, version: order.version });
      const reviewed = await ok<PurchaseOrder>(token, 'GET', `/api/purchaseOrder/${order.id}`);
      await ok(token, 'POST', '/api/purchaseOrder/stockIn', {
        id: reviewed.id,
        version: reviewed.version,
        lines: reviewed.lines.map((line) => ({ lineId: line.id, quantity: line.quantity })),
      });
      note({ kind: 'stockIn', id: order.id });
    };
    /** Stock-out → review → out: two lines, then two movements lowering the stock. */
    const shipOut = async (seed: number) => {
      const lines = pick(2, seed).map((productId) => ({ productId, quantity: 1 + (seed % 3) }));
      const added = await ok<StockOut>(token, 'POST', '/api/stockOut', {
        projectId: project.id,
        lines,
        remark: `断电 ${seed}`,
      });
      note({ kind: 'stockOut', id: added.id, lines });
      await ok(token, 'POST', '/api/stockOut/review', { id: added.id, version: added.version });
      await ok(token, 'POST', '/api/stockOut/out', { id: added.id, version: added.version + 1 });
      note({ kind: 'shipped', id: added.id });
    };

    let seed = 0;
    const worker = async () => {
      while (!killed) {
        seed += 1;
        try {
          await (seed % 2 ? purchase(seed) : shipOut(seed));
        } catch (error) {
          // Only the kill may end a call: a refusal before it is a finding.
          if (!killed) throw error;
        }
        if (acknowledged.length >= KILL_AFTER && !killed) {
          killed = true;
          await server!.kill();
        }
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
    expect((await server.exited).signal).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);

    // Restarted on the same data: every acknowledged write reads back whole.
    server = await startServerProcess(data.env);
    token = await signIn();
    const shipped = new Set(acknowledged.filter((w) => w.kind === 'shipped').map((w) => w.id));
    const stockedIn = new Set(acknowledged.filter((w) => w.kind === 'stockIn').map((w) => w.id));
    for (const write of acknowledged) {
      if (write.kind === 'order') {
        const order = await ok<PurchaseOrder>(token, 'GET', `/api/purchaseOrder/${write.id}`);
        expect(order.lines.map(({ productId, quantity }) => ({ productId, quantity }))).toEqual(
          write.lines.map(({ productId, quantity }) => ({ productId, quantity })),
        );
        expect(order.totalAmount).toBe(write.totalFen);
        if (stockedIn.has(write.id)) {
          expect(order.status).toBe(PURCHASE_FULLY_IN);
          expect(order.lines.every((line) => line.receivedQuantity === line.quantity)).toBe(true);
        }
      } else if (write.kind === 'stockOut') {
        const stockOut = await ok<StockOut>(token, 'GET', `/api/stockOut/${write.id}`);
        expect(stockOut.lines.map(({ productId, quantity }) => ({ productId, quantity }))).toEqual(write.lines);
        if (shipped.has(write.id)) expect(stockOut.status).toBe(STOCK_OUT_DONE);
      }
    }
    await server.stop();
    server = undefined;

    // Nothing half written, acknowledged or not: checked on the data itself.
    const database = await data.open();
    try {
      const check = (query: ReturnType<typeof sql>) => rows<Record<string, unknown>>(database, query);
      expect(
        await check(sql`select id from purchase_orders o
          where not exists (select 1 from purchase_order_lines l where l.order_id = o.id)`),
      ).toEqual([]);
      expect(
        await check(sql`select o.id from purchase_orders o join purchase_order_lines l on l.order_id = o.id
          group by o.id having o.total_amount <> sum(l.quantity * l.unit_price)`),
      ).toEqual([]);
      expect(
        await check(sql`select id from stock_outs s
          where not exists (select 1 from stock_out_lines l where l.stock_out_id = s.id)`),
      ).toEqual([]);
      // Each product's stock is the sum of its movements, and its last movement's balance.
      expect(
        await check(sql`select p.id, p.stock from products p
          where p.stock <> coalesce((select sum(m.quantity) from stock_movements m where m.product_id = p.id), 0)
             or p.stock <> coalesce((select m.balance from stock_movements m where m.product_id = p.id
                                     order by m.id desc limit 1), 0)`),
      ).toEqual([]);
      // A shipped stock-out moved exactly its lines; one not shipped moved nothing.
      expect(
        await check(sql`select s.id from stock_outs s join stock_out_lines l on l.stock_out_id = s.id
          where coalesce((select -sum(m.quantity) from stock_movements m
                          where m.stock_out_id = s.id and m.product_id = l.product_id), 0)
                <> case when s.status = ${STOCK_OUT_DONE} then l.quantity else 0 end`),
      ).toEqual([]);
      // Each order line's received quantity is what its stock-in movements added.
      expect(
        await check(sql`select l.id from purchase_order_lines l
          where l.received_quantity <> coalesce((select sum(m.quantity) from stock_movements m
                where m.purchase_order_id = l.order_id and m.product_id = l.product_id), 0)`),
      ).toEqual([]);
      const [counted] = await check(sql`select count(*)::int as n from stock_movements where stock_out_id is not null`);
      expect(Number(counted!.n)).toBeGreaterThanOrEqual(shipped.size * 2);
    } finally {
      await database.close();
    }
  }, 120_000);
});
