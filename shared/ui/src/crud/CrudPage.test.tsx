import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { resourceApi, type ListParams } from '@yjf/api/records';
import { DICT } from '@yjf/domain/dictionaries';
import { COUNT_LIMIT } from '@yjf/domain/lists';
import {
  contactFormSchema as customerFormSchema,
  type Contact as Customer,
  type ContactForm as CustomerForm,
} from '@yjf/domain/testing/sampleContact';
import { createStore } from '@yjf/store/store';
import { ROUTER_FUTURE } from '../routerFuture';
import { installFakeServer } from '../testing/fakeServer';
import { CrudPage } from './CrudPage';
import type { CrudColumn, FormField, SearchField } from './crudTypes';

const customerApi = resourceApi<Customer, CustomerForm>('customer');

const columns: CrudColumn<Customer>[] = [
  { field: 'name', title: '客户名称', sortable: true },
  { field: 'channelType', title: '渠道类型', dict: DICT.channelType },
  { field: 'phone', title: '联系电话' },
  { field: 'enabled', title: '状态' },
  { field: 'remark', title: '备注', hiddenByDefault: true },
];
const searchFields: SearchField[] = [{ name: 'blurry', label: '客户名称', kind: 'text' }];
const formFields: FormField[] = [
  { name: 'name', label: '客户名称', kind: 'text', required: true },
  { name: 'channelType', label: '渠道类型', kind: 'dict', dict: DICT.channelType, required: true },
  { name: 'contactName', label: '联系人', kind: 'text', required: true },
  { name: 'phone', label: '联系电话', kind: 'phone', required: true },
];

const customer = (id: number, extra: Partial<Customer> = {}): Customer => ({
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
  ...extra,
});

