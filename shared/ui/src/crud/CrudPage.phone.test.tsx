import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { resourceApi } from '@yjf/api/records';
import { DICT } from '@yjf/domain/dictionaries';
import {
  contactFormSchema as customerFormSchema,
  type Contact as Customer,
  type ContactForm as CustomerForm,
} from '@yjf/domain/testing/sampleContact';
import { createStore } from '@yjf/store/store';
import { Button } from '../arcoCore';
import { installFakeServer } from '../testing/fakeServer';
import { setScreen } from '../testing/screenWidth';
import { CrudPage } from './CrudPage';
import type { CrudColumn, FormField, SearchField } from './crudTypes';

const customerApi = resourceApi<Customer, CustomerForm>('customer');

// As on 项目列表, the record's name is not the first column: a number is.
const columns: CrudColumn<Customer>[] = [
  { field: 'phone', title: '联系电话' },
  { field: 'name', title: '客户名称', sortable: true },
  { field: 'channelType', title: '渠道类型', dict: DICT.channelType },
  { field: 'contactName', title: '联系人' },
  { field: 'enabled', title: '状态' },
  { field: 'remark', title: '备注' },
];
const searchFields: SearchField[] = [
  { name: 'blurry', label: '客户名称', kind: 'text' },
  { name: 'channelType', label: '渠道类型', kind: 'dict', dict: DICT.channelType },
];
const formFields: FormField[] = [
  { name: 'name', label: '客户名称', kind: 'text', required: true },
  { name: 'channelType', label: '渠道类型', kind: 'dict', dict: DICT.channelType, required: true },
  { name: 'contactName', label: '联系人', kind: 'text', required: true },
  { name: 'phone', label: '联系电话', kind: 'phone', required: true },
];

const customer = (id: number): Customer => ({
  id,
  version: 1,
  name: `客户${id}`,
  channelType: 7,
  channelStatus: 4,
  intentDegree: 1,
  contactName: '陈先生',
  phone: `1390000${String(id).padStart(4, '0')}`,
  enabled: true,
  remark: '',
  createTime: '2026-11-01T02:00:00.000Z',
  updateTime: '2026-11-01T02:00:00.000Z',
});

function setup() {
  const rows = Array.from({ length: 12 }, (_, i) => customer(12 - i));
  const server = installFakeServer({ roles: ['admin'] });
  server.on((call) => {
    if (call.method === 'GET' && call.path === '/api/customer') {
      const page = Number(call.query.get('page'));
      const size = Number(call.query.get('size'));
      const blurry = call.query.get('blurry');
      const found = rows.filter((r) => !blurry || r.name.includes(blurry));
      return { json: { content: found.slice(page * size, page * size + size), totalElements: found.length } };
    }
    if (call.method === 'DELETE') return { json: { message: '删除成功' } };
    return undefined;
  });
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  render(
    <Provider store={createStore()}>
      <CrudPage
        title="客户列表"
        noun="客户"
        api={customerApi}
        permission="customer"
        columns={columns}
        searchFields={searchFields}
        formFields={formFields}
        schema={customerFormSchema}
        enabledField="enabled"
        rowActions={() => (
          <Button type="text" size="mini">
            跟进
          </Button>
        )}
      />
    </Provider>,
  );
  return { server, user };
}

const listCalls = (server: ReturnType<typeof installFakeServer>) => server.callsTo('GET', '/api/customer');
const card = async (name: string) => (await screen.findByRole('heading', { name })).closest('li') as HTMLElement;

beforeEach(() => {
  localStorage.clear();
  setScreen('phone');
});
afterEach(() => setScreen('desktop'));

