import { memo, useLayoutEffect, useState } from 'react';
import { dateRangeShortcuts } from '@yjf/domain/calendar';
import { Button, Drawer, Form, Input, Select } from '../arcoCore';
import { IconFilter, IconRefresh, IconSearch } from '@arco-design/web-react/icon';
import { DictSelect } from '../dict/DictSelect';
import { useIsPhone } from '../useIsPhone';
import { AmountRange } from './AmountRange';
import { NamedControl } from './controlNames';
import { DayPicker, DayRangePicker } from './onDemandArco';
import type { SearchField } from './crudTypes';

export type SearchValues = Record<string, string | string[] | undefined>;

const shortcuts = () => dateRangeShortcuts().map(({ label, range }) => ({ text: label, value: () => range }));

const FULL = { width: '100%' };

/** Arco's drawer says nothing of what it is (its props do not even name these): a dialog, named by its title. */
const FILTER_DIALOG: Record<string, string> = { role: 'dialog', 'aria-modal': 'true', 'aria-label': '筛选' };

type DayRange = { label: string; value?: string[]; onChange?: (value: string[] | undefined) => void };

/** What the two ends of a date range say, so two ranges in one bar (计划收款日期, 收款日期) read apart. */
const rangeEnds = (label: string): [string, string] => [`${label}起`, `${label}止`];

/**
 * A date range on a phone: two one-month pickers, one under the other (the range picker's two months are wider
 * than a phone). One end left empty takes the other's day.
 */
function PhoneDateRange({ label, value, onChange }: DayRange) {
  const [from, to] = value ?? [];
  const [fromText, toText] = rangeEnds(label);
  const change = (start: string | undefined, end: string | undefined) =>
    onChange?.(start || end ? [start || end!, end || start!] : undefined);
  return (
    <div className="crud-day-range">
      <DayPicker
        style={FULL}
        placeholder={fromText}
        value={from || undefined}
        onChange={(day: string) => change(day || undefined, to)}
      />
      <DayPicker
        style={FULL}
        placeholder={toText}
        value={to || undefined}
        onChange={(day: string) => change(from, day || undefined)}
      />
    </div>
  );
}

/** The control of a filter, as wide as its place; a plain element, so Form.Item can hand it value and onChange. */
function searchControl(field: SearchField, phone: boolean) {
  switch (field.kind) {
    case 'text':
      return <Input allowClear placeholder={field.placeholder ?? `请输入${field.label}`} style={FULL} />;
    case 'dict':
      return <DictSelect dict={field.dict} placeholder={field.label} style={FULL} />;
    case 'options':
      return (
        <Select
          allowClear
          placeholder={field.label}
          style={FULL}
          options={field.options.map((o) => ({ value: o.value, label: o.label }))}
        />
      );
    case 'dateRange':
      return phone ? (
        <PhoneDateRange label={field.label} />
      ) : (
        <DayRangePicker
          style={FULL}
          placeholder={rangeEnds(field.label)}
          shortcuts={shortcuts() as never}
          shortcutsPlacementLeft
        />
      );
    case 'amountRange':
      return <AmountRange label={field.label} />;
    case 'custom':
      return field.control;
  }
}

/**
 * The search bar above a list: one control per filter, all of one width in a grid, then 搜索 and 重置; each
 * control is named by its filter's label. Values are sent as the filters' query parameters; a date range as two
 * values. On a phone it is a 筛选 button (with how many filters are set) opening the filters in a drawer.
 *
 * `values` is the search the list shows: the controls show it when the list's address brings one (a link, a
 * reload, back and forward), not only after the user's own 搜索.
 *
 * Memoized: the list around it draws again as its rows arrive, and its filters (selects, date pickers) need not.
 */
export const SearchBar = memo(function SearchBar({
  fields,
  values,
  onSearch,
}: {
  fields: SearchField[];
  values?: Readonly<Record<string, unknown>>;
  onSearch: (values: SearchValues) => void;
}) {
  const [form] = Form.useForm<SearchValues>();
  const phone = useIsPhone();
  const [drawer, setDrawer] = useState(false);
  const [sent, setSent] = useState(0);
  const applied = values ? Object.keys(values).length : sent;
  // Before the bar is painted, so a link's search is never shown empty first.
  useLayoutEffect(() => {
    if (!values) return;
    // Every control to the search shown: one the search leaves out is emptied.
    form.setFieldsValue(Object.fromEntries(fields.map((field) => [field.name, values[field.name]])) as SearchValues);
  }, [form, fields, values]);
  if (!fields.length) return null;
  const send = (next: SearchValues) => {
    setSent(Object.keys(next).length);
    onSearch(next);
  };
  const search = () => {
    send(clean(form.getFieldsValue()));
    setDrawer(false);
  };
  const reset = () => {
    form.resetFields();
    send({});
  };
  const controls = fields.map((field) => (
    <NamedControl key={field.name} label={field.label} className="crud-search-field">
      <Form.Item field={field.name} label={phone ? field.label : undefined}>
        {searchControl(field, phone)}
      </Form.Item>
    </NamedControl>
  ));

  if (phone) {
    return (
      <>
        <Button icon={<IconFilter />} type={applied ? 'primary' : 'secondary'} onClick={() => setDrawer(true)}>
          {applied ? `筛选（${applied}）` : '筛选'}
        </Button>
        <Drawer
          title="筛选"
          visible={drawer}
          placement="bottom"
          height="auto"
          className="crud-filter-drawer"
          {...FILTER_DIALOG}
          unmountOnExit={false}
          // A phone's keyboard would cover the filters before the user chose one.
          autoFocus={false}
          onCancel={() => setDrawer(false)}
          footer={
            <div className="crud-filter-actions">
              <Button icon={<IconRefresh />} onClick={reset}>
                重置
              </Button>
              <Button type="primary" icon={<IconSearch />} onClick={search}>
                搜索
              </Button>
            </div>
          }
        >
          <Form form={form} layout="vertical" className="crud-search-phone" onSubmit={search} aria-label="筛选条件">
            {controls}
          </Form>
        </Drawer>
      </>
    );
  }

  return (
    <Form form={form} layout="inline" className="crud-search" onSubmit={search} aria-label="搜索条件">
      {controls}
      <div className="crud-search-actions">
        <Button type="primary" htmlType="submit" icon={<IconSearch />}>
          搜索
        </Button>
        <Button icon={<IconRefresh />} onClick={reset}>
          重置
        </Button>
      </div>
    </Form>
  );
});

/** Drops empty values, so the query string carries only what the user chose. */
function clean(values: SearchValues): SearchValues {
  const out: SearchValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && !value.length) continue;
    out[name] = typeof value === 'string' ? value.trim() || undefined : value;
    if (out[name] === undefined) delete out[name];
  }
  return out;
}
