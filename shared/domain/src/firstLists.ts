import { DEFAULT_SORT, PAGE_SIZE } from './lists';

/**
 * The list an area's list page reads as it is first drawn, for the server to write its first page into the page
 * it sends (server/src/http/firstData.ts), keyed `<area>/<module>` as the page table names the page. It mirrors
 * the page's own `firstData` (remotes/<area>/src/pages/<module>/index.tsx): `mine` is the page's filter on the
 * signed-in user (任务列表 opens on 我的任务). A page left out, or one whose first query changes, costs only the
 * head start: the browser then finds no answer for its URL and asks the server itself.
 */
export const FIRST_LISTS: Readonly<Record<string, { resource: string; mine?: 'assigneeId' }>> = {
  'customers/CustomerList': { resource: 'customer' },
  'business/BusinessList': { resource: 'business' },
  'projects/ProjectList': { resource: 'project' },
  'projects/TaskList': { resource: 'task', mine: 'assigneeId' },
  'finance/CollectionList': { resource: 'collection' },
  'purchasing/PurchaseOrderList': { resource: 'purchaseOrder' },
  'system/UserList': { resource: 'users' },
};

/**
 * The URL the browser asks for a list's first page (page 0, the default size and sort, then the page's fixed
 * filters), character for character as `buildUrl(…, firstListParams(…))` writes it, so that the answer written
 * into the page is the one the list's first query takes (shared/ui/src/crud/firstListUrl.test.ts holds them
 * together).
 */
export function firstListUrl(resource: string, filters: Record<string, string | number> = {}): string {
  const search = new URLSearchParams({ page: '0', size: String(PAGE_SIZE), sort: DEFAULT_SORT });
  for (const [key, value] of Object.entries(filters)) search.append(key, String(value));
  return `/api/${resource}?${search.toString()}`;
}
