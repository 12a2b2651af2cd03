import { chinaTime } from '@yjf/domain/calendar';
import {
  FILTER_CODE,
  FILTER_ID,
  FILTER_NUMBER,
  FILTER_TEXT_MAX,
  MAX_FILTER_NUMBER,
  MAX_PAGE_SIZE,
} from '@yjf/domain/lists';
import type { ListParams } from '@yjf/api/records';

/**
 * What one filter of a list may hold in the address, by the kind of its control: fuzzy `text`, a dictionary
 * `code`, one of fixed `options`, a `dateRange` or `numberRange` (two values), or a page's own control
 * (`custom`: a person, a customer), whose values are ids or words.
 */
export type AddressFilter =
  'text' | 'code' | 'dateRange' | 'numberRange' | 'custom' | { options: readonly (string | number | boolean)[] };

/** What a list's address may say: its filters by name and kind, and the fields it may be sorted by. */
export type ListAddress = {
  filters: Readonly<Record<string, AddressFilter>>;
  sortable: readonly string[];
};

/** The part of a list's state its address holds; `page` is 0-based here, 1-based in the address. */
export type AddressedList = { page: number; size: number; sort: string | null; filters: ListParams };

/** The parameters the list itself owns in the address; a filter cannot take these names. */
const LIST_KEYS = ['page', 'size', 'sort'] as const;
/** The most values of one custom filter. */
const MAX_VALUES = 30;
/** The last page an address may name: far past any list, short of what a number would mangle. */
const MAX_PAGE = 1_000_000;

/** The instants of a date range the address holds, as the server reads them; null when they are not one. */
function range(values: string[]): [Date, Date] | null {
  if (values.length !== 2) return null;
  const from = chinaTime(values[0]!, 'start');
  const to = chinaTime(values[1]!, 'end');
  return from && to && from <= to ? [from, to] : null;
}

/** An end of a number range as the server takes it. */
const isNumber = (text: string) => FILTER_NUMBER.test(text) && Math.abs(Number(text)) <= MAX_FILTER_NUMBER;

/** One filter's values from the address, as its control hands them over, or undefined when they are not its kind. */
function filterValue(rule: AddressFilter, values: string[]): ListParams[string] {
  if (typeof rule === 'object') {
    if (values.length !== 1) return undefined;
    return rule.options.find((option) => String(option) === values[0]);
  }
  switch (rule) {
    case 'text': {
      const text = values.length === 1 ? values[0]!.trim() : '';
      return text && text.length <= FILTER_TEXT_MAX ? text : undefined;
    }
    case 'code':
      return values.length === 1 && FILTER_CODE.test(values[0]!) ? values[0] : undefined;
    case 'dateRange':
      return range(values) ? values : undefined;
    case 'numberRange': {
      const [min, max] = values;
      return values.length === 2 && isNumber(min!) && isNumber(max!) && Number(min) <= Number(max) ? values : undefined;
    }
    case 'custom': {
      if (!values.length || values.length > MAX_VALUES) return undefined;
      if (values.some((value) => !value.trim() || value.length > FILTER_TEXT_MAX)) return undefined;
      // A picker's value is an id: given back as the number it chose, so it shows that record's name.
      const read = values.map((value) => (FILTER_ID.test(value) ? Number(value) : value));
      return read.length === 1 ? read[0] : read;
    }
  }
}

/**
 * A list's state as its address says it, each part checked: a page, size, sort or filter that is not what the
 * list takes (a page of "abc", a size of 1000, a sort by a field the list is not sorted by, a date of 02-30) is
 * left at the list's own, so whatever an address holds, the list shows something it can ask for.
 *
 * @example readListAddress(new URLSearchParams('page=2&sort=name,asc&blurry=张'), address, { size: 10, sort: 'id,desc' })
 *   // { page: 1, size: 10, sort: 'name,asc', filters: { blurry: '张' } }
 */
export function readListAddress(
  params: URLSearchParams,
  address: ListAddress,
  own: { size: number; sort: string | null },
): AddressedList {
  const pageText = params.get('page') ?? '';
  const page = /^[1-9]\d{0,6}$/.test(pageText) && Number(pageText) <= MAX_PAGE ? Number(pageText) - 1 : 0;
  const sizeText = params.get('size') ?? '';
  const size = /^[1-9]\d{0,2}$/.test(sizeText) && Number(sizeText) <= MAX_PAGE_SIZE ? Number(sizeText) : own.size;
  const sort = own.sort === null ? null : (sortOf(params.get('sort'), address.sortable) ?? own.sort);
  const filters: ListParams = {};
  for (const [name, rule] of Object.entries(address.filters)) {
    if ((LIST_KEYS as readonly string[]).includes(name)) continue;
    const value = filterValue(rule, params.getAll(name));
    if (value !== undefined) filters[name] = value;
  }
  return { page, size, sort, filters };
}

function sortOf(text: string | null, sortable: readonly string[]): string | null {
  const [field = '', direction, ...rest] = (text ?? '').split(',');
  if (rest.length || (direction !== 'asc' && direction !== 'desc')) return null;
  return field === 'id' || sortable.includes(field) ? `${field},${direction}` : null;
}

/**
 * The address's parameters once the list shows `list`: its own parameters rewritten (a part at the list's own
 * value left out, so a list as it starts has a bare address), any other parameter of the page kept.
 *
 * @example writeListAddress(new URLSearchParams(''), address, { page: 1, size: 20, sort: 'createTime,desc', filters: { blurry: '张' } }, own).toString()
 *   // 'page=2&size=20&sort=createTime%2Cdesc&blurry=%E5%BC%A0'
 */
export function writeListAddress(
  current: URLSearchParams,
  address: ListAddress,
  list: AddressedList,
  own: { size: number; sort: string | null },
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of [...LIST_KEYS, ...Object.keys(address.filters)]) next.delete(name);
  if (list.page > 0) next.set('page', String(list.page + 1));
  if (list.size !== own.size) next.set('size', String(list.size));
  if (list.sort && list.sort !== own.sort) next.set('sort', list.sort);
  for (const name of Object.keys(address.filters)) {
    if ((LIST_KEYS as readonly string[]).includes(name)) continue;
    const value = list.filters[name];
    if (value === undefined || value === null || value === '') continue;
    for (const one of Array.isArray(value) ? value : [value]) next.append(name, String(one));
  }
  return next;
}

/** The address's query string, readable: a sort's comma and a name's characters as they are typed. */
export function addressSearch(params: URLSearchParams): string {
  const text = params.toString();
  return text ? `?${text.replace(/%2C/gi, ',')}` : '';
}
