import { screen, waitFor, within } from '@testing-library/react';
import type { PurchaseOrder } from '@yjf/area-purchasing/domain/purchaseOrderSchemas';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { purchaseOrderRow } from '../../purchaseOrders/testing/fakePurchaseOrders';
import { product, serveProducts } from '../../products/testing/fakeProducts';
import { renderPage } from '@yjf/ui/testing/renderPage';
import PurchaseOrderEdit from '.';

const ROUTE = '/project/add/purchase/order/:id?';

/** The messages under the fields and the lines. */
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

const order = (extra: Partial<PurchaseOrder> = {}) => purchaseOrderRow({ version: 2, ...extra });

function setup(path: string, saved = order()) {
  const server = installFakeServer({ roles: ['admin'] });
  serveProducts(server, [
    product(1, { name: '功放', brand: '天龙', model: 'AVR-X2800', costPrice: 1234_56, stock: 4 }),
  ]);
  const supplier = { id: 5, name: '华音器材' };
  const project = { id: 3, name: '滨江别墅影音室' };
  server.on((call) => {
    // RecordSelect asks for a chosen record by id until the list that holds it is there.
    if (call.path === '/api/supplier') return { json: { content: [supplier], totalElements: 1 } };
    if (call.path === '/api/supplier/5') return { json: supplier };
    if (call.path === '/api/project') return { json: { content: [project], totalElements: 1 } };
    if (call.path === '/api/project/3') return { json: project };
    if (call.path === '/api/purchaseOrder/11' && call.method === 'GET') return { json: saved };
    if (call.path === '/api/purchaseOrder' && call.method !== 'GET') return { json: saved };
    return undefined;
  });
  return { server, ...renderPage(<PurchaseOrderEdit />, path, ROUTE) };
}

describe('PurchaseOrderEdit', () => {
  it('checks the order with the shared schema, then adds it linked to the project and opens it', async () => {
    const { server, user } = setup('/project/add/purchase/order?projectId=3');
    expect(await screen.findByText('滨江别墅影音室')).toBeTruthy(); // preset from ?projectId=
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(alerts()).toEqual(expect.arrayContaining(['请选择供应商', '请选择产品'])));
    expect(server.callsTo('POST', '/api/purchaseOrder')).toHaveLength(0);

    const [supplier, , productPicker] = screen.getAllByRole('combobox');
    await user.click(supplier!);
    await user.click(await screen.findByRole('option', { name: '华音器材' }));
    await user.click(productPicker!);
    await user.click(await screen.findByRole('option', { name: /功放/ }));
    const row = screen.getAllByRole('row')[1]!;
    await user.clear(within(row).getByRole('spinbutton', { name: '数量' }));
    await user.type(within(row).getByRole('spinbutton', { name: '数量' }), '7');
    await user.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(server.callsTo('POST', '/api/purchaseOrder')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/purchaseOrder')[0]!.body).toEqual({
      supplierId: 5,
      projectId: 3,
      lines: [{ productId: 1, quantity: 7, unitPrice: '1234.56' }],
    });
    expect(await screen.findByText('at /project/detail/purchase/order/11')).toBeTruthy();
  });

  it('edits an unreviewed order with the version it was loaded at', async () => {
    const { server, user } = setup('/project/add/purchase/order/11');
    const row = await waitFor(() => {
      const found = screen.getAllByRole('row')[1]!;
      expect((within(found).getByRole('textbox', { name: '单价' }) as HTMLInputElement).value).toBe('1234.56');
      return found;
    });
    await user.clear(within(row).getByRole('textbox', { name: '单价' }));
    await user.type(within(row).getByRole('textbox', { name: '单价' }), '1000');
    expect(screen.getByLabelText('采购金额').textContent).toBe('¥7,000.00');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/purchaseOrder')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/purchaseOrder')[0]!.body).toMatchObject({
      id: 11,
      version: 2,
      supplierId: 5,
      projectId: 3,
      lines: [{ productId: 1, quantity: 7, unitPrice: '1000' }],
    });
  });

  it('will not edit a reviewed order', async () => {
    setup('/project/add/purchase/order/11', order({ status: 1 }));
    expect(await screen.findByText('采购单已审核')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  });
});
