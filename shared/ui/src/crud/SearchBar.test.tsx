import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { DICT, ENABLED_FLAG } from '@yjf/domain/dictionaries';
import { createStore } from '@yjf/store/store';
import { RecordSelect } from '../RecordSelect';
import { installFakeServer } from '../testing/fakeServer';
import { UserSelect } from '../UserSelect';
import type { SearchField } from './crudTypes';
import { SearchBar } from './SearchBar';

// 项目列表's bar: the fuzzy search, a dictionary, a flag, a person and a record picker, a date and an amount range.
const fields: SearchField[] = [
  { name: 'blurry', label: '项目名称、编号或地址', kind: 'text', placeholder: '项目名称、编号或地址' },
  { name: 'status', label: '项目状态', kind: 'dict', dict: DICT.projectStatus },
  { name: 'enabled', label: '状态', kind: 'options', options: ENABLED_FLAG },
  { name: 'managerId', label: '项目经理', kind: 'custom', control: <UserSelect placeholder="项目经理" /> },
  {
    name: 'customerId',
    label: '客户',
    kind: 'custom',
    control: <RecordSelect resource="customer" placeholder="客户" />,
  },
  { name: 'signDate', label: '签约日期', kind: 'dateRange' },
  { name: 'contractAmount', label: '合同金额', kind: 'amountRange' },
];

function setup() {
  installFakeServer({ roles: ['admin'] });
  const onSearch = jest.fn();
  render(
    <Provider store={createStore()}>
      <SearchBar fields={fields} onSearch={onSearch} />
    </Provider>,
  );
  return { onSearch, user: userEvent.setup({ pointerEventsCheck: 0 }) };
}

describe('SearchBar', () => {
  it('names every filter by its label', async () => {
    setup();
    const bar = screen.getByRole('form', { name: '搜索条件' });
    await waitFor(() => expect(within(bar).getByRole('combobox', { name: '项目经理' })).toBeTruthy());
    expect(within(bar).getByRole('textbox', { name: '项目名称、编号或地址' })).toBeTruthy();
    expect(within(bar).getByRole('combobox', { name: '项目状态' })).toBeTruthy();
    expect(within(bar).getByRole('combobox', { name: '状态' })).toBeTruthy();
    expect(within(bar).getByRole('combobox', { name: '客户' })).toBeTruthy();
    expect(within(bar).getAllByRole('textbox', { name: /^签约日期 / })).toHaveLength(2);
    const amount = within(bar).getByRole('group', { name: '合同金额' });
    expect(within(amount).getByRole('spinbutton', { name: '合同金额从' })).toBeTruthy();
    expect(within(amount).getByRole('spinbutton', { name: '合同金额至' })).toBeTruthy();
  });

  it('says which date each end of a date range filters, so two ranges in one bar read apart', () => {
    setup();
    const bar = screen.getByRole('form', { name: '搜索条件' });
    expect(within(bar).getByPlaceholderText('签约日期起')).toBeTruthy();
    expect(within(bar).getByPlaceholderText('签约日期止')).toBeTruthy();
  });

  it('gives every filter one cell of the same grid: no picker narrower than the rest, no gap after it', () => {
    setup();
    const cells = document.querySelectorAll('.crud-search > .crud-search-field');
    expect(cells).toHaveLength(fields.length);
    // The grid sizes the cells alike; nothing inside one keeps a width of its own.
    const fixed = Array.from(document.querySelectorAll<HTMLElement>('.crud-search [style]')).filter((element) =>
      /\d+px/.test(element.style.width),
    );
    expect(fixed.map((element) => element.className)).toEqual([]);
  });

  it('sends what is filled in, a range as two values, and nothing after 重置', async () => {
    const { onSearch, user } = setup();
    await user.type(screen.getByRole('textbox', { name: '项目名称、编号或地址' }), ' 灯光 ');
    await user.type(screen.getByRole('spinbutton', { name: '合同金额从' }), '100');
    await user.click(screen.getByRole('button', { name: /搜索/ }));
    await waitFor(() =>
      expect(onSearch).toHaveBeenLastCalledWith({ blurry: '灯光', contractAmount: ['100', '9999999999'] }),
    );
    await user.click(screen.getByRole('button', { name: /重置/ }));
    expect(onSearch).toHaveBeenLastCalledWith({});
  });
});
