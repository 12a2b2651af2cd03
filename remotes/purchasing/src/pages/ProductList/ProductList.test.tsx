import { screen, waitFor, within } from '@testing-library/react';
import type { StockMovement } from '@yjf/area-purchasing/domain/productSchemas';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { product, serveProducts } from '../../products/testing/fakeProducts';
import { renderPage } from '@yjf/ui/testing/renderPage';
import ProductList from '.';

const amplifier = product(1, { name: '功放', brand: '天龙', model: 'AVR-X2800', costPrice: 1234_56, stock: 5 });
const cable = product(2, { name: '音箱线', unit: '米', stock: 0 });

const movement = (id: number, extra: Partial<StockMovement>): StockMovement => ({
  id,
  kind: 'opening',
  quantity: 0,
  balance: 0,
  purchaseOrderId: null,
  stockOutId: null,
  reference: '',
  createdByName: '管理员',
  createTime: '2026-11-23T01:00:00.000Z',
  ...extra,
});

const movements = [
  movement(3, { kind: 'stockOut', quantity: -2, balance: 5, stockOutId: 8, reference: 'CK20261123001' }),
  movement(2, { kind: 'stockIn', quantity: 4, balance: 7, purchaseOrderId: 6, reference: 'CG20261123001' }),
  movement(1, { kind: 'opening', quantity: 3, balance: 3 }),
];

function setup() {
  const server = installFakeServer({ roles: ['admin'] });
  serveProducts(server, [amplifier, cable]);
  server.on((call) =>
    call.path === '/api/product/1/movements'
      ? { json: { content: movements, totalElements: movements.length } }
      : undefined,
  );
  const view = renderPage(<ProductList />, '/purchase/product');
  const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
  return { server, row, ...view };
}

describe('ProductList', () => {
  it('shows each product with its stock, red when there is none', async () => {
    const { row } = setup();
    await screen.findByText('功放');
    expect(within(row('功放')).getByText('¥1,234.56')).toBeTruthy();
    expect(within(row('音箱线')).getByText('0').getAttribute('style')).toMatch(/danger/);
    expect(within(row('功放')).getByText('5').getAttribute('style')).toBeNull();
  });

  it('asks for the opening stock when adding, never when editing', async () => {
    const { user, row } = setup();
    await screen.findByText('功放');
    await user.click(screen.getByRole('button', { name: /新增/ }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('期初库存')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(row('功放')).getByRole('button', { name: '编辑' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText('期初库存')).toBeNull();
    expect(within(dialog).getByText('当前库存')).toBeTruthy();
    expect(within(dialog).getByText(/5（库存随入库、出库变化/)).toBeTruthy();
  });

  it("lists a product's stock movements, signed, each with its document", async () => {
    const { user, row } = setup();
    await screen.findByText('功放');
    await user.click(within(row('功放')).getByRole('button', { name: '库存流水' }));
    const title = await screen.findByText('库存流水：功放（天龙 AVR-X2800）');
    const drawer = title.closest('.arco-drawer') as HTMLElement;
    const lines = await waitFor(() => {
      const found = within(drawer).getAllByRole('row').slice(1);
      expect(found).toHaveLength(3);
      return found;
    });
    expect(lines.map((line) => within(line).getAllByRole('cell')[1]!.textContent)).toEqual([
      '出库',
      '采购入库',
      '期初库存',
    ]);
    expect(within(lines[0]!).getByText('−2')).toBeTruthy();
    expect(within(lines[1]!).getByText('+4')).toBeTruthy();
    await user.click(within(lines[1]!).getByText('CG20261123001'));
    expect(await screen.findByText('at /project/detail/purchase/order/6')).toBeTruthy();
  });
});
