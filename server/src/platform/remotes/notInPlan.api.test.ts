import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NotInPlan } from '@yjf/domain/remotes';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { bearer, signIn } from '../../../test/session';
import { fakeRemoteBuild } from '../releases/testing/releaseArchives';

/**
 * `GET /api/remotes/notInPlan` (issue 24): the pages of the product a company's plan does not open, with the plans
 * that do, so the shell can say 「套餐未包含」 with the way to upgrade instead of 页面不存在.
 */
describe('the pages a company plan does not open', () => {
  let server: TestServer;

  const publish = (area: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `build-${area}-`));
    for (const entry of fakeRemoteBuild(area, area)) {
      fs.mkdirSync(path.dirname(path.join(dir, entry.name)), { recursive: true });
      fs.writeFileSync(path.join(dir, entry.name), entry.data ?? '');
    }
    server.releases.publish(area, dir);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const notInPlanOf = async (phone: string) => {
    const response = await server.request({
      method: 'GET',
      url: '/api/remotes/notInPlan',
      headers: bearer(await signIn(server, phone)),
    });
    expect(response.statusCode).toBe(200);
    return response.json() as NotInPlan;
  };

  beforeAll(async () => {
    server = await startTestServer();
    for (const area of ['customers', 'business', 'projects', 'finance', 'purchasing', 'system']) publish(area);
  });
  afterAll(() => server.close());

  it('answers no one who is not signed in', async () => {
    expect((await server.request({ method: 'GET', url: '/api/remotes/notInPlan' })).statusCode).toBe(401);
  });

  it('tells a plan B company that 采购出库 is plan C’s: its menu pages and the pages of its area', async () => {
    const answer = await notInPlanOf('13800000003');
    expect(answer.plan).toEqual({ code: 'B', name: '专业版' });
    const flagship = [{ code: 'C', name: '旗舰版' }];
    expect(answer.pages).toEqual(
      expect.arrayContaining([
        { path: '/purchase/order', title: '采购订单', plans: flagship },
        { path: '/purchase/outstock', title: '出库管理', plans: flagship },
        // The purchasing area's page outside the menus (its page table).
        { path: '/purchasing-page/:id?', title: '测试页面', plans: flagship },
      ]),
    );
    const paths = answer.pages.map((page) => page.path);
    // What plan B opens, and what no plan opens (the platform's tools), are not "not in the plan".
    expect(paths).not.toContain('/finance/collection');
    expect(paths).not.toContain('/customers-page/:id?');
    expect(paths).not.toContain('/tools/release');
  });

  it('finds nothing missing for a company on trial (plan C), nor for a role that hides pages the plan opens', async () => {
    expect(await notInPlanOf('13800000001')).toEqual({
      plan: { code: 'C', name: '旗舰版' },
      pages: [],
      outsideRole: [],
    });
    expect((await notInPlanOf('13800000002')).pages).toEqual([]);
  });

  it('tells the sales user which pages of the company its roles do not hold (issue 58: 无权访问, not 页面不存在)', async () => {
    const { outsideRole } = await notInPlanOf('13800000002');
    expect(outsideRole).toEqual(expect.arrayContaining([{ path: '/project/list', title: '项目列表' }]));
    const paths = outsideRole.map((page) => page.path);
    // What the sales user holds is theirs; what the company's plan does not open is the plan's doing.
    expect(paths).not.toContain('/customer/list');
    expect(paths).not.toContain('/tools/release');
  });

  it('finds nothing missing for the platform, which sees everything', async () => {
    expect(await notInPlanOf('13800000000')).toEqual({ plan: null, pages: [], outsideRole: [] });
  });
});
