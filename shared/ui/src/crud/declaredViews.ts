import type { ReactNode } from 'react';
import { ENABLED_FLAG } from '@yjf/domain/dictionaries';
import {
  fieldsFor,
  filterOf,
  useOf,
  type Field,
  type FormKeys,
  type ListDeclaration,
  type ResourceDeclaration,
  type RowOf,
} from '@yjf/domain/resourceFields';
import type { CrudColumn, FormField, SearchField } from './crudTypes';

type Fields = Record<string, Field>;

/** What a page changes in a declared column, by the field's name: a link in the cell, another width. */
export type ColumnOverrides<D extends ListDeclaration> = {
  [K in keyof D['fields'] & string]?: Partial<Omit<CrudColumn<RowOf<D>>, 'field'>>;
};
/** The controls a page gives declared fields: a person or record picker for a reference, by the field's name. */
export type ControlOverrides<Keys extends string> = { [K in Keys]?: ReactNode };

/** One declared field as a column, with what its `column` use says (a field that is not a column reads as one). */
export function columnOfField<Row>(key: string, field: Field): CrudColumn<Row> {
  const use = useOf(field.column) ?? {};
  return {
    field: key as CrudColumn<Row>['field'],
    title: use.title ?? field.label,
    width: use.width,
    dict: field.dict,
    options: field.options,
    format:
      use.format ??
      (field.kind === 'dateTime' || field.kind === 'recordTime'
        ? 'datetime'
        : field.kind === 'date'
          ? 'date'
          : field.kind === 'money'
            ? 'money'
            : field.kind === 'fileSize'
              ? 'fileSize'
              : undefined),
    sortable: Boolean(field.sortable),
    hiddenByDefault: use.hidden,
  };
}

/**
 * The list's columns (of a resource or a read-only list), in the declaration's order or behind the field a
 * column's `after` names.
 */
export function columnsOf<D extends ListDeclaration>(
  declaration: D,
  overrides: ColumnOverrides<D> = {},
): CrudColumn<RowOf<D>>[] {
  return fieldsFor(declaration.fields as Fields, 'column').flatMap(([key, field]) =>
    useOf(field.column)
      ? [{ ...columnOfField<RowOf<D>>(key, field), ...overrides[key as keyof ColumnOverrides<D>] }]
      : [],
  );
}

const needsControl = (where: string, key: string) =>
  new Error(`${where}: the field ${key} picks a record; the page must give its control`);

/**
 * The search bar: the fuzzy search first, then each filter the bar shows, in the declaration's order (or behind
 * the field its `after` names); the enabled flag as 启用/禁用.
 */
export function searchFieldsOf<D extends ResourceDeclaration>(
  declaration: D,
  controls: ControlOverrides<keyof D['fields'] & string> = {},
): SearchField[] {
  const bar: SearchField[] = [];
  if (declaration.search) {
    const { label, placeholder = label } = declaration.search;
    bar.push({ name: 'blurry', label, kind: 'text', placeholder });
  }
  for (const [key, field] of fieldsFor(declaration.fields as Fields, 'filter')) {
    const filter = filterOf(field);
    if (!filter || useOf(field.filter)?.inBar === false) continue;
    const control = controls[key as keyof typeof controls];
    const label = useOf(field.filter)?.barLabel ?? filter.label;
    if (control) bar.push({ name: key, label, kind: 'custom', control });
    else if (field.dict) bar.push({ name: key, label, kind: 'dict', dict: field.dict });
    else if (field.options) bar.push({ name: key, label, kind: 'options', options: field.options });
    else if (field.kind === 'enabled') bar.push({ name: key, label, kind: 'options', options: ENABLED_FLAG });
    else if (filter.kind === 'dateRange') bar.push({ name: key, label, kind: 'dateRange' });
    else if (filter.kind === 'numberRange') bar.push({ name: key, label, kind: 'amountRange' });
    else if (filter.kind === 'text') bar.push({ name: key, label, kind: 'text', placeholder: label });
    else throw needsControl('search bar', key);
  }
  return bar;
}

const FORM_KIND = {
  text: 'text',
  textarea: 'textarea',
  phone: 'phone',
  money: 'money',
  dateTime: 'datetime',
  date: 'date',
  enabled: 'switch',
  integer: 'text',
} as const;

/** The add/edit dialog's fields, in the declaration's order. */
export function formFieldsOf<D extends ResourceDeclaration>(
  declaration: D,
  controls: ControlOverrides<FormKeys<D['fields']>> = {},
): FormField[] {
  return fieldsFor(declaration.fields as Fields, 'form').flatMap(([name, field]): FormField[] => {
    const use = useOf(field.form);
    if (!use) return [];
    const { when } = use;
    // A field asked for only under a condition is required whenever it shows.
    const required = field.required || Boolean(when);
    const label = use.label ?? field.label;
    const control = controls[name as keyof typeof controls];
    if (control) return [{ name, label, kind: 'custom', required, wide: use.wide, control, when }];
    if (field.dict) return [{ name, label, kind: 'dict', dict: field.dict, required, wide: use.wide, when }];
    if (field.options) {
      return [{ name, label, kind: 'options', options: field.options, required, wide: use.wide, when }];
    }
    if (['ref', 'refs', 'recordTime', 'attachments', 'custom'].includes(field.kind)) {
      throw needsControl('form', name);
    }
    return [
      {
        name,
        label,
        kind: FORM_KIND[field.kind as keyof typeof FORM_KIND],
        required,
        placeholder: use.placeholder,
        wide: use.wide,
        when,
      },
    ];
  });
}