describe('CrudPage on a phone', () => {
  it('shows each record as a card: its name, its key fields, its buttons behind a 操作 menu', async () => {
    setup();
    const cards = within(await screen.findByRole('list', { name: '客户列表' })).getAllByRole('listitem');
    expect(cards).toHaveLength(10);
    const first = await card('客户12');
    // The name heads the card although 联系电话 is the first column; the next four columns follow it.
    expect(within(first).getByText('联系电话').nextSibling?.textContent).toBe('13900000012');
    expect(within(first).getByText('渠道类型')).toBeTruthy();
    expect(within(first).getByText('联系人').nextSibling?.textContent).toBe('陈先生');
    expect(within(first).getByRole('switch', { name: '启用「客户12」' })).toBeTruthy();
    expect(within(first).queryByText('备注')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    // No row of bare buttons: they wait in the menu.
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
  });

  it('offers the row buttons in the 操作 menu; a choice closes it, a confirmation first waits for its answer', async () => {
    const { server, user } = setup();
    const first = await card('客户12');
    const menu = within(first).getByRole('button', { name: '操作：客户12' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    await user.click(menu);
    const actions = await screen.findByRole('group', { name: '「客户12」的操作' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['跟进', '编辑', '删除']);
    expect(menu.getAttribute('aria-expanded')).toBe('true');

    await user.click(within(actions).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('确定删除「客户12」吗？')).toBeTruthy();
    expect(screen.getByRole('group', { name: '「客户12」的操作' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.callsTo('DELETE', '/api/customer')).toHaveLength(1));
    expect(server.callsTo('DELETE', '/api/customer')[0]!.body).toEqual([12]);
    await waitFor(() => expect(menu.getAttribute('aria-expanded')).toBe('false'));

    await user.click(menu);
    await user.click(within(await screen.findByRole('group', { name: '「客户12」的操作' })).getByText('编辑'));
    expect(await screen.findByRole('dialog', { name: '编辑客户' })).toBeTruthy();
    await waitFor(() => expect(menu.getAttribute('aria-expanded')).toBe('false'));
  });

  it('pages with a compact pager: the total and the page, no page sizes, no jump', async () => {
    const { server, user } = setup();
    await card('客户12');
    expect(screen.getByText('共 12 条')).toBeTruthy();
    expect(screen.queryByText('10 条/页')).toBeNull();
    expect(screen.queryByText('前往')).toBeNull();
    await user.click(document.querySelector('.arco-pagination-item-next') as HTMLElement);
    expect(await screen.findByRole('heading', { name: '客户2' })).toBeTruthy();
    expect(listCalls(server).at(-1)!.query.get('page')).toBe('1');
  });

  it('keeps the filters in a drawer with 搜索 and 重置; 筛选 says how many are set', async () => {
    const { server, user } = setup();
    await card('客户12');
    expect(screen.queryByRole('textbox', { name: '客户名称' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '筛选' }));
    const drawer = await screen.findByRole('dialog', { name: '筛选' });
    await user.type(within(drawer).getByRole('textbox', { name: '客户名称' }), '客户1');
    expect(within(drawer).getByRole('combobox', { name: '渠道类型' })).toBeTruthy();
    await user.click(within(drawer).getByRole('button', { name: /搜索/ }));
    await waitFor(() => expect(listCalls(server).at(-1)!.query.get('blurry')).toBe('客户1'));
    expect(await screen.findByText('共 4 条')).toBeTruthy();
    expect(screen.getByRole('button', { name: '筛选（1）' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '筛选（1）' }));
    await user.click(within(await screen.findByRole('dialog', { name: '筛选' })).getByRole('button', { name: /重置/ }));
    expect(await screen.findByRole('button', { name: '筛选' })).toBeTruthy();
    expect(await screen.findByText('共 12 条')).toBeTruthy(); // the unfiltered first page, from the cache
  });

  it('ticks cards for 删除 of several', async () => {
    const { server, user } = setup();
    await card('客户12');
    const bulk = screen.getByRole('button', { name: '删除' });
    expect(bulk.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: '选择「客户12」' }));
    await user.click(screen.getByRole('checkbox', { name: '选择「客户11」' }));
    expect(screen.getByText('已选 2 项')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '删除' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.callsTo('DELETE', '/api/customer')[0]!.body).toEqual([12, 11]));

    await user.click(screen.getByRole('checkbox', { name: '全选本页' }));
    expect(screen.getByText('已选 10 项')).toBeTruthy();
  });

  it('opens the add dialog on the whole screen, one field a line', async () => {
    const { user } = setup();
    await card('客户12');
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增客户' });
    expect(dialog.closest('.arco-modal-wrapper')!.classList.contains('yjf-dialog-phone')).toBe(true);
    const lines = dialog.querySelectorAll('.crud-form .arco-col');
    expect(lines).toHaveLength(4);
    lines.forEach((line) => expect(line.classList.contains('arco-col-24')).toBe(true));
    expect(within(dialog).getByRole('combobox', { name: '渠道类型' })).toBeTruthy();
  });
});
