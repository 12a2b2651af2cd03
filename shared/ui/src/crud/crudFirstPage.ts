import type { FirstQuery } from '@yjf/api/firstData';
import type { ListParams, ResourceApi } from '@yjf/api/records';
import { firstListParams } from '../list/useListController';

/**
 * Whether a CrudPage's list is the data its page was opened for (a 403 then goes to /401): a list narrowed by
 * the page around it (a project's tasks, the users of a department) is a part of that page.
 */
export const isPageList = (fixedFilters: ListParams | undefined) => !fixedFilters;

/**
 * The first page of a CrudPage's (or ResourcePage's) list, as CrudPage asks for it when first drawn: for the
 * page's `firstData`, beside the dictionaries (`prefetchDicts`) when its columns or search bar show them.
 *
 * @example export const firstData: FirstData = () => [crudFirstPage(customerApi), prefetchDicts()];
 */
export function crudFirstPage(
  api: Pick<ResourceApi<unknown, unknown>, 'prefetchList'>,
  fixedFilters?: ListParams,
): FirstQuery {
  return api.prefetchList(firstListParams({ fixedFilters }), { pageData: isPageList(fixedFilters) });
}
