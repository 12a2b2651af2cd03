/**
 * What the front-end benchmarks put into every page they open (window.__bench): when the awaited thing first
 * showed, in the page's own frame times, and the steps of a cold page's way to its content. Used by frontend.ts
 * and proxyTransport.ts.
 */
import { MENU_TREE } from '../server/src/composition/seed/menuTree';
import type { BareChromium } from './bareChromium';

/** An area's main list as the seeded menu reaches it: its directory, its item and its path. */
export type AreaList = { area: string; directory: string; item: string; path: string };

/** The main list of each area, found in the seeded menus by the component that draws it. */
function areaList(area: string, component: string): AreaList {
  for (const directory of MENU_TREE) {
    const page = directory.children?.find((child) => child.component === component);
    if (page) return { area, directory: directory.title, item: page.title, path: `${directory.path}/${page.path}` };
  }
  throw new Error(`种子菜单中没有 ${component}`);
}

export const AREA_LISTS: AreaList[] = [
  areaList('customers', 'customers/CustomerList'),
  areaList('business', 'business/BusinessList'),
  areaList('projects', 'projects/ProjectList'),
  areaList('finance', 'finance/CollectionList'),
  areaList('purchasing', 'purchasing/PurchaseOrderList'),
  areaList('system', 'system/UserList'),
];
/** What each page can be waited for by. */
export type Check = 'loginForm' | 'charts' | 'rows' | 'floorRows';

/** The probe every page of the benchmark gets before its own scripts (window.__bench). */
type Probe = {
  /** Whether the awaited thing is rendered visible now (`arg`: the page key for 'rows'). */
  check(check: Check, arg?: string): boolean;
  /** The frame time at which the sign-in form first showed usable, from navigation start. */
  loginReady?: Promise<number>;
  /**
   * On any page but /login: when the page's content first showed (the dashboard's charts, a list's rows), from
   * navigation start, and how many JavaScript and CSS files the page had loaded by then.
   */
  contentReady?: Promise<{ at: number; files: number; steps: ColdSteps }>;
  /** Clicks the element of `selector` whose text is `text`; answers ms until the first frame `check` holds. */
  clickAndTime(selector: string, text: string, check: Check, arg?: string): Promise<number>;
};
/**
 * Steps of a page opened cold, in ms from navigation start (null when the page had no such step): the start-up
 * code arrived (main.js); the early calls left (the user, the menus, the live areas); the area's manifest was
 * asked for (a remote's page); the last JavaScript or CSS file arrived; the last call to the server left (the
 * page's data).
 */
export type ColdSteps = Record<(typeof COLD_STEPS)[number][0], number | null>;
/** The steps as the waterfall's columns name them, in order. */
export const COLD_STEPS = [
  ['startupCode', '启动代码到达'],
  ['earlyCalls', '早期请求发出'],
  ['areaManifest', '区域清单请求'],
  ['allCode', '代码全部到达'],
  ['lastCall', '最后一个接口请求发出'],
] as const;

declare global {
  interface Window {
    __bench: Probe;
    /** Set before the probe on the stack's floor, whose content is its one table's rows. */
    __benchFloor?: true;
  }
}

