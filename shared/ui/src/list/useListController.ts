import { useCallback, useContext, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_NavigationContext as NavigationContext,
  type Location,
} from 'react-router-dom';
import type { ListParams } from '@yjf/api/records';
import { DEFAULT_SORT, PAGE_SIZE } from '@yjf/domain/lists';
import { loadColumnChoice, saveColumnChoice } from '../crud/columnChoice';
import { addressSearch, readListAddress, writeListAddress, type AddressedList, type ListAddress } from './listAddress';

export type { AddressFilter, ListAddress } from './listAddress';

/** The user's search: what a search bar hands over, or a page's own choices (a tab, a range). */
export type ListFilters = ListParams;

export type ListControllerOptions = {
  /** Filters always applied beside the user's (a project's tasks, a chart segment's rows). */
  fixedFilters?: ListParams;
  /** What the list is of when the page chooses it (a resource named by the address): another is another list. */
  scope?: string;
  /** The sort a list starts with; default `id,desc`. A list without sorting passes null. */
  sort?: string | null;
  /** The page size a list starts with; default 10. */
  size?: number;
  /**
   * The columns a user may choose, remembered in this browser under `columnKey`: the list's resource, and for
   * a list embedded in another page (it has fixed filters) its own key, so its choice and the main list's stay
   * apart.
   */
  columns?: { key: string; fields: string[]; hidden?: string[] };
  /**
   * The page's main list keeps its page, size, sort and search in the address (`?page=2&sort=name,asc&blurry=张`),
   * read back checked against these filters and sortable fields: a link or a reload opens the same list, and
   * back and forward walk through the user's searches, pages and sorts. Only a page's main list does; a list
   * embedded in another page (a project's tasks) keeps its state to itself. Outside a router it is ignored.
   */
  syncWithLocation?: ListAddress;
};

/** The parameters a list asks for when it is first drawn: its first page, at its size and sort, with its fixed filters. */
export function firstListParams(
  options: Pick<ListControllerOptions, 'fixedFilters' | 'sort' | 'size'> = {},
): ListParams {
  return listParams({
    page: 0,
    size: options.size ?? PAGE_SIZE,
    query: listQuery(ownSortOf(options), {}, options.fixedFilters),
    exactTotal: false,
  });
}

const ownSortOf = (options: Pick<ListControllerOptions, 'sort'>) =>
  options.sort === undefined ? DEFAULT_SORT : options.sort;
/** The search and the fixed filters with the sort, without the page: what an export sends. */
const listQuery = (sort: string | null, filters: ListFilters, fixedFilters: ListParams | undefined): ListParams => ({
  ...(sort ? { sort } : {}),
  ...filters,
  ...fixedFilters,
});
const listParams = (list: { page: number; size: number; query: ListParams; exactTotal: boolean }): ListParams => ({
  page: list.page,
  size: list.size,
  ...list.query,
  ...(list.exactTotal && { count: 'exact' }),
});

/** The shown page's own address, where a write goes; none for a page kept hidden (its tab is not the one shown). */
function shownAddress(located: { location: Location } | null, navigator: unknown): Location | null {
  if (!located) return null;
  // A kept-alive page sees the address it had when last shown (the shell's LocationContext); the router's own
  // (history's) is the shown page's. A hidden page writing its state would take the user to it.
  const routerAt = (navigator as { location?: Pick<Location, 'pathname'> } | undefined)?.location;
  return routerAt && routerAt.pathname !== located.location.pathname ? null : located.location;
}

/**
 * The state of one server-paged list, in one place for every list of the product (as react-admin's
 * useListController is to its List): page, page size, sort, the user's search, the fixed filters, the selected
 * rows and the columns shown. A new search, size or sort starts at the first page; so does a change of the fixed
 * filters; a delete that empties the last page steps back one.
 *
 * With `syncWithLocation` (a page's main list, as CrudPage's is) page, size, sort and search are the address's:
 * read from it on every draw (so back and forward show what they name) and written to it, a new search, page,
 * size or sort as a new history entry, the step back after a delete in place of the current one. A kept-alive
 * page that is hidden reads its own last address and writes nothing.
 *
 * @example
 *   const list = useListController({ fixedFilters: { projectId } });
 *   const { data } = taskApi.useList(list.params);
 *   <SearchBar onSearch={list.search} /> <Table pagination={{ current: list.page + 1, ... }} onChange={...} />
 */
