import { formatDateTime } from './calendar';

/**
 * The generic list contract (spec sections 3, 7 and 9): pages are 0-based, ten rows by default, sorted by id
 * descending; an answer is `{content, totalElements}`.
 */

/** Rows on a list page unless the user picks another size. */
export const PAGE_SIZE = 10;
/** The shared page-size constant of spec section 9 (pickers and small embedded lists). */
export const SHARED_PAGE_SIZE = 15;
export const PAGE_SIZE_OPTIONS = [10, 20, 30, 40, 50];
/** The largest page the server answers; exports are the way to get more. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_SORT = 'id,desc';

/**
 * How far a searched list is counted unless asked for its total (`?count=exact`). A search that matches more
 * rows answers this many with `totalCapped`, and the pager says 共 1000+ 条 with 统计总数 beside it: counting
 * every match of a broad search (a tenth of 100,000 customers) costs several times the page itself, and nobody
 * pages past the hundredth page of one. A list with no search is counted in full (its kept count is free).
 */
export const COUNT_LIMIT = 1000;

/**
 * One page of a list. With `totalCapped`, `totalElements` is a lower bound (the search matches more, uncounted);
 * with `totalEstimated`, it is the database's estimate: a search counted in full (`?count=exact`) that ran out of
 * the time an exact count may take, which the pager shows as 约 N 条.
 */
export type ListPage<T> = { content: T[]; totalElements: number; totalCapped?: boolean; totalEstimated?: boolean };

export type SortDirection = 'asc' | 'desc';
export type Sort = { field: string; direction: SortDirection };

/** Every business record carries these; `version` makes a stale edit fail instead of overwriting. */
export type RecordBase = { id: number; version: number; createTime: string; updateTime: string };

/** The answer of `POST /api/<resource>/updateState`. */
export type ToggleResult = { resultCode: 'SUCCESS' } | { resultCode: 'FAIL'; message: string };

export const STALE_EDIT_MESSAGE = '数据已被他人修改，请刷新后重试';
/** A number no column of the product holds (an id past 2147483647, an amount past a trillion). */
export const OUT_OF_RANGE_MESSAGE = '数值超出允许的范围';
/** The largest magnitude a number-range filter takes: beyond every amount (in yuan) and count the product keeps. */
export const MAX_FILTER_NUMBER = 1e12;
/** An end of a number range: a decimal number, at most MAX_FILTER_NUMBER either way. */
export const FILTER_NUMBER = /^-?\d+(\.\d+)?$/;
/** The longest text a fuzzy filter takes. */
export const FILTER_TEXT_MAX = 50;
/** A filter on an id: a positive whole number. */
export const FILTER_ID = /^[1-9]\d{0,9}$/;
/** A filter on a coded value of a dictionary or an option list. */
export const FILTER_CODE = /^[0-9A-Za-z_-]{1,20}$/;
export const NOT_FOUND_MESSAGE = '数据不存在或已被删除';

/** How a list can be searched; the server maps each name to columns, the browser draws a field for it. */
export type FilterSpec =
  /** Fuzzy text over several columns (`blurry`). */
  | { kind: 'text'; label: string }
  /** Equality on an id (owner, customer). */
  | { kind: 'id'; label: string }
  /** Equality on a coded value of a dictionary (or a fixed option list). */
  | { kind: 'code'; label: string }
  | { kind: 'bool'; label: string }
  /** `name=<from>&name=<to>`, dates or date-times in China time, both ends included. */
  | { kind: 'dateRange'; label: string }
  /** `name=<min>&name=<max>`, both ends included. */
  | { kind: 'numberRange'; label: string };

export type ListSpec = {
  filters: Record<string, FilterSpec>;
  /** Fields the list may be sorted by; `id` is always allowed. */
  sortable: readonly string[];
};

/** The parsed value of a filter, by kind. */
export type FilterValue = string | number | boolean | { from: Date; to: Date } | { min: number; max: number };

export type ListQuery = {
  page: number;
  size: number;
  sort: Sort;
  filters: Record<string, FilterValue>;
  /** Count every match (`?count=exact`), past COUNT_LIMIT. */
  exactTotal?: boolean;
};

/** The file name of an export: the page title and the date and time, `客户列表_20261123_093000.xlsx`. */
export function exportFileName(title: string, now = new Date()): string {
  const stamp = formatDateTime(now).replace(/[-:]/g, '').replace(' ', '_');
  return `${title}_${stamp}.xlsx`;
}
