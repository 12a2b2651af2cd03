import { dateHelpers } from './calendar';
import { worksFromTasks } from './landing';
import { DEFAULT_SORT, PAGE_SIZE } from './lists';

/**
 * The list an area's list page reads as it is first drawn, for the server to write its first page into the page
 * it sends (server/src/http/firstData.ts), keyed `<area>/<module>` as the page table names the page. It mirrors
 * the page's own `firstData` (remotes/<area>/src/pages/<module>/index.tsx): `mine` is the page's filter on the
 * signed-in user (任务列表 opens on 我的任务); `dueToday` its filter on today's date, which the page adds on a phone
 * for a user who works from tasks (今日任务, `firstTaskScope` of ./landing): the server, not knowing the screen,
 * writes both pages for such a user. A page left out, or one whose first query changes, costs only the
 * head start: the browser then finds no answer for its URL and asks the server itself.
 */
export const FIRST_LISTS: Readonly<Record<string, FirstList>> = {
  'customers/CustomerList': { resource: 'customer' },
  'business/BusinessList': { resource: 'business' },
  'projects/ProjectList': { resource: 'project' },
  'projects/TaskList': { resource: 'task', mine: 'assigneeId', dueToday: 'dueDate', toolbarSwitch: true },
  'finance/CollectionList': { resource: 'collection' },
  'purchasing/PurchaseOrderList': { resource: 'purchaseOrder' },
  'purchasing/StockOutList': { resource: 'stockOut' },
  'system/UserList': { resource: 'users' },
};

/** A list page's first query: its resource and its filters on the signed-in user. */
export interface FirstList {
  resource: string;
  mine?: 'assigneeId';
  dueToday?: 'dueDate';
  /**
   * The page draws a row of its own under the list's toolbar (任务列表's 今日任务 / 我的任务 / 全部任务): a phone's
   * drawn first screen keeps its place, so the cards stay where they are when the page takes over.
   */
  toolbarSwitch?: true;
}

type FilterValue = string | number | readonly (string | number)[];

/** The URLs of a list page's first page for a user: the page as everyone opens it, and 今日任务 for a task worker. */
export function firstListUrls(list: FirstList, user: FirstListUser, now = new Date()) {
  const everywhere = firstListUrl(list.resource, mineFilter(list, user));
  const phone = phoneFirstListUrl(list, user, now);
  return phone === everywhere ? [everywhere] : [everywhere, phone];
}

/** The signed-in user as a list's first query reads them: who they are and what their roles may do. */
type FirstListUser = { id: number; roles: readonly string[] };

const mineFilter = (list: FirstList, user: FirstListUser): Record<string, FilterValue> =>
  list.mine ? { [list.mine]: user.id } : {};

/**
 * The URL of the first page a phone opens the list on: 今日任务 for a user who works from tasks
 * (`firstTaskScope` of ./landing), else the page as everyone opens it.
 */
export function phoneFirstListUrl(list: FirstList, user: FirstListUser, now = new Date()): string {
  const mine = mineFilter(list, user);
  if (!list.dueToday || !worksFromTasks(user.roles)) return firstListUrl(list.resource, mine);
  const today = dateHelpers.today(now);
  return firstListUrl(list.resource, { ...mine, [list.dueToday]: [today, today] });
}

/**
 * The URL the browser asks for a list's first page (page 0, the default size and sort, then the page's fixed
 * filters), character for character as `buildUrl(…, firstListParams(…))` writes it, so that the answer written
 * into the page is the one the list's first query takes (shared/ui/src/crud/firstListUrl.test.ts holds them
 * together).
 */
export function firstListUrl(resource: string, filters: Record<string, FilterValue> = {}): string {
  const search = new URLSearchParams({ page: '0', size: String(PAGE_SIZE), sort: DEFAULT_SORT });
  for (const [key, value] of Object.entries(filters)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  return `/api/${resource}?${search.toString()}`;
}
