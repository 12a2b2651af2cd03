import { screen, waitFor, within } from '@testing-library/react';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { product, serveProducts } from '../products/testing/fakeProducts';
import { renderPage } from '@yjf/ui/testing/renderPage';
import { StockOutChooser } from './StockOutChooser';
import { stockOutLine, stockOutRow } from './testing/fakeStockOuts';

const projector = product(1, { name: '投影机', brand: 'Epson', model: 'M-1', stock: 5 });
const amplifier = product(2, { name: '功放', brand: 'Epson', model: 'M-2', stock: 0 });
const project = { id: 7, name: '滨江壹号影音室' };

function setup(props: Partial<Parameters<typeof StockOutChooser>[0]> = {}) {
  const server = installFakeServer({ roles: ['admin'] });
  serveProducts(server, [projector, amplifier]);
  server.on((call) => {
    if (call.method === 'GET' && call.path === '/api/project')
      return { json: { content: [project], totalElements: 1 } };
    if (call.method === 'GET' && call.path === '/api/project/7') return { json: project };
    if (call.method === 'POST' && call.path === '/api/stockOut') return { status: 201, json: { id: 31 } };
    if (call.method === 'PUT' && call.path === '/api/stockOut') return { json: { id: 12 } };
    return undefined;
  });
  const onSaved = jest.fn();
  const rendered = renderPage(<StockOutChooser projectId={7} onSaved={onSaved} {...props} />);
  return { server, onSaved, ...rendered };
}

const productRow = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
const submitButton = () => screen.getByRole('button', { name: '提交出库单' }) as HTMLButtonElement;

describe('the stock-out product chooser', () => {
  it('lists a product without stock as 无库存, and it cannot be chosen', async () => {
    const { server } = setup();
    const row = await productRow('功放');
    expect(within(row).getByText('无库存')).toBeTruthy();
    expect((within(row).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    expect((within(await productRow('投影机')).getByRole('checkbox') as HTMLInputElement).disabled).toBe(false);
    // Only enabled products are offered.
    expect(server.callsTo('GET', '/api/product')[0]!.query.get('enabled')).toBe('true');
  });

  it('marks a quantity above the stock 库存不足 and will not submit it', async () => {
    const { user, server, onSaved } = setup();
    await user.click(within(await productRow('投影机')).getByRole('checkbox'));
    const quantity = await screen.findByRole('spinbutton', { name: '投影机 出库数量' });
    expect((quantity as HTMLInputElement).value).toBe('1');
    expect(screen.getByText('已选产品（1 种 / 1 件）')).toBeTruthy();

    await user.clear(quantity);
    await user.type(quantity, '6');
    expect(await screen.findByText('库存不足')).toBeTruthy();
    expect((quantity as HTMLInputElement).value).toBe('6'); // not cut down to the stock behind the user's back
    expect(submitButton().disabled).toBe(true);

    await user.clear(quantity);
    await user.type(quantity, '5');
    await waitFor(() => expect(screen.queryByText('库存不足')).toBeNull());
    expect(submitButton().disabled).toBe(false);

    await user.type(screen.getByPlaceholderText('例如：客厅影音系统第一批设备'), '第一批');
    await user.click(submitButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(31));
    expect(server.callsTo('POST', '/api/stockOut')[0]!.body).toEqual({
      projectId: 7,
      lines: [{ productId: 1, quantity: 5 }],
      remark: '第一批',
    });
  });

  it('asks for a project and products before sending anything', async () => {
    const { user, server } = setup({ projectId: undefined });
    await productRow('投影机');
    await user.click(submitButton());
    expect(await screen.findByText('请选择所属项目')).toBeTruthy();
    expect(server.callsTo('POST', '/api/stockOut')).toHaveLength(0);
  });

  it('opens an unreviewed stock-out with its lines, short ones marked', async () => {
    const editing = stockOutRow({
      id: 12,
      version: 3,
      remark: '客厅',
      lines: [stockOutLine(1, '投影机', 8, 5)],
    });
    const { user, server, onSaved } = setup({ projectId: undefined, editing });
    expect(await screen.findByText('编辑出库单 CK20261123001')).toBeTruthy();
    expect(screen.getByText('库存不足')).toBeTruthy();
    expect(submitButton().disabled).toBe(true);

    const quantity = screen.getByRole('spinbutton', { name: '投影机 出库数量' });
    await user.clear(quantity);
    await user.type(quantity, '4');
    await user.click(submitButton());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(12));
    expect(server.callsTo('PUT', '/api/stockOut')[0]!.body).toEqual({
      id: 12,
      version: 3,
      projectId: 7,
      lines: [{ productId: 1, quantity: 4 }],
      remark: '客厅',
    });
  });
});