/** Where a list in a router is: the router's own address, shown beside it. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="地址">{decodeURIComponent(`${pathname}${search}`)}</output>;
}

function setup(
  roles = ['admin'],
  rows = Array.from({ length: 12 }, (_, i) => customer(12 - i)),
  opened?: { at: string; fixedFilters?: ListParams },
  answerFirst?: Parameters<ReturnType<typeof installFakeServer>['first']>[0],
) {
  const server = installFakeServer({ roles });
  if (answerFirst) server.first(answerFirst);
  server.on((call) => {
    if (call.method === 'GET' && call.path === '/api/customer') {
      const page = Number(call.query.get('page'));
      const size = Number(call.query.get('size'));
      const blurry = call.query.get('blurry');
      const found = rows.filter((r) => !blurry || r.name.includes(blurry));
      const content = found.slice(page * size, page * size + size);
      // As the server counts a search: to COUNT_LIMIT, unless asked for all.
      if (blurry && found.length > COUNT_LIMIT && call.query.get('count') !== 'exact') {
        return { json: { content, totalElements: COUNT_LIMIT, totalCapped: true } };
      }
      return { json: { content, totalElements: found.length } };
    }
    return undefined;
  });
  const store = createStore();
  // Arco's popups animate in with pointer-events off; a person waits, the test need not.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const page = (
    <CrudPage
      title="客户列表"
      noun="客户"
      api={customerApi}
      permission="customer"
      columns={columns}
      searchFields={searchFields}
      formFields={formFields}
      schema={customerFormSchema}
      newValues={{ channelType: '1', channelStatus: '4', intentDegree: '2', enabled: true }}
      enabledField="enabled"
      fixedFilters={opened?.fixedFilters}
    />
  );
  const view = render(
    <Provider store={store}>
      {opened ? (
        <MemoryRouter initialEntries={[opened.at]} future={ROUTER_FUTURE}>
          <Address />
          {page}
        </MemoryRouter>
      ) : (
        page
      )}
    </Provider>,
  );
  return { server, user, view, store };
}

const listCalls = (server: ReturnType<typeof installFakeServer>) => server.callsTo('GET', '/api/customer');

beforeEach(() => localStorage.clear());

describe('CrudPage', () => {
  it('shows the first page of ten, newest first, with dictionary names and the total', async () => {
    const { server } = setup();
    expect(await screen.findByText('客户12')).toBeTruthy();
    const first = listCalls(server)[0]!.query;
    expect(Object.fromEntries(first)).toEqual({ page: '0', size: '10', sort: 'id,desc' });
    expect(screen.getAllByRole('row')).toHaveLength(11); // header + 10
    expect((await screen.findAllByText('装饰公司')).length).toBe(10);
    expect(screen.getByText('共 12 条')).toBeTruthy();
    expect(screen.queryByText('备注')).toBeNull(); // hidden until chosen
  });

  it('says a list that could not be read failed, in its place, with 重试, instead of 暂无数据', async () => {
    let failing = true;
    const { user } = setup(undefined, undefined, undefined, (call) =>
      failing && call.path === '/api/customer'
        ? { status: 500, json: { status: 500, message: '服务器内部错误', requestId: 'r-1' } }
        : undefined,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('客户列表加载失败，请稍后重试');
    expect(screen.queryByText('暂无数据')).toBeNull();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('客户12')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('pages 0-based', async () => {
    const { server, user } = setup();
    await screen.findByText('客户12');
    await user.click(screen.getByText('2', { selector: '.arco-pagination-item' }));
    expect(await screen.findByText('客户2')).toBeTruthy();
    expect(listCalls(server).at(-1)!.query.get('page')).toBe('1');
  });

  it('searches from the first page and resets', async () => {
    const { server, user } = setup();
    await screen.findByText('客户12');
    await user.type(screen.getByPlaceholderText('请输入客户名称'), '客户1');
    await user.click(screen.getByRole('button', { name: /搜索/ }));
    await waitFor(() => expect(listCalls(server).at(-1)!.query.get('blurry')).toBe('客户1'));
    expect(listCalls(server).at(-1)!.query.get('page')).toBe('0');
    expect(await screen.findByText('共 4 条')).toBeTruthy(); // 客户1, 客户10, 客户11, 客户12
    await user.click(screen.getByRole('button', { name: /重置/ }));
    expect(await screen.findByText('共 12 条')).toBeTruthy(); // the unfiltered first page, from the cache
    expect((screen.getByPlaceholderText('请输入客户名称') as HTMLInputElement).value).toBe('');
  });

  it('opens the list its address names, with its search in the bar, and writes each change there', async () => {
    const { server, user } = setup(undefined, undefined, { at: '/customer/list?page=2&blurry=客户' });
    expect(await screen.findByText('客户2')).toBeTruthy();
    expect(Object.fromEntries(listCalls(server)[0]!.query)).toEqual({
      page: '1',
      size: '10',
      sort: 'id,desc',
      blurry: '客户',
    });
    expect((screen.getByPlaceholderText('请输入客户名称') as HTMLInputElement).value).toBe('客户');
    expect(screen.getByText('2', { selector: '.arco-pagination-item-active' })).toBeTruthy();

    await user.click(screen.getByText('客户名称', { selector: 'th *' }));
    await waitFor(() =>
      expect(screen.getByLabelText('地址').textContent).toBe('/customer/list?sort=name,asc&blurry=客户'),
    );
    await user.clear(screen.getByPlaceholderText('请输入客户名称'));
    await user.type(screen.getByPlaceholderText('请输入客户名称'), '客户1');
    await user.click(screen.getByRole('button', { name: /搜索/ }));
    await waitFor(() =>
      expect(screen.getByLabelText('地址').textContent).toBe('/customer/list?sort=name,asc&blurry=客户1'),
    );
    expect(await screen.findByText('共 4 条')).toBeTruthy();
  });

  it('leaves the address alone for a list embedded in another page', async () => {
    const { server, user } = setup(undefined, undefined, {
      at: '/customerInfo/7?page=2',
      fixedFilters: { ownerId: 7 },
    });
    await screen.findByText('客户12');
    expect(listCalls(server)[0]!.query.get('page')).toBe('0');
    await user.type(screen.getByPlaceholderText('请输入客户名称'), '客户1');
    await user.click(screen.getByRole('button', { name: /搜索/ }));
    expect(await screen.findByText('共 4 条')).toBeTruthy();
    expect(screen.getByLabelText('地址').textContent).toBe('/customerInfo/7?page=2');
  });

  it('says 共 1000+ 条 for a search counted only that far, and counts it all on 统计总数', async () => {
    const { server, user } = setup(
      ['admin'],
      Array.from({ length: 1015 }, (_, i) => customer(1015 - i)),
    );
    await screen.findByText('客户1015');
    expect(screen.getByText('共 1015 条')).toBeTruthy(); // no search: the whole list, counted
    await user.type(screen.getByPlaceholderText('请输入客户名称'), '客户');
    await user.click(screen.getByRole('button', { name: /搜索/ }));
    expect(await screen.findByText('共 1000+ 条')).toBeTruthy();
    expect(listCalls(server).at(-1)!.query.get('count')).toBeNull();

    await user.click(screen.getByRole('button', { name: '统计总数' }));
    expect(await screen.findByText('共 1015 条')).toBeTruthy();
    expect(listCalls(server).at(-1)!.query.get('count')).toBe('exact');
    expect(screen.queryByRole('button', { name: '统计总数' })).toBeNull();

    // Another search is counted to the limit again.
    await user.type(screen.getByPlaceholderText('请输入客户名称'), '1');
    await user.click(screen.getByRole('button', { name: /搜索/ }));
    await waitFor(() => expect(listCalls(server).at(-1)!.query.get('blurry')).toBe('客户1'));
    expect(listCalls(server).at(-1)!.query.get('count')).toBeNull();
  });

  it('says 约 N 条 when counting every match ran out of time and the total is an estimate', async () => {
    const { server, user } = setup(
      ['admin'],
      Array.from({ length: 1015 }, (_, i) => customer(1015 - i)),
    );
    server.first((call) =>
      call.path === '/api/customer' && call.query.get('count') === 'exact'
        ? { json: { content: [customer(1015)], totalElements: 98_765, totalEstimated: true } }
        : undefined,
    );
    await screen.findByText('客户1015');
    await user.type(screen.getByPlaceholderText('请输入客户名称'), '客户');
    await user.click(screen.getByRole('button', { name: /搜索/ }));
    await user.click(await screen.findByRole('button', { name: '统计总数' }));
    expect(await screen.findByText('约 9.9 万条')).toBeTruthy();
    expect(screen.getByText('约 9.9 万条').getAttribute('title')).toBe('数据较多，总数为估算值');
    expect(screen.queryByRole('button', { name: '统计总数' })).toBeNull();
  });

  it('validates the add dialog with the shared schema before sending, then adds', async () => {
    const { server, user } = setup();
    server.on((call) =>
      call.method === 'POST' && call.path === '/api/customer' ? { status: 201, json: customer(13) } : undefined,
    );
    await screen.findByText('客户12');
    await user.click(screen.getByRole('button', { name: /新增/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('新增客户')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(await within(dialog).findByText('请输入客户名称')).toBeTruthy();
    expect(within(dialog).getByText('请输入联系电话')).toBeTruthy();
    expect(server.callsTo('POST', '/api/customer')).toHaveLength(0);

    await user.type(within(dialog).getByPlaceholderText('请输入客户名称'), '华府家居');
    await user.type(within(dialog).getByPlaceholderText('请输入联系人'), '陈先生');
    await user.type(within(dialog).getByPlaceholderText('请输入联系电话'), '1234');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(await within(dialog).findByText('请输入11为手机号')).toBeTruthy();
    expect(server.callsTo('POST', '/api/customer')).toHaveLength(0);

    await user.clear(within(dialog).getByPlaceholderText('请输入联系电话'));
    await user.type(within(dialog).getByPlaceholderText('请输入联系电话'), '13912345678');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/customer')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/customer')[0]!.body).toMatchObject({
      name: '华府家居',
      contactName: '陈先生',
      phone: '13912345678',
      channelType: '1',
      channelStatus: '4',
    });
    expect(await screen.findByText('新增成功')).toBeTruthy();
  });

  it('edits with the version the row was loaded at', async () => {
    const { server, user } = setup();
    server.on((call) => (call.method === 'PUT' ? { json: customer(12, { name: '改名' }) } : undefined));
    await screen.findByText('客户12');
    await user.click(screen.getAllByRole('button', { name: '编辑' })[0]!);
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByPlaceholderText('请输入客户名称') as HTMLInputElement;
    expect(name.value).toBe('客户12');
    await user.clear(name);
    await user.type(name, '改名');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/customer')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/customer')[0]!.body).toMatchObject({
      id: 12,
      version: 1,
      name: '改名',
      channelType: '7',
    });
    expect(await screen.findByText('编辑成功')).toBeTruthy();
  });

  it('asks before a bulk delete and sends the chosen ids', async () => {
    const { server, user } = setup();
    server.on((call) => (call.method === 'DELETE' ? { json: { message: '删除成功' } } : undefined));
    await screen.findByText('客户12');
    const bulk = screen.getAllByRole('button', { name: /^删除$/ })[0]!; // the toolbar's, before the rows'
    expect(bulk.hasAttribute('disabled')).toBe(true);
    const checkboxes = screen.getAllByRole('checkbox');
    await user.click(checkboxes[1]!);
    await user.click(checkboxes[2]!);
    await user.click(screen.getAllByRole('button', { name: /删除/ })[0]!);
    expect(await screen.findByText('确认删除选中的 2 条数据吗？')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.callsTo('DELETE', '/api/customer')).toHaveLength(1));
    expect(server.callsTo('DELETE', '/api/customer')[0]!.body).toEqual([12, 11]);
    expect(await screen.findByText('删除成功')).toBeTruthy();
  });

  it('gives every column its width and the table their sum, so it scrolls only when they do not fit', async () => {
    setup();
    await screen.findByText('客户12');
    const widths = Array.from(document.querySelectorAll<HTMLElement>('colgroup col')).map((col) => col.style.width);
    // after the tick box (Arco's 40 px): 客户名称 (text), 渠道类型 (dictionary), 联系电话 (text), 状态 (the
    // switch), 操作 (编辑 删除 as Arco draws them, 38 px each and 4 between, with the cell's padding, until measured)
    expect(widths.slice(1)).toEqual(['150px', '110px', '150px', '90px', '114px']);
    expect((document.querySelector('.arco-table-content-inner table') as HTMLElement).style.width).toBe('654px');
  });

  it('names its tick boxes and switches, and shows a cell cut short whole on hover', async () => {
    const server = installFakeServer({ roles: ['admin'] });
    server.on((call) =>
      call.method === 'GET' && call.path === '/api/customer'
        ? { json: { content: [customer(1, { name: '广州金地设计智能灯光项目有限公司' })], totalElements: 1 } }
        : undefined,
    );
    render(
      <Provider store={createStore()}>
        <CrudPage
          title="客户列表"
          noun="客户"
          api={customerApi}
          permission="customer"
          columns={[{ ...columns[0]!, render: (row) => <a href={`#${row.id}`}>{row.name}</a> }, ...columns.slice(1)]}
          onAdd={() => {}}
          onEdit={() => {}}
          enabledField="enabled"
        />
      </Provider>,
    );
    const link = await screen.findByRole('link', { name: '广州金地设计智能灯光项目有限公司' });
    expect(link.parentElement!.getAttribute('title')).toBe('广州金地设计智能灯光项目有限公司');
    expect(screen.getByRole('checkbox', { name: '全选本页' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: '选择「广州金地设计智能灯光项目有限公司」' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: '启用「广州金地设计智能灯光项目有限公司」' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '刷新' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '列设置' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '跳至页' })).toBeTruthy();
  });

  it('keeps at least one column and remembers the choice', async () => {
    const { user, view } = setup();
    await screen.findByText('客户12');
    await user.click(screen.getByRole('button', { name: '列设置' }));
    await screen.findByText('显示列');
    const list = document.querySelector('.crud-column-list') as HTMLElement;
    for (const title of ['渠道类型', '联系电话', '状态']) await user.click(within(list).getByText(title));
    await user.click(within(list).getByText('客户名称'));
    expect(await screen.findByText('请至少选择一列')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toContain('客户名称');
    expect(JSON.parse(localStorage.getItem('yjf-columns:customer')!)).toEqual(['name']);
    view.unmount();
    setup();
    await screen.findByText('客户12');
    expect(screen.queryByRole('columnheader', { name: '联系电话' })).toBeNull();
  });

  it('asks before switching, goes back on cancel or failure, and says how it went', async () => {
    const { server, user } = setup();
    let answer: unknown = { resultCode: 'FAIL', message: '状态不能修改' };
    server.on((call) => (call.path === '/api/customer/updateState' ? { json: answer } : undefined));
    await screen.findByText('客户12');
    const firstSwitch = () => screen.getAllByRole('switch')[0]!;
    await user.click(firstSwitch());
    expect(await screen.findByText('确定要禁用「客户12」吗？')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(firstSwitch().getAttribute('aria-checked')).toBe('true'));
    expect(server.callsTo('POST', '/api/customer/updateState')).toHaveLength(0);

    await user.click(firstSwitch());
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('操作失败：状态不能修改')).toBeTruthy();
    await waitFor(() => expect(firstSwitch().getAttribute('aria-checked')).toBe('true'));

    answer = { resultCode: 'SUCCESS' };
    await user.click(firstSwitch());
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('操作成功')).toBeTruthy();
    expect(server.callsTo('POST', '/api/customer/updateState').at(-1)!.body).toEqual({ id: 12, enabled: false });
  });

  it('exports the current search as a file named after the page', async () => {
    const { server, user } = setup();
    server.on((call) => (call.path === '/api/customer/download' ? { blob: new Blob(['xlsx']) } : undefined));
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:fake');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await screen.findByText('客户12');
    await user.type(screen.getByPlaceholderText('请输入客户名称'), '客户1');
    await user.click(screen.getByRole('button', { name: /搜索/ }));
    await user.click(screen.getByRole('button', { name: /导出/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^客户列表_\d{8}_\d{6}\.xlsx$/);
    const query = Object.fromEntries(server.callsTo('GET', '/api/customer/download')[0]!.query);
    expect(query).toEqual({ sort: 'id,desc', blurry: '客户1' });
  });

  it('hides the buttons a user may not use', async () => {
    setup(['customer:list']);
    await screen.findByText('客户12');
    await act(async () => {});
    expect(screen.queryByRole('button', { name: /新增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^删除$/ })).toBeNull();
    expect(screen.getByRole('button', { name: /导出/ })).toBeTruthy();
    expect(screen.getAllByRole('switch')[0]!.hasAttribute('disabled')).toBe(true);
  });

  it('sends 新增 and 编辑 to pages of their own, and keeps 编辑 and 删除 to the rows that allow them', async () => {
    const server = installFakeServer({ roles: ['admin'] });
    const rows = [customer(2), customer(1, { enabled: false })];
    server.on((call) =>
      call.method === 'GET' && call.path === '/api/customer'
        ? { json: { content: rows, totalElements: 2 } }
        : undefined,
    );
    const onAdd = jest.fn();
    const onEdit = jest.fn();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    render(
      <Provider store={createStore()}>
        <CrudPage
          title="客户列表"
          noun="客户"
          api={customerApi}
          permission="customer"
          columns={columns}
          onAdd={onAdd}
          onEdit={onEdit}
          editable={(row) => row.enabled}
          deletable={(row) => row.enabled}
        />
      </Provider>,
    );
    const row = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
    const open = await row('客户2');
    const closed = await row('客户1');
    expect(within(closed).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(closed).queryByRole('button', { name: '删除' })).toBeNull();
    expect(within(closed).getByRole('checkbox').hasAttribute('disabled')).toBe(true);
    expect(within(open).getByRole('checkbox').hasAttribute('disabled')).toBe(false);

    await user.click(screen.getByRole('button', { name: /新增/ }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    await user.click(within(open).getByRole('button', { name: '编辑' }));
    expect(onEdit).toHaveBeenCalledWith(rows[0]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
