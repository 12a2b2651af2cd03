import type { DashboardCharts, DashboardSummary } from '@yjf/area-sales/domain/dashboard';
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

function setup() {
  const server = installFakeServer({ roles: ['admin'] });
  server.on((call) => {
    if (call.path === '/api/dashboard/summary') return { json: summary };
    if (call.path === '/api/dashboard/charts') return { json: charts };
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
});
