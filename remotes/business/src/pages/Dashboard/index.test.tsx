import type { DashboardCharts, DashboardSummary } from '../../domain/dashboard';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { renderPage } from '@yjf/ui/testing/renderPage';
import Dashboard from '.';

const summary: DashboardSummary = {
  customers: 120,
  newCustomersThisMonth: 6,
  openBusiness: 9,
  openBusinessAmount: 1_250_000_00,
  followupsThisMonth: 31,
  due: { overdue: 1, today: 3, threeDays: 5, sevenDays: 8 },
};

const charts: DashboardCharts = {
  customersByChannelType: [
    { value: '1', name: '设计师', count: 12 },
    { value: '3', name: '地产', count: 4 },
  ],
  customersByStatus: [
    { value: '1', name: '洽谈中', count: 7 },
    { value: '2', name: '合作中', count: 9 },
  ],
  businessByStatus: [
    { value: '1', name: '初步接洽', count: 5, amount: 300_000_00 },
    { value: '2', name: '方案报价', count: 4, amount: 950_000_00 },
  ],
  followupsPerDay: [
    { date: '2026-11-22', customer: 2, business: 1 },
    { date: '2026-11-23', customer: 4, business: 0 },
  ],
};

function setup(answer: DashboardCharts = charts) {
  const server = installFakeServer({ roles: ['admin'] });
  server.on((call) => {
    if (call.path === '/api/dashboard/summary') return { json: summary };
    if (call.path === '/api/dashboard/charts') return { json: answer };
    if (call.path.endsWith('/waitFollow')) return { json: { content: [], totalElements: 0 } };
    return undefined;
  });
  return renderPage(<Dashboard />, '/dashboard');
}

// The business remote's tests read the page through renderPage's queries (it has no Testing Library of its own).
describe('Dashboard', () => {
  it('draws each chart on a card titled as the chart is named', async () => {
    const { view } = setup();
    for (const title of ['客户渠道类型', '商机漏斗', '近 30 天跟进', '客户渠道状态']) {
      const chart = await view.findByRole('figure', { name: title });
      const card = chart.closest('.dashboard-chart');
      expect(card?.querySelector('.arco-card-header-title')?.textContent).toBe(title);
    }
    expect(view.getByRole('button', { name: '设计师：12 个（75.0%）' })).toBeTruthy();
    expect(view.getByRole('button', { name: '方案报价：4 个，预计金额 ¥950,000.00' })).toBeTruthy();
  });

  it.each([
    ['地产：4 个（25.0%）', '/particulars/channelType/3'],
    ['初步接洽：5 个，预计金额 ¥300,000.00', '/particulars/businessStatus/1'],
    ['合作中：9 个', '/particulars/channelStatus/2'],
  ])('a click on 「%s」 opens the rows it counts', async (segment, path) => {
    const { user, view } = setup();
    await user.click(await view.findByRole('button', { name: segment }));
    expect(await view.findByText(`at ${path}`)).toBeTruthy();
  });

  describe('商机漏斗', () => {
    // Every D005 status in the dictionary's (code) order, a later stage holding more than an earlier one.
    const byStatus: DashboardCharts['businessByStatus'] = [
      { value: '0', name: '初步洽谈', count: 5, amount: 100_00 },
      { value: '1', name: '需求分析', count: 3, amount: 200_00 },
      { value: '2', name: '商务谈判', count: 4, amount: 300_00 },
      { value: '3', name: '成功', count: 2, amount: 880_000_00 },
      { value: '4', name: '无效', count: 6, amount: 50_00 },
      { value: '5', name: '报价', count: 1, amount: 400_00 },
    ];
    const withStatuses = () => setup({ ...charts, businessByStatus: byStatus });

    it('draws the open stages in their order, and 成功 and 无效 beside the funnel, not in it', async () => {
      const { view } = withStatuses();
      const funnel = await view.findByRole('figure', { name: '商机漏斗' });
      const layers = Array.from(funnel.querySelectorAll('[role="button"]')).map((layer) =>
        layer.getAttribute('aria-label')!.replace(/：.*/, ''),
      );
      expect(layers).toEqual(['初步洽谈', '需求分析', '报价', '商务谈判']);
      const card = funnel.closest('.dashboard-chart') as HTMLElement;
      const won = view.getByRole('button', { name: '成功：2 个，预计金额 ¥880,000.00' });
      const lost = view.getByRole('button', { name: '无效：6 个' });
      expect(card.contains(won) && card.contains(lost)).toBe(true);
      expect(funnel.contains(won) || funnel.contains(lost)).toBe(false);
      expect(won.textContent).toContain('2 个');
      expect(lost.textContent).toContain('6 个');
    });

    it.each([
      ['报价：1 个，预计金额 ¥400.00', '/particulars/businessStatus/5'],
      ['成功：2 个，预计金额 ¥880,000.00', '/particulars/businessStatus/3'],
      ['无效：6 个', '/particulars/businessStatus/4'],
    ])('「%s」 opens its 明细', async (segment, path) => {
      const { user, view } = withStatuses();
      await user.click(await view.findByRole('button', { name: segment }));
      expect(await view.findByText(`at ${path}`)).toBeTruthy();
    });
  });
});
