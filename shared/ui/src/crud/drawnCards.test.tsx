import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { resourceApi } from '@yjf/api/records';
import { DICT, DICTIONARY_SEEDS } from '@yjf/domain/dictionaries';
import { day, declareResource, dict, enabled, money, phone, text, type RowOf } from '@yjf/domain/resourceFields';
import { createStore } from '@yjf/store/store';
import { Button } from '../arcoCore';
import { installFakeServer } from '../testing/fakeServer';
import { setScreen } from '../testing/screenWidth';
import { declaredCards, drawnCardsMarkup } from './drawnCards';
import { ResourcePage } from './ResourcePage';

// A list as the areas declare theirs: the name not first, a dictionary, a date, money, the enabled flag, a
// column shown only when chosen, and a value that must be escaped.
const declaration = declareResource({
  noun: '客户',
  title: '客户列表',
  fields: {
    phone: phone('联系电话', { column: true, form: true }),
    name: text('客户名称', { max: 50, required: true, column: true, form: true }),
    channelType: dict('渠道类型', DICT.channelType, { required: true, column: true, form: true }),
    visitDay: day('回访日期', { column: true }),
    amount: money('合同金额', { column: true }),
    enabled: enabled({ column: true }),
    remark: text('备注', { max: 200, column: { hidden: true }, form: true }),
  },
});
type Row = RowOf<typeof declaration>;
const api = resourceApi<Row, Record<string, unknown>>('customer');

const row = (id: number, overrides: Partial<Row> = {}): Row => ({
  id,
  version: 1,
  phone: `1390000${String(id).padStart(4, '0')}`,
  name: `客户${id}`,
  channelType: 2,
  visitDay: '2026-12-06',
  amount: 1234500,
  enabled: true,
  remark: '',
  ...overrides,
});
const rows = [
  row(4, { channelType: 99 }),
  row(3, { name: '<b>华府</b> & "家居"', channelType: 9 }),
  row(2, { visitDay: null }),
  row(1),
];

function drawPage(actions: boolean, content: Row[] = rows) {
  const server = installFakeServer({ roles: ['customer:list'] });
  server.on((call) =>
    call.method === 'GET' && call.path === '/api/customer'
      ? { json: { content, totalElements: content.length } }
      : undefined,
  );
  render(
    <Provider store={createStore()}>
      <ResourcePage
        declaration={declaration}
        api={api}
        permission="customer"
        rowActions={actions ? () => <Button size="mini">跟进</Button> : undefined}
      />
    </Provider>,
  );
}

/** Markup as the browser reads it: the same elements, attributes and text, written one way. */
function parsed(markup: string): string {
  const holder = document.createElement('div');
  holder.innerHTML = markup;
  return holder.innerHTML;
}

/** The markup of the page's list of cards, once its dictionaries have drawn their tags. */
async function drawnByPage(): Promise<string> {
  const list = await screen.findByRole('list', { name: '客户列表' });
  await screen.findAllByText('自然进店');
  return list.closest('.arco-spin')!.outerHTML;
}

/** The markup of the page's empty list, once it has loaded. */
async function emptyByPage(): Promise<string> {
  const spin = (await screen.findByText('暂无数据')).closest('.arco-spin')!;
  await waitFor(() => expect(spin.classList.contains('arco-spin-loading')).toBe(false));
  return spin.outerHTML;
}

beforeEach(() => setScreen('phone'));
afterEach(() => setScreen('desktop'));

describe('declaredCards and drawnCardsMarkup', () => {
  it('draw a declared list’s cards as the page’s own list draws them, with row buttons', async () => {
    drawPage(true);
    const cards = declaredCards(declaration, rows, DICTIONARY_SEEDS);
    expect(parsed(drawnCardsMarkup(cards, { label: '客户列表', actions: true }))).toBe(await drawnByPage());
  });

  it('draw them without the 操作 button for a list without row buttons', async () => {
    drawPage(false);
    const cards = declaredCards(declaration, rows, DICTIONARY_SEEDS);
    expect(parsed(drawnCardsMarkup(cards, { label: '客户列表', actions: false }))).toBe(await drawnByPage());
  });

  it('draw an empty first page as the page says it', async () => {
    drawPage(true, []);
    expect(parsed(drawnCardsMarkup([], { label: '客户列表', actions: true }))).toBe(await emptyByPage());
  });
});
