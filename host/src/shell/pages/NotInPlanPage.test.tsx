import { screen, within } from '@testing-library/react';
import type { NotInPlan } from '@yjf/domain/remotes';
import { SEEDED_CATALOGUE } from '@yjf/domain/membershipFixtures';
import { setMealToWire } from '@yjf/domain/membershipWire';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { renderPage } from '@yjf/ui/testing/renderPage';
import { UnmatchedPage } from './NotInPlanPage';

const flagship = [{ code: 'C', name: '旗舰版' }];
const planB: NotInPlan = {
  plan: { code: 'B', name: '专业版' },
  pages: [
    { path: '/purchase/order', title: '采购订单', plans: flagship },
    { path: '/PurchaseInfo/:id?', title: '采购单详情', plans: flagship },
  ],
  outsideRole: [
    { path: '/project/list', title: '项目列表' },
    { path: '/projectInfo/:pid?', title: '项目信息' },
  ],
};
const memberOnB = setMealToWire({
  packagePriceA: SEEDED_CATALOGUE.A,
  packagePriceB: SEEDED_CATALOGUE.B,
  packagePriceC: SEEDED_CATALOGUE.C,
  staffLimit: 15,
  planCode: 'B',
  endDate: '2027-11-26',
  duration: 1,
  applicable: 8,
  actualPrice: 0,
  vip: 2,
});

/** The shell at `path`, which no page of the user matches; the company is on plan B. */
function setup(path: string, answer: NotInPlan = planB) {
  const server = installFakeServer({ roles: ['admin'], companyId: 3 });
  server.on((call) => {
    if (call.path === '/api/remotes/notInPlan') return { json: answer };
    if (call.path === '/api/common/getSetMeal') return { json: { resultCode: 'SUCCESS', result: memberOnB } };
    return undefined;
  });
  return { server, ...renderPage(<UnmatchedPage />, path) };
}

describe('a page the plan does not include', () => {
  it('says so, names the plan that has it, and offers 续费/升级, which opens the membership dialog', async () => {
    const { user, view } = setup('/purchase/order');
    const page = await view.findByRole('region', { name: '套餐未包含此页面' });
    expect(within(page).getByText('当前套餐未包含「采购订单」')).toBeTruthy();
    expect(page.textContent).toContain('贵公司当前使用专业版（B），未包含此功能。升级到旗舰版（C）即可使用。');
    expect(view.queryByText('页面不存在')).toBeNull();
    await user.click(await within(page).findByRole('button', { name: '续费/升级' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('旗舰版（C）')).toBeTruthy();
  });

  it('knows the pages of the area outside the menus too, and a company without a plan in force', async () => {
    const { view } = setup('/PurchaseInfo/12', { ...planB, plan: null });
    const page = await view.findByRole('region', { name: '套餐未包含此页面' });
    expect(page.textContent).toContain('当前套餐未包含「采购单详情」');
    expect(page.textContent).toContain('贵公司当前没有生效的套餐。开通到旗舰版（C）即可使用。');
  });

  it('says 无权访问 for a page of the company the user’s roles do not hold, with 返回首页', async () => {
    const { user, view } = setup('/projectInfo/4');
    const page = await view.findByRole('region', { name: '无权访问' });
    expect(within(page).getByText('无权访问「项目信息」')).toBeTruthy();
    expect(page.textContent).toContain('抱歉，您没有访问该页面的权限');
    expect(view.queryByText('页面不存在')).toBeNull();
    await user.click(within(page).getByRole('button', { name: '返回首页' }));
    expect(await view.findByText('at /dashboard')).toBeTruthy();
  });

  it('sends any other unknown path to 页面不存在', async () => {
    const { view } = setup('/purchase/nothing-here');
    expect(await view.findByText('at /404')).toBeTruthy();
  });

  it('返回首页 goes home', async () => {
    const { user, view } = setup('/purchase/order');
    await user.click(await view.findByRole('button', { name: '返回首页' }));
    expect(await view.findByText('at /dashboard')).toBeTruthy();
  });
});
