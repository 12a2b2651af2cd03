import { act, screen, waitFor, within } from '@testing-library/react';
import { STOCK_OUT_DONE, STOCK_OUT_NOT_OUT, STOCK_OUT_UNREVIEWED } from '@yjf/area-purchasing/domain/stockOutSchemas';
import { Modal, Notification } from '@yjf/ui/arcoCore';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { renderPage } from '@yjf/ui/testing/renderPage';
import { StockOutActions } from './StockOutActions';
import { stockOutLine, stockOutRow } from './testing/fakeStockOuts';

const stockOut = (status: number) =>
  stockOutRow({
    status,
    lines: [
      { ...stockOutLine(1, '投影机', 2, 5), model: 'CH-TW7000' },
      { ...stockOutLine(2, '音箱', 4, 9), brand: '', model: '', unit: '只' },
    ],
  });

function setup(status: number, variant: 'row' | 'page', roles = ['admin']) {
  const server = installFakeServer({ roles });
  server.on((call) => {
    if (call.method === 'POST' && call.path === '/api/stockOut/out') return { json: { message: '出库成功' } };
    if (call.method === 'POST' && call.path === '/api/stockOut/review') return { json: { message: '审核成功' } };
    return undefined;
  });
  return { server, ...renderPage(<StockOutActions stockOut={stockOut(status)} variant={variant} />) };
}

// The confirmations and notices live outside the rendered tree.
afterEach(() =>
  act(() => {
    Modal.destroyAll();
    Notification.clear();
  }),
);

const button = (name: string) => screen.queryByRole('button', { name });

describe('the actions of a stock-out', () => {
  it('offers 详情 and 审核 in a row while unreviewed; the list adds 编辑 and 删除 itself', async () => {
    const { user } = setup(STOCK_OUT_UNREVIEWED, 'row');
    await screen.findByRole('button', { name: '审核' });
    expect(button('编辑')).toBeNull();
    expect(button('删除')).toBeNull();
    expect(button('出库')).toBeNull();
    await user.click(button('详情')!);
    expect(await screen.findByText('at /project/detail/stock/out/31')).toBeTruthy();
  });

  it('offers 编辑 and 审核 on the page while unreviewed; 编辑 opens the product chooser', async () => {
    const { user } = setup(STOCK_OUT_UNREVIEWED, 'page');
    await screen.findByRole('button', { name: '审核' });
    expect(button('详情')).toBeNull();
    expect(button('出库')).toBeNull();
    await user.click(button('编辑')!);
    expect(await screen.findByText('at /project/otustock/product/7?stockOut=31')).toBeTruthy();
  });

  it('reviews after a confirmation', async () => {
    const { user, server } = setup(STOCK_OUT_UNREVIEWED, 'page');
    await user.click(await screen.findByRole('button', { name: '审核' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/stockOut/review')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/stockOut/review')[0]!.body).toEqual({ id: 31, version: 2 });
    expect(await screen.findByText('审核成功')).toBeTruthy();
  });

  it('ships a reviewed stock-out after a confirmation that lists what leaves', async () => {
    const { user, server } = setup(STOCK_OUT_NOT_OUT, 'page');
    expect(button('编辑')).toBeNull();
    await user.click(await screen.findByRole('button', { name: '出库' }));
    const leaving = await screen.findByRole('list', { name: '出库产品' });
    expect(leaving.textContent).toContain('投影机（Epson CH-TW7000） × 2台');
    expect(leaving.textContent).toContain('音箱 × 4只');
    await user.click(within(leaving.closest('.arco-modal') as HTMLElement).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/stockOut/out')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/stockOut/out')[0]!.body).toEqual({ id: 31, version: 2 });
    expect(await screen.findByText('出库成功')).toBeTruthy();
  });

  it('shows nothing to a user without the permissions, and nothing once gone out', async () => {
    setup(STOCK_OUT_NOT_OUT, 'page', ['stockOut:list']);
    await waitFor(() => expect(button('出库')).toBeNull());
    setup(STOCK_OUT_DONE, 'row');
    expect(await screen.findAllByRole('button', { name: '详情' })).toHaveLength(1);
    expect(button('出库')).toBeNull();
  });
});