// Plain JavaScript, not compiled: tsx would wrap named functions in a helper the page does not have.
export const PROBE_SCRIPT = `(() => {
  const shown = (el) => Boolean(el) && el.checkVisibility() && !el.disabled;
  const TABLE_ROW = '.arco-table tbody tr.arco-table-tr:not(.arco-table-empty-row)';
  const byText = (selector, text) =>
    [...document.querySelectorAll(selector)].find((el) => el.textContent.replace(/\\s/g, '') === text);
  const checks = {
    loginForm: () =>
      shown(document.querySelector('input[aria-label="手机号"]')) && shown(byText('button[type="submit"]', '登录')),
    charts: () => shown(document.querySelector('[role="figure"][aria-label="商机漏斗"] path[role="button"]')),
    rows: (key) => {
      const page = document.querySelector('.app-page[data-page="' + key + '"]');
      return Boolean(page) && !page.hidden && shown(page.querySelector(TABLE_ROW));
    },
    // The stack's floor: one table on the page, no tabs.
    floorRows: () => shown(document.querySelector(TABLE_ROW)),
  };
  // performance.now() at the first animation frame in which the check holds: the frame that paints it.
  const frameWhen = (check, arg) => new Promise((resolve, reject) => {
    const deadline = performance.now() + 30000;
    const tick = () => {
      if (checks[check](arg)) resolve(performance.now());
      else if (performance.now() > deadline) {
        const page = arg && document.querySelector('.app-page[data-page="' + arg + '"]');
        const seen = page ? page.innerText.replace(/\\s+/g, ' ').slice(0, 200) : '（页面未挂载）';
        reject(new Error('30 秒内没有出现：' + check + ' ' + (arg || '') + '；当前 ' + location.pathname + '：' + seen));
      }
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const isCode = (path) => /\\.(js|css)$/.test(path);
  const scriptsAndStyles = () =>
    performance.getEntriesByType('resource').filter((entry) => isCode(new URL(entry.name).pathname)).length;
  // The page's way to its content, from the browser's resource timing: when each step of the chain started or
  // ended (ms from navigation start), for the cold-link measure's waterfall.
  const stepsUntil = (at) => {
    const entries = performance.getEntriesByType('resource')
      .filter((entry) => entry.startTime <= at)
      .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime, end: entry.responseEnd }));
    const earliest = (values) => (values.length ? Math.min(...values) : null);
    const latest = (values) => (values.length ? Math.max(...values) : null);
    const code = entries.filter((entry) => isCode(entry.path));
    return {
      startupCode: earliest(code.filter((entry) => /^\\/main\\./.test(entry.path)).map((entry) => entry.end)),
      earlyCalls: earliest(entries.filter((entry) => entry.path === '/api/menus/build').map((entry) => entry.start)),
      areaManifest: earliest(entries.filter((entry) => entry.path.endsWith('/mf-manifest.json')).map((entry) => entry.start)),
      allCode: latest(code.map((entry) => entry.end)),
      lastCall: latest(entries.filter((entry) => entry.path.startsWith('/api/')).map((entry) => entry.start)),
    };
  };
  const contentCheck = window.__benchFloor ? ['floorRows']
    : location.pathname === '/dashboard' ? ['charts'] : ['rows', location.pathname];
  const contentReady = location.pathname === '/login' ? undefined
    : frameWhen(contentCheck[0], contentCheck[1]).then((at) => ({ at, files: scriptsAndStyles(), steps: stepsUntil(at) }));
  // Only the cold-link measure awaits it; elsewhere the page may move on before its content shows.
  if (contentReady) contentReady.catch(() => {});
  window.__bench = {
    check: (check, arg) => checks[check](arg),
    loginReady: location.pathname === '/login' ? frameWhen('loginForm') : undefined,
    contentReady,
    clickAndTime: (selector, text, check, arg) => {
      const element = byText(selector, text);
      if (!element) return Promise.reject(new Error('没有找到：' + text));
      const start = performance.now();
      element.click();
      return frameWhen(check, arg).then((at) => at - start);
    },
  };
})();`;

export const VIEWPORT = { width: 1440, height: 900 };

/** The pages a cold link is measured on: the dashboard and each area's main list. */
export const COLD_PAGES: [string, string][] = [
  ['首页（商机漏斗等图表绘出）', '/dashboard'],
  ...AREA_LISTS.map((list): [string, string] => [`${list.item}（表格行绘出）`, list.path]),
];

/**
 * A bookmarked page opened in a fresh browser (cache empty) of a signed-in user: ms from navigation start until
 * its content shows, and the JavaScript and CSS files loaded by then. The browser is driven bare
 * (bareChromium.ts): no automation watches the page load, as none watches a user's.
 */
export async function coldLinkOnce(
  browser: BareChromium,
  url: string,
  path: string,
  token: string,
  initScripts: string[],
) {
  return browser.open<{ at: number; files: number; steps: ColdSteps }>({
    url: `${url}${path}`,
    cookie: { name: 'YJF-TOKEN', value: token },
    viewport: VIEWPORT,
    initScripts: [PROBE_SCRIPT, ...initScripts],
    answer: 'window.__bench.contentReady',
  });
}

/** The middle of the measured times (the mean of the two middle ones for an even count). */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** A time as the tables show it: whole milliseconds. */
export const ms = (value: number) => `${Math.round(value)} ms`;
