import { screen, waitFor, within } from '@testing-library/react';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { renderPage } from '@yjf/ui/testing/renderPage';
import { buttonsOf, rowOf } from '../testing/tableRows';
import { PurchaseOrderTable } from './PurchaseOrderTable';
import { purchaseOrderRow } from './testing/fakePurchaseOrders';

const order = (id: number, status: number) => purchaseOrderRow({ id, code: `CG2026112300${id}`, status, lines: [] });

const orders = [order(4, 3), order(3, 2), order(2, 1), order(1, 0)];

function setup(projectId?: number, roles = ['admin']) {
  const server = installFakeServer({ roles });
  server.on((call) => {
    if (call.method === 'GET' && call.path === '/api/purchaseOrder')
      return { json: { content: orders, totalElements: orders.length } };
    if (call.path === '/api/purchaseOrder/review') return { json: { message: '审核成功' } };
    // the search bar's pickers
    if (call.path === '/api/supplier' || call.path === '/api/project')
      return { json: { content: [], totalElements: 0 } };
    return undefined;
  });
  const view = renderPage(<PurchaseOrderTable projectId={projectId} />, '/purchase/order');
  return { server, ...view };
}

describe('PurchaseOrderTable', () => {
  it('offers in each row only what its status allows', async () => {
    setup();
    await screen.findByText('CG20261123001');
    expect(buttonsOf('CG20261123001')).toEqual(['详情', '审核', '编辑', '删除']);
    expect(buttonsOf('CG20261123002')).toEqual(['详情', '入库']);
    expect(buttonsOf('CG20261123003')).toEqual(['详情', '入库']);
    expect(buttonsOf('CG20261123004')).toEqual(['详情']);
    // only an unreviewed order can be chosen for the bulk delete
    expect(within(rowOf('CG20261123004')).getByRole('checkbox').hasAttribute('disabled')).toBe(true);
    expect(within(rowOf('CG20261123001')).getByRole('checkbox').hasAttribute('disabled')).toBe(false);
  });

  it('writes a new order on its own page', async () => {
    const { user } = setup();
    await screen.findByText('CG20261123001');
    await user.click(screen.getByRole('button', { name: /新增/ }));
    expect(await screen.findByText('at /project/add/purchase/order')).toBeTruthy();
  });

  it('edits an unreviewed order on its page', async () => {
    const { user } = setup();
    await screen.findByText('CG20261123001');
    await user.click(within(rowOf('CG20261123001')).getByRole('button', { name: '编辑' }));
    expect(await screen.findByText('at /project/add/purchase/order/1')).toBeTruthy();
  });

  it('reviews after asking, with the version of the row', async () => {
    const { user, server } = setup();
    await screen.findByText('CG20261123001');
    await user.click(within(rowOf('CG20261123001')).getByRole('button', { name: '审核' }));
    expect(await screen.findByText('确定审核「CG20261123001」吗？审核后不能再修改。')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/purchaseOrder/review')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/purchaseOrder/review')[0]!.body).toEqual({ id: 1, version: 1 });
    expect(await screen.findByText('审核成功')).toBeTruthy();
  });

  it('opens the stock-in dialog of a reviewed order', async () => {
    const { user } = setup();
    await screen.findByText('CG20261123002');
    await user.click(within(rowOf('CG20261123002')).getByRole('button', { name: '入库' }));
    expect(await screen.findByText('采购入库：CG20261123002')).toBeTruthy();
  });

  it('hides review and stock-in from users without their permissions', async () => {
    setup(undefined, ['purchaseOrder:list']);
    await screen.findByText('CG20261123001');
    expect(buttonsOf('CG20261123001')).toEqual(['详情']);
    expect(buttonsOf('CG20261123002')).toEqual(['详情']);
    expect(screen.queryByRole('button', { name: /新增/ })).toBeNull();
  });

  it("lists one project's orders, and a new one starts linked to it", async () => {
    const { user, server } = setup(3);
    await screen.findByText('CG20261123001');
    expect(server.callsTo('GET', '/api/purchaseOrder')[0]!.query.get('projectId')).toBe('3');
    expect(screen.queryByRole('columnheader', { name: '关联项目' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /新增/ }));
    expect(await screen.findByText('at /project/add/purchase/order?projectId=3')).toBeTruthy();
  });
});
