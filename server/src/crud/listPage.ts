import type { ListPage } from '@yjf/domain/lists';

/** Which page of a list, as every list takes it (`?page=0&size=10`, parsed by `listQuerySchema`). */
export type Paging = { page: number; size: number };

/**
 * One page of any list, the engine's and the hand-written ones (logs, online users, waiting lists): `read` gets
 * the page's rows by limit and offset, `count` the list's total. A page that is not full ends the list, so its
 * total needs no count (most searches end on their first page). With `alongside`, the count runs beside the page
 * read (a pool has a second connection; PGlite has one, so it counts after).
 */
export async function listPage<T>(
  paging: Paging,
  read: (limit: number, offset: number) => Promise<T[]>,
  count: () => Promise<number>,
  { alongside = false } = {},
): Promise<ListPage<T>> {
  const counting = alongside ? count() : undefined;
  // Its failure is seen where it is awaited; when the page read fails first, it is never awaited.
  counting?.catch(() => undefined);
  const content = await read(paging.size, paging.page * paging.size);
  const endsList = content.length > 0 && content.length < paging.size;
  const totalElements = endsList ? paging.page * paging.size + content.length : await (counting ?? count());
  return { content, totalElements };
}
