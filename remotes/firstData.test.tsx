import fs from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { act, cleanup } from '@testing-library/react';
import { queriesSettled, type FirstData } from '@yjf/api/firstData';
import { sessionApi } from '@yjf/api/sessionApi';
import { createStore } from '@yjf/store/store';
import { installFakeServer, type Call } from '@yjf/ui/testing/fakeServer';
import { renderPage } from '@yjf/ui/testing/renderPage';

/**
 * Every page that declares what it reads first (`firstData`, `@yjf/api/firstData`) reads exactly that: opened
 * after its first data was asked for, it asks none of those calls again (it found their answers in the cache, so
 * its arguments are the page's own), and each of them is one the page asks for itself when opened alone.
 */
type PageModule = { default: ComponentType; firstData?: FirstData };
type PageEntry = { module: string; source: string; path?: string };

const areas = fs
  .readdirSync(__dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(__dirname, entry.name, 'src/pageTable.json')))
  .map((entry) => entry.name);
const pages = areas.flatMap((area) => {
  const table = JSON.parse(fs.readFileSync(path.join(__dirname, area, 'src/pageTable.json'), 'utf8')) as {
    pages: PageEntry[];
  };
  return table.pages.map((page) => ({ area, ...page }));
});
/** The pages whose module exports its first data (read from their sources; each is then loaded by its test). */
const declaring = pages.filter((page) =>
  /^export const firstData\b/m.test(fs.readFileSync(path.join(__dirname, page.area, page.source), 'utf8')),
);

/** The answers of a company with nothing in it yet, in the shapes the pages read. */
function answer(call: Call) {
  if (call.path === '/api/dashboard/summary') {
    return {
      json: {
        customers: 0,
        newCustomersThisMonth: 0,
        openBusiness: 0,
        openBusinessAmount: 0,
        followupsThisMonth: 0,
        due: { overdue: 0, today: 0, threeDays: 0, sevenDays: 0 },
      },
    };
  }
  if (call.path === '/api/dashboard/charts') {
    return { json: { customersByChannelType: [], customersByStatus: [], businessByStatus: [], followupsPerDay: [] } };
  }
  if (call.path === '/api/users/getRangeData') {
    return { json: { total: 1, enabled: 1, disabled: 0, astrict: 10, remaining: 9, byDept: [] } };
  }
  if (['/api/dept/tree', '/api/users/options', '/api/users/getNotice'].includes(call.path)) return { json: [] };
  return { json: { content: [], totalElements: 0 } };
}

const keyOf = (call: Call) => `${call.method} ${call.path}?${call.query.toString()}`;
const asksOf = (calls: Call[]) =>
  calls.filter((call) => call.method === 'GET' && call.path !== '/auth/info').map(keyOf);

/** Lets the page's effects and the answers they wait for run until no call is left under way. */
async function settle() {
  for (let round = 0; round < 5; round++) await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

/** A sample address of a page: its own path with each parameter filled, or a menu page's stand-in. */
const addressOf = (page: PageEntry) => (page.path ? page.path.replace(/:(\w+)\??/g, '1') : `/${page.module}`);

describe('a page opened with its first data', () => {
  it('is declared by the pages opened most (each area main list, the home page, the task list)', () => {
    expect(declaring.map((page) => `${page.area}/${page.module}`)).toEqual(
      expect.arrayContaining([
        'customers/CustomerList',
        'business/BusinessList',
        'business/Dashboard',
        'projects/ProjectList',
        'projects/TaskList',
        'finance/CollectionList',
        'purchasing/PurchaseOrderList',
        'system/UserList',
      ]),
    );
  });

  it.each(declaring.map((page) => [`${page.area}/${page.module}`, page] as const))(
    '%s reads what its firstData asks for, and asks none of it again',
    async (_name, page) => {
      const { default: Page, firstData } = (await import(path.join(__dirname, page.area, page.source))) as PageModule;
      expect(typeof firstData).toBe('function');
      const address = addressOf(page);
      const route = page.path ?? address;

      const alone = installFakeServer({ roles: ['admin'], companyId: 2 });
      alone.on(answer);
      renderPage(<Page />, address, route);
      await settle();
      const ownAsks = asksOf(alone.calls);
      cleanup();

      const server = installFakeServer({ roles: ['admin'], companyId: 2 });
      server.on(answer);
      const store = createStore();
      const { data: me } = await store.dispatch(sessionApi.endpoints.getInfo.initiate());
      for (const query of firstData!({ user: me!.user, params: { id: '1', pid: '1' } })) store.dispatch(query);
      await queriesSettled(store.dispatch);
      const firstAsks = asksOf(server.calls);
      expect(firstAsks.length).toBeGreaterThan(0);
      expect(ownAsks).toEqual(expect.arrayContaining(firstAsks));

      const before = server.calls.length;
      renderPage(<Page />, address, route, store);
      await settle();
      expect(asksOf(server.calls.slice(before)).filter((ask) => firstAsks.includes(ask))).toEqual([]);
    },
  );
});
