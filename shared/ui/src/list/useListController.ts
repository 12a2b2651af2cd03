import { useCallback, useMemo, useState } from 'react';
import type { ListParams } from '@yjf/api/records';
import { DEFAULT_SORT, PAGE_SIZE } from '@yjf/domain/lists';
import { loadColumnChoice, saveColumnChoice } from '../crud/columnChoice';

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

/**
 * The state of one server-paged list, in one place for every list of the product (as react-admin's
 * useListController is to its List): page, page size, sort, the user's search, the fixed filters, the selected
 * rows and the columns shown. A new search, size or sort starts at the first page; so does a change of the fixed
 * filters; a delete that empties the last page steps back one.
 *
 * @example
 *   const list = useListController({ fixedFilters: { projectId } });
 *   const { data } = taskApi.useList(list.params);
 *   <SearchBar onSearch={list.search} /> <Table pagination={{ current: list.page + 1, ... }} onChange={...} />
 */
export function useListController(options: ListControllerOptions = {}) {
  const { fixedFilters } = options;
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(options.size ?? PAGE_SIZE);
  /** The list's own sort, where it starts and where `sortBy(null)` returns. */
  const ownSort = ownSortOf(options);
  const [sort, setSort] = useState<string | null>(ownSort);
  const [filters, setFilters] = useState<ListFilters>({});
  const [selected, setSelected] = useState<number[]>([]);
  /** The user asked for the search's total past COUNT_LIMIT (统计总数); a new search is counted to it again. */
  const [exactTotal, setExactTotal] = useState(false);

  // The fixed filters belong to the page around the list: when they change, it is another list. Adjusted while
  // rendering (not in an effect), so no request ever goes out for the new list at the old page.
  const fixedKey = JSON.stringify([options.scope ?? null, fixedFilters ?? null]);
  const [shownKey, setShownKey] = useState(fixedKey);
  if (shownKey !== fixedKey) {
    setShownKey(fixedKey);
    setPage(0);
    setSelected([]);
    setExactTotal(false);
  }

  const query = useMemo(() => listQuery(sort, filters, fixedFilters), [sort, filters, fixedFilters]);
  const params = useMemo(() => listParams({ page, size, query, exactTotal }), [page, size, query, exactTotal]);

  const columnKey = options.columns ? `${options.columns.key}${fixedFilters ? ':embedded' : ''}` : null;
  const [visible, setVisible] = useState<string[]>(() => {
    const columns = options.columns;
    if (!columns || !columnKey) return [];
    const hidden = columns.hidden ?? [];
    return loadColumnChoice(columnKey, columns.fields) ?? columns.fields.filter((field) => !hidden.includes(field));
  });

  /** A new search starts at the first page; one function for the list's life, so the search bar is not drawn again. */
  const search = useCallback((values: ListFilters) => {
    setFilters(values);
    setPage(0);
    setExactTotal(false);
  }, []);

  return {
    page,
    size,
    sort,
    /** The user's search, as the search bar gave it. */
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
      setPage(nextSize === size ? nextPage : 0);
      setSize(nextSize);
    },
    /** A new sort starts at the first page; null goes back to the list's own. */
    sortBy(next: string | null) {
      const chosen = next ?? ownSort;
      if (chosen !== sort) setPage(0);
      setSort(chosen);
    },
    /** After `removed` rows of the `shown` on this page were deleted: forget them; an emptied page steps back. */
    removed(ids: number[], shown: number) {
      setSelected((current) => current.filter((id) => !ids.includes(id)));
      if (page > 0 && ids.length >= shown) setPage(page - 1);
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
