import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import {
  isPaidStatus,
  makeOrderNumber,
  MEMBERSHIP_ORDER_STATUS as STATUS,
  quotePurchase,
  type Plan,
  type PlanCode,
  type PurchaseForm,
} from '@yjf/domain/membership';
import { addDays } from '@yjf/domain/membershipSettlement';
import {
  grantExceedsPayment,
  ISSUE_54_HISTORY,
  paymentLowersHolding,
  scenarioArbitrary,
  worth366,
  type Holding,
  type Scenario,
} from '@yjf/domain/testing/membershipScenarios';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { sandboxPay } from '../../adapters/payment/sandboxPay';
import { companies, users } from '../../db/accountTables';
import { MenuCatalog } from '../menus/catalog';
import { plans } from '../accounts/planTables';
import { applyPayment } from './applyPayment';
import { headCount } from './currentPlan';
import { placeOrder } from './placeOrder';
import { membershipOrders } from './schema';

/** Sequences per property; MONEY_RUNS raises it for a longer search. */
const RUNS = Number(process.env.MONEY_RUNS) || 1000;
const COMPANY = 3;

/**
 * The money rules of membership (issues 21 and 54) on the real server code and database, PGlite and PostgreSQL:
 * random catalogues, a company on trial or on any plan, orders quoted as the browser quotes them and placed,
 * payments of any of them arriving in any order, repeated (replays), on later days, one after another and all
 * at once. Whatever happens, a payment never grants more than its money buys at list prices, never takes away
 * plan time or staff already paid for, and ends in an order the company and the platform can see as paid.
 */
