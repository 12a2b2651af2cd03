import type { ListPage } from '@yjf/domain/lists';

/** Which page of a list, as every list takes it (`?page=0&size=10`, parsed by `listQuerySchema`). */
export type Paging = { page: number; size: number };

/** A count's answer: the number of rows, or an estimate of it when counting exactly ran out of time. */
export type CountAnswer = number | { estimate: number };

/**
 * One page of any list, the engine's and the hand-written ones (logs, online users, waiting lists): `read` gets
 * the page's rows by limit and offset, `count` the list's total. A page that is not full ends the list, so its
 * total needs no count (most searches end on their first page). With `alongside`, the count runs beside the page
 * read (a pool has a second connection; PGlite has one, so it counts after).
 *
 * With `countLimit`, `count` is asked to count at most one past it (its `limit`): a list that reaches it
 * answers the limit, or the rows up to this page when the page lies beyond it, with `totalCapped`. A count that
 * answers an estimate (crud/budgetedCount.ts) is said to be one, `totalEstimated`, and is at least this page's end.
 */
export async function listPage<T>(
  paging: Paging,
  read: (limit: number, offset: number) => Promise<T[]>,
  count: (limit?: number) => Promise<CountAnswer>,
  { alongside = false, countLimit }: { alongside?: boolean; countLimit?: number } = {},
): Promise<ListPage<T>> {
  const limit = countLimit === undefined ? undefined : countLimit + 1;
  const counting = alongside ? count(limit) : undefined;
  // Its failure is seen where it is awaited; when the page read fails first, it is never awaited.
  counting?.catch(() => undefined);
  const offset = paging.page * paging.size;
  const content = await read(paging.size, offset);
  if (content.length > 0 && content.length < paging.size) {
    return { content, totalElements: offset + content.length };
  }
  const counted = await (counting ?? count(limit));
  if (typeof counted !== 'number') {
    return { content, totalElements: Math.max(counted.estimate, offset + content.length), totalEstimated: true };
  }
  const totalElements = counted;
  if (countLimit !== undefined && totalElements > countLimit) {
    return { content, totalElements: Math.max(countLimit, offset + content.length), totalCapped: true };
  }
  return { content, totalElements };
}
