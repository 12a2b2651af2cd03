import { screen } from '@testing-library/react';
import { STOCK_OUT_NOT_OUT, STOCK_OUT_UNREVIEWED } from '@yjf/area-purchasing/domain/stockOutSchemas';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { stockOutRow } from '../../stockOuts/testing/fakeStockOuts';
import { renderPage } from '@yjf/ui/testing/renderPage';
import StockOutProducts from '.';

const ROUTE = '/project/otustock/product/:id?';

function setup(status: number) {
  const server = installFakeServer({ roles: ['admin'] });
  server.on((call) => {
    if (call.method !== 'GET') return undefined;
    if (call.path === '/api/stockOut/31') return { json: stockOutRow({ status }) };
    if (call.path === '/api/project/7') return { json: { id: 7, name: '滨江壹号影音室' } };
    if (call.path === '/api/product' || call.path === '/api/project')
      return { json: { content: [], totalElements: 0 } };
    return undefined;
  });
  return renderPage(<StockOutProducts />, '/project/otustock/product/7?stockOut=31', ROUTE);
}

describe('选择出库产品 for a saved stock-out', () => {
  it('opens an unreviewed stock-out with its products', async () => {
    setup(STOCK_OUT_UNREVIEWED);
    expect(await screen.findByText('编辑出库单 CK20261123001')).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: '投影机 出库数量' })).toBeTruthy();
  });

  it('will not change a reviewed one', async () => {
    const { user } = setup(STOCK_OUT_NOT_OUT);
    expect(await screen.findByText('出库单已审核')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '查看出库单' }));
    expect(await screen.findByText('at /project/detail/stock/out/31')).toBeTruthy();
  });
});