describe('membership money over random histories', () => {
  let server: TestServer;
  let catalog: MenuCatalog;
  let userId: number;
  let applicable: number;
  let orderCounter = 0;
  const payment = sandboxPay({ secret: 'not used: notifications are applied directly', publicUrl: undefined });

  const holdingOf = async (): Promise<Holding> => {
    const [row] = await server.database.db.select().from(companies).where(eq(companies.id, COMPANY));
    return {
      planCode: row!.planCode as PlanCode | null,
      endDate: row!.planEndDate,
      vip: row!.vip,
      staffLimit: row!.staffLimit,
    };
  };

  /** The company, its plans and its orders as the scenario starts. */
  const reset = async (scenario: Scenario) => {
    const db = server.database.db;
    await db.delete(membershipOrders).where(eq(membershipOrders.companyId, COMPANY));
    await db
      .update(companies)
      .set({
        planCode: scenario.start.planCode,
        planEndDate: scenario.start.endDate,
        vip: scenario.start.vip,
        staffLimit: scenario.start.staffLimit,
      })
      .where(eq(companies.id, COMPANY));
    for (const plan of Object.values(scenario.catalogue))
      await db
        .update(plans)
        .set({
          yearlyPriceFen: plan.priceFen,
          discountPercent: plan.discountPercent,
          numberOfStaff: plan.includedStaff,
        })
        .where(eq(plans.code, plan.code));
    catalog.forget();
  };

  /** Quotes the form as the browser does, then places the order; answers it, or null when it cannot be bought. */
  const order = async (catalogue: Record<PlanCode, Plan>, form: PurchaseForm, today: string) => {
    const quote = quotePurchase(catalogue, { ...(await holdingOf()), applicable }, form, today);
    if (!quote.ok) return null;
    orderCounter += 1;
    const orderNo = makeOrderNumber(1_800_000_000_000 + orderCounter);
    const ctx = { database: server.database, catalog, payment };
    await placeOrder(ctx, { companyId: COMPANY, userId, orderNo, amount: quote.total, remark: '', form }, today);
    return { orderNo, amountFen: quote.totalFen };
  };

  const pay = (catalogue: Record<PlanCode, Plan>, placed: { orderNo: string; amountFen: number }, today: string) =>
    applyPayment(
      server.database.db,
      catalogue,
      'sandbox',
      { orderNo: placed.orderNo, amountFen: placed.amountFen, transactionId: `T${placed.orderNo}`, paid: true },
      '127.0.0.1',
      today,
    );

  const statusOf = async (orderNo: string) =>
    (
      await server.database.db
        .select({ status: membershipOrders.status })
        .from(membershipOrders)
        .where(eq(membershipOrders.orderNo, orderNo))
    )[0]!.status;

  beforeAll(async () => {
    server = await startTestServer();
    catalog = new MenuCatalog(server.database.db);
    const [owner] = await server.database.db.select().from(users).where(eq(users.username, '13800000003'));
    userId = owner!.id;
    applicable = await headCount(server.database.db, COMPANY);
  });
  afterAll(() => server.close());

  it('one payment after another, replays included: each grants no more than its money buys, and takes nothing away', async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArbitrary, async (scenario) => {
        await reset(scenario);
        let today = scenario.today;
        const placed: { orderNo: string; amountFen: number }[] = [];
        const paid = new Set<string>();
        for (const step of scenario.steps) {
          if (step.kind === 'wait') today = addDays(today, step.days);
          else if (step.kind === 'order') {
            const made = await order(scenario.catalogue, step.form, today);
            if (made) placed.push(made);
          } else if (placed.length) {
            const target = placed[step.order % placed.length]!;
            const before = await holdingOf();
            const outcome = await pay(scenario.catalogue, target, today);
            const after = await holdingOf();
            if (paid.has(target.orderNo)) {
              expect(outcome).toEqual({ outcome: 'duplicate' });
              expect(after).toEqual(before);
            } else {
              expect(outcome).toMatchObject({ outcome: 'applied' });
              expect(grantExceedsPayment(scenario.catalogue, before, after, target.amountFen, today)).toBeNull();
              expect(paymentLowersHolding(scenario.catalogue, before, after, today)).toBeNull();
              paid.add(target.orderNo);
            }
            // The money is never lost: the order shows it arrived, as paid, converted or held for the platform.
            expect(isPaidStatus(await statusOf(target.orderNo))).toBe(true);
          }
        }
        for (const { orderNo } of placed)
          if (!paid.has(orderNo)) expect([STATUS.unpaid, STATUS.closed]).toContain(await statusOf(orderNo));
      }),
      { numRuns: RUNS, examples: [[ISSUE_54_HISTORY]] },
    );
  }, 600_000);

  it('payments arriving all at once, some twice: together they grant no more than their money buys, and take nothing away', async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArbitrary, fc.array(fc.nat({ max: 20 }), { maxLength: 8 }), async (scenario, hits) => {
        await reset(scenario);
        const placed: { orderNo: string; amountFen: number }[] = [];
        for (const step of scenario.steps)
          if (step.kind === 'order') {
            const made = await order(scenario.catalogue, step.form, scenario.today);
            if (made) placed.push(made);
          }
        if (!placed.length) return;
        const before = await holdingOf();
        const targets = hits.map((hit) => placed[hit % placed.length]!);
        const outcomes = await Promise.all(targets.map((target) => pay(scenario.catalogue, target, scenario.today)));
        const applied = new Set(
          targets.filter((_, i) => outcomes[i]!.outcome === 'applied').map((target) => target.orderNo),
        );
        expect(applied.size).toBe(new Set(targets.map((target) => target.orderNo)).size);
        expect(outcomes.filter((o) => o.outcome === 'applied')).toHaveLength(applied.size);
        const money = placed.filter((p) => applied.has(p.orderNo)).reduce((sum, p) => sum + p.amountFen, 0);
        const gained =
          worth366(scenario.catalogue, await holdingOf(), scenario.today) -
          worth366(scenario.catalogue, before, scenario.today);
        expect(gained).toBeLessThanOrEqual(money * 366);
        expect(gained).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: Math.max(50, Math.round(RUNS / 10)) },
    );
  }, 600_000);
});
