import { screen, within } from '@testing-library/react';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { amplifierLine, purchaseLine, purchaseOrderRow } from '../../purchaseOrders/testing/fakePurchaseOrders';
import { renderPage } from '@yjf/ui/testing/renderPage';
import PurchaseOrderDetail from '.';

const order = (status: number) =>
  purchaseOrderRow({
    version: 4,
    status,
    reviewedByName: status > 0 ? '王经理' : null,
    reviewedAt: status > 0 ? '2026-11-23T02:00:00.000Z' : null,
    remark: '首批设备',
    lines: [
      { ...amplifierLine, receivedQuantity: status === 2 ? 2 : 0 },
      purchaseLine(22, '音箱线', { productId: 2, unit: '米', quantity: 3, unitPrice: 10 }),
    ],
  });

function setup(status: number) {
  const server = installFakeServer({ roles: ['admin'] });
  server.on((call) => (call.path === '/api/purchaseOrder/11' ? { json: order(status) } : undefined));
  return renderPage(
    <PurchaseOrderDetail />,
    '/project/detail/purchase/order/11',
    '/project/detail/purchase/order/:id?',
  );
}

const actions = () =>
  within(screen.getByText('采购单 CG20261123001').closest('.arco-card') as HTMLElement)
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('PurchaseOrderDetail', () => {
  it('shows the order, its lines with what has come in, and 编辑 and 审核 while unreviewed', async () => {
    setup(0);
    expect(await screen.findByText('采购单 CG20261123001')).toBeTruthy();
    expect(screen.getByText('华音器材')).toBeTruthy();
    expect(screen.getByText('滨江别墅影音室')).toBeTruthy();
    expect(screen.getByText('¥8,642.22')).toBeTruthy();
    expect(await screen.findByText('未审核')).toBeTruthy();
    expect(actions()).toEqual(['打印', '编辑', '审核']);
    const amplifier = screen.getByText('功放').closest('tr') as HTMLElement;
    expect(within(amplifier).getByText('天龙 AVR-X2800')).toBeTruthy();
    expect(within(amplifier).getByText('¥8,641.92')).toBeTruthy();
  });

  it('receives a reviewed order from its page', async () => {
    const { user } = setup(2);
    expect(await screen.findByText('部分入库')).toBeTruthy();
    expect(actions()).toEqual(['打印', '入库']);
    const amplifier = screen.getByText('功放').closest('tr') as HTMLElement;
    expect(
      within(amplifier)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(-2),
    ).toEqual(['2', '5']);
    await user.click(screen.getByRole('button', { name: '入库' }));
    expect(await screen.findByText('采购入库：CG20261123001')).toBeTruthy();
    expect(
      (screen.getByRole('spinbutton', { name: '本次入库 功放（天龙 AVR-X2800）' }) as HTMLInputElement).value,
    ).toBe('5');
  });

  it('opens the order’s print view with 打印', async () => {
    const { user } = setup(3);
    expect(await screen.findByText('全部入库')).toBeTruthy();
    expect(actions()).toEqual(['打印']);
    await user.click(screen.getByRole('button', { name: /打印/ }));
    expect(await screen.findByText('at /print/purchase/order/11')).toBeTruthy();
  });

  it('says so when the order does not exist', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {}); // the 404, said by the error presenter
    installFakeServer({ roles: ['admin'] });
    renderPage(<PurchaseOrderDetail />, '/project/detail/purchase/order/99', '/project/detail/purchase/order/:id?');
    expect(await screen.findByText('采购单已被删除')).toBeTruthy();
  });
});