export function useListController(options: ListControllerOptions = {}) {
  const { fixedFilters, syncWithLocation: address } = options;
  /** The list's own sort, where it starts and where `sortBy(null)` returns. */
  const ownSort = ownSortOf(options);
  const own = useMemo(() => ({ size: options.size ?? PAGE_SIZE, sort: ownSort }), [options.size, ownSort]);
  const [kept, setKept] = useState<AddressedList>({ page: 0, size: own.size, sort: ownSort, filters: {} });
  const [selected, setSelected] = useState<number[]>([]);
  /** The user asked for the search's total past COUNT_LIMIT (统计总数); a new search is counted to it again. */
  const [exactTotal, setExactTotal] = useState(false);

  // Outside a router (a test's dialog) there is no address: the list keeps its state itself.
  const located = useContext(LocationContext) as { location: Location } | null;
  const navigation = useContext(NavigationContext) as { navigator: Parameters<typeof shownAddress>[1] } | null;
  const synced = Boolean(address && located && navigation);
  const addressText = located?.location.search ?? '';
  const fromAddress = useMemo(
    () => (synced && address ? readListAddress(new URLSearchParams(addressText), address, own) : null),
    // The rules are a page's declarations, the same for the list's life: read again when the address changes.
    [synced, addressText, own],
  );
  const state = fromAddress ?? kept;
  const { page, size, sort, filters } = state;

  // The fixed filters belong to the page around the list: when they change, it is another list. Adjusted while
  // rendering (not in an effect), so no request ever goes out for the new list at the old page.
  const fixedKey = JSON.stringify([options.scope ?? null, fixedFilters ?? null]);
  const [shownKey, setShownKey] = useState(fixedKey);
  if (shownKey !== fixedKey) {
    setShownKey(fixedKey);
    setKept((current) => ({ ...current, page: 0 }));
    setSelected([]);
    setExactTotal(false);
  }
  // A search the address brings (back, forward, a link) is counted to COUNT_LIMIT again, as a new one is.
  const filtersKey = JSON.stringify(filters);
  const [countedKey, setCountedKey] = useState(filtersKey);
  if (countedKey !== filtersKey) {
    setCountedKey(filtersKey);
    setExactTotal(false);
  }

  const query = useMemo(() => listQuery(sort, filters, fixedFilters), [sort, filters, fixedFilters]);
  const params = useMemo(() => listParams({ page, size, query, exactTotal }), [page, size, query, exactTotal]);

  // What the next change starts from: this draw's state, or a change made since in the same event, so two
  // changes in one event build on each other (a table's page and sort at once are one change: `arrange`).
  const latest = useRef({ state, located, navigation, address, own });
  useLayoutEffect(() => {
    latest.current = { state, located, navigation, address, own };
  });
  /** Shows `next`: in the address for a synced list (pushed, or in place of the current entry), else kept here. */
  const show = useCallback((change: Partial<AddressedList>, how: 'push' | 'replace' = 'push') => {
    const { state: current, located: at, navigation: nav, address: rules, own: itsOwn } = latest.current;
    const next = { ...current, ...change };
    if (!rules || !at || !nav) {
      latest.current = { ...latest.current, state: next };
      setKept(next);
      return;
    }
    const shown = shownAddress(at, nav.navigator);
    if (!shown) return;
    latest.current = { ...latest.current, state: next };
    const search = addressSearch(writeListAddress(new URLSearchParams(shown.search), rules, next, itsOwn));
    if (search === shown.search) return;
    const to = { pathname: shown.pathname, search, hash: shown.hash };
    const navigator = nav.navigator as { push(to: object): void; replace(to: object): void };
    if (how === 'replace') navigator.replace(to);
    else navigator.push(to);
  }, []);

  const columnKey = options.columns ? `${options.columns.key}${fixedFilters ? ':embedded' : ''}` : null;
  const [visible, setVisible] = useState<string[]>(() => {
    const columns = options.columns;
    if (!columns || !columnKey) return [];
    const hidden = columns.hidden ?? [];
    return loadColumnChoice(columnKey, columns.fields) ?? columns.fields.filter((field) => !hidden.includes(field));
  });

  /** A new search starts at the first page; one function for the list's life, so the search bar is not drawn again. */
  const search = useCallback(
    (values: ListFilters) => {
      show({ filters: values, page: 0 });
      setExactTotal(false);
    },
    [show],
  );

  return {
    page,
    size,
    sort,
    /** The user's search, as the search bar gave it (or the address holds it): the search bar's first values. */
    filters,
    params,
    query,
    selected,
    setSelected,
    search,
    /** Count the search's every match (统计总数 beside a total of 1000+). */
    countAll() {
      setExactTotal(true);
    },
    /** A page of the pager; a new page size starts at the first page. */
    turn(nextPage: number, nextSize = size) {
      show({ page: nextSize === size ? nextPage : 0, size: nextSize });
    },
    /** A new sort starts at the first page; null goes back to the list's own. */
    sortBy(next: string | null) {
      const chosen = next ?? ownSort;
      show(chosen !== sort ? { sort: chosen, page: 0 } : { sort: chosen });
    },
    /**
     * What a table's change hands over at once, as one change: a page and size, and a sort; a new size or sort
     * starts at the first page.
     */
    arrange(next: { page: number; size: number; sort: string | null }) {
      const chosen = next.sort ?? ownSort;
      const restart = next.size !== size || chosen !== sort;
      show({ page: restart ? 0 : next.page, size: next.size, sort: chosen });
    },
    /** After `removed` rows of the `shown` on this page were deleted: forget them; an emptied page steps back. */
    removed(ids: number[], shown: number) {
      setSelected((current) => current.filter((id) => !ids.includes(id)));
      if (page > 0 && ids.length >= shown) show({ page: page - 1 }, 'replace');
    },
    /** The columns shown, and the user's choice of them, remembered in this browser. */
    visibleColumns: visible,
    chooseColumns(next: string[]) {
      setVisible(next);
      if (columnKey) saveColumnChoice(columnKey, next);
    },
  };
}

/** One list's state and what changes it, as useListController keeps them. */
export type ListController = ReturnType<typeof useListController>;
