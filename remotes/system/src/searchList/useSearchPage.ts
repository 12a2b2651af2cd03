import { useMemo, useState } from 'react';
import type { ListParams } from '@yjf/api/records';
import { PAGE_SIZE } from '@yjf/domain/lists';
import type { SearchValues } from '@yjf/ui/crud/SearchBar';

/**
 * The page, page size and search of a server-paged list: a new search or page size starts at the first page.
 *
 * @example const list = useSearchPage(); const { data } = useGetOperationLogsQuery(list.params);
 */
export function useSearchPage() {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(PAGE_SIZE);
  const [filters, setFilters] = useState<SearchValues>({});
  const params = useMemo<ListParams>(() => ({ page, size, ...filters }), [page, size, filters]);
  return {
    params,
    page,
    size,
    /** The search without the page: what an export sends. */
    filters: filters as ListParams,
    onPage: (next: number, nextSize: number) => {
      setPage(nextSize === size ? next : 0);
      setSize(nextSize);
    },
    onSearch: (values: SearchValues) => {
      setFilters(values);
      setPage(0);
    },
  };
}

/** A server-paged list's page, page size and search, as useSearchPage keeps them. */
export type SearchPage = ReturnType<typeof useSearchPage>;
