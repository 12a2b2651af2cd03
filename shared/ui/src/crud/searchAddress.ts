import type { AddressFilter, ListAddress } from '../list/listAddress';
import type { SearchField } from './crudTypes';

const FILTER_OF_KIND: Record<Exclude<SearchField['kind'], 'options'>, AddressFilter> = {
  text: 'text',
  dict: 'code',
  dateRange: 'dateRange',
  amountRange: 'numberRange',
  custom: 'custom',
};

/**
 * What a list screen's address may hold: its search bar's filters, each checked as its control's kind, and its
 * sortable columns. A page's main list keeps its state there (`useListController`'s `syncWithLocation`).
 *
 * @example searchAddressOf([{ name: 'blurry', label: '客户名称', kind: 'text' }], ['name', 'createTime'])
 */
export function searchAddressOf(fields: readonly SearchField[], sortable: readonly string[]): ListAddress {
  const filters: Record<string, AddressFilter> = {};
  for (const field of fields) {
    filters[field.name] =
      field.kind === 'options' ? { options: field.options.map((option) => option.value) } : FILTER_OF_KIND[field.kind];
  }
  return { filters, sortable };
}
