import { screen, within } from '@testing-library/react';
import { STOCK_OUT_DONE, STOCK_OUT_NOT_OUT } from '@yjf/area-purchasing/domain/stockOutSchemas';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { stockOutLine, stockOutRow } from '../../stockOuts/testing/fakeStockOuts';
import { renderPage } from '@yjf/ui/testing/renderPage';
import StockOutDetail from '.';

const ROUTE = '/project/detail/stock/out/:id?';

function setup(status: number, path = '/project/detail/stock/out/31') {
  const server = installFakeServer({ roles: ['admin'] });
  const lines = [stockOutLine(1, '投影机', 8, 5), stockOutLine(2, '音箱', 4, 9)];
  server.on((call) =>
    call.method === 'GET' && call.path === '/api/stockOut/31'
      ? { json: stockOutRow({ status, lines, reviewedByName: '李娜', reviewedAt: '2026-11-23T03:00:00.000Z' }) }
      : undefined,
  );
  return renderPage(<StockOutDetail />, path, ROUTE);
}

describe('出库单详情', () => {
  it('shows the stock-out, its lines against the stock on hand, and 出库 once reviewed', async () => {
    setup(STOCK_OUT_NOT_OUT);
    expect(await screen.findByText('出库单 CK20261123001')).toBeTruthy();
    expect(screen.getByText('李娜')).toBeTruthy();
    expect(screen.getByText('2 种 / 12 件')).toBeTruthy();
    const projector = screen.getByText('投影机').closest('tr') as HTMLElement;
    expect(within(projector).getByText('库存不足')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '出库' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull();
  });

  it('offers only 打印 once gone out, which opens the stock-out’s print view', async () => {
    const { user } = setup(STOCK_OUT_DONE);
    expect((await screen.findAllByText('已出库')).length).toBeGreaterThan(0);
    expect(screen.queryByText('库存不足')).toBeNull();
    const card = screen.getByText('出库单 CK20261123001').closest('.arco-card') as HTMLElement;
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['打印']);
    await user.click(within(card).getByRole('button', { name: /打印/ }));
    expect(await screen.findByText('at /print/stock/out/31')).toBeTruthy();
  });

  it('says so when there is no such stock-out', async () => {
    setup(STOCK_OUT_DONE, '/project/detail/stock/out/');
    expect(await screen.findByText('出库单不存在')).toBeTruthy();
  });
});
