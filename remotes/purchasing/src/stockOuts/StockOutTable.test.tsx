import { screen, waitFor, within } from '@testing-library/react';
import { STOCK_OUT_DONE, STOCK_OUT_NOT_OUT, STOCK_OUT_UNREVIEWED } from '@yjf/area-purchasing/domain/stockOutSchemas';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { renderPage } from '@yjf/ui/testing/renderPage';
import { buttonsOf, rowOf } from '../testing/tableRows';
import { StockOutTable } from './StockOutTable';
import { stockOutLine, stockOutRow } from './testing/fakeStockOuts';

const stockOut = (id: number, status: number, quantities: number[]) =>
  stockOutRow({
    id,
    code: `CK2026112300${id}`,
    status,
    reviewedByName: status > STOCK_OUT_UNREVIEWED ? '李娜' : null,
    lines: quantities.map((quantity, index) => stockOutLine(index + 1, `产品${index + 1}`, quantity, 20)),
  });

const stockOuts = [
  stockOut(3, STOCK_OUT_DONE, [1]),
  stockOut(2, STOCK_OUT_NOT_OUT, [1]),
  stockOut(1, STOCK_OUT_UNREVIEWED, [2, 4, 6]),
];

function setup(projectId?: number, roles = ['admin']) {
  const server = installFakeServer({ roles });
  server.on((call) => {
    if (call.method === 'GET' && call.path === '/api/stockOut')
      return { json: { content: stockOuts, totalElements: stockOuts.length } };
    if (call.method === 'DELETE' && call.path === '/api/stockOut') return { json: { message: '删除成功' } };
    if (call.path === '/api/stockOut/download') return { blob: new Blob(['xlsx']) };
    // the search bar's project picker
    if (call.path === '/api/project') return { json: { content: [], totalElements: 0 } };
    return undefined;
  });
  const view = renderPage(<StockOutTable title="出库单列表" projectId={projectId} />);
  return { server, ...view };
}

describe('the stock-out list', () => {
  it('shows each stock-out with its products counted, its status and what may be done now', async () => {
    setup();
    await screen.findByText('CK20261123001');
    expect(within(rowOf('CK20261123001')).getByText('3 种 / 12 件')).toBeTruthy();
    expect(await within(rowOf('CK20261123001')).findByText('未审核')).toBeTruthy();
    expect(within(rowOf('CK20261123001')).getByText('滨江壹号影音室')).toBeTruthy();
    expect(within(rowOf('CK20261123002')).getByText('未出库')).toBeTruthy();
    expect(within(rowOf('CK20261123002')).getByText('李娜')).toBeTruthy();
    // 出库人 and 创建时间 wait in the column chooser: the default columns fit 1440 px (issue 58).
    for (const title of ['单号', '项目', '产品', '状态', '审核人', '出库时间'])
      expect(screen.getByRole('columnheader', { name: title })).toBeTruthy();

    expect(buttonsOf('CK20261123001')).toEqual(['详情', '审核', '编辑', '删除']);
    expect(buttonsOf('CK20261123002')).toEqual(['详情', '出库']);
    expect(buttonsOf('CK20261123003')).toEqual(['详情']);
    // only an unreviewed stock-out can be chosen for the bulk delete
    expect(within(rowOf('CK20261123001')).getByRole('checkbox').hasAttribute('disabled')).toBe(false);
    expect(within(rowOf('CK20261123002')).getByRole('checkbox').hasAttribute('disabled')).toBe(true);
  });

  it('opens a stock-out from its number', async () => {
    const { user } = setup();
    await user.click(await screen.findByText('CK20261123002'));
    expect(await screen.findByText('at /project/detail/stock/out/2')).toBeTruthy();
  });

  it('opens a stock-out from 详情', async () => {
    const { user } = setup();
    await screen.findByText('CK20261123003');
    await user.click(within(rowOf('CK20261123003')).getByRole('button', { name: '详情' }));
    expect(await screen.findByText('at /project/detail/stock/out/3')).toBeTruthy();
  });

  it('adds in the product chooser, a page', async () => {
    const { user } = setup();
    await screen.findByText('CK20261123001');
    await user.click(screen.getByRole('button', { name: /新增/ }));
    expect(await screen.findByText('at /project/otustock/product')).toBeTruthy();
  });

  it('changes an unreviewed stock-out in the product chooser, under its project', async () => {
    const { user } = setup();
    await screen.findByText('CK20261123001');
    await user.click(within(rowOf('CK20261123001')).getByRole('button', { name: '编辑' }));
    expect(await screen.findByText('at /project/otustock/product/7?stockOut=1')).toBeTruthy();
  });

  it('deletes an unreviewed stock-out after asking', async () => {
    const { user, server } = setup();
    await screen.findByText('CK20261123001');
    await user.click(within(rowOf('CK20261123001')).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('确定删除「CK20261123001」吗？')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.callsTo('DELETE', '/api/stockOut')).toHaveLength(1));
    expect(server.callsTo('DELETE', '/api/stockOut')[0]!.body).toEqual([1]);
    expect(await screen.findByText('删除成功')).toBeTruthy();
  });

  it("lists one project's stock-outs, exports them, and adds to that project", async () => {
    const { server, user } = setup(7);
    URL.createObjectURL = jest.fn(() => 'blob:fake');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await screen.findByText('CK20261123001');
    expect(server.callsTo('GET', '/api/stockOut')[0]!.query.get('projectId')).toBe('7');
    expect(screen.queryByRole('columnheader', { name: '项目' })).toBeNull(); // no project column on its own list
    await user.click(screen.getByRole('button', { name: /导出/ }));
    await waitFor(() => expect(server.callsTo('GET', '/api/stockOut/download')).toHaveLength(1));
    expect(server.callsTo('GET', '/api/stockOut/download')[0]!.query.get('projectId')).toBe('7');
    await user.click(screen.getByRole('button', { name: /新增/ }));
    expect(await screen.findByText('at /project/otustock/product/7')).toBeTruthy();
  });

  it('offers only 详情 and 导出 to a user who may only look', async () => {
    setup(undefined, ['stockOut:list']);
    await screen.findByText('CK20261123001');
    expect(buttonsOf('CK20261123001')).toEqual(['详情']);
    expect(buttonsOf('CK20261123002')).toEqual(['详情']);
    expect(screen.queryByRole('button', { name: /新增/ })).toBeNull();
    expect(screen.getByRole('button', { name: /导出/ })).toBeTruthy();
  });
});
