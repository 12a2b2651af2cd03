import { screen, waitFor, within } from '@testing-library/react';
import { PURCHASE_PARTLY_IN } from '@yjf/area-purchasing/domain/purchaseOrderSchemas';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { renderPage } from '@yjf/ui/testing/renderPage';
import { StockInDialog } from './StockInDialog';
import { purchaseLine, purchaseOrderRow } from './testing/fakePurchaseOrders';

const order = purchaseOrderRow({
  id: 7,
  version: 3,
  projectId: null,
  projectName: null,
  status: PURCHASE_PARTLY_IN,
  reviewedByName: '管理员',
  reviewedAt: '2026-11-23T02:00:00.000Z',
  lines: [
    purchaseLine(1, '功放', { quantity: 10, receivedQuantity: 4 }),
    purchaseLine(2, '音箱', { quantity: 5, receivedQuantity: 5 }),
    purchaseLine(3, '投影机', { quantity: 3 }),
  ],
});

function setup() {
  const server = installFakeServer({ roles: ['admin'] });
  server.on((call) =>
    call.method === 'POST' && call.path === '/api/purchaseOrder/stockIn'
      ? { json: { message: '入库成功' } }
      : undefined,
  );
  const onClose = jest.fn();
  const { user } = renderPage(<StockInDialog order={order} onClose={onClose} />);
  const input = (name: string) => screen.getByRole('spinbutton', { name: `本次入库 ${name}` }) as HTMLInputElement;
  const sent = () => server.callsTo('POST', '/api/purchaseOrder/stockIn');
  return { server, user, onClose, input, sent };
}

describe('StockInDialog', () => {
  it('lists the lines still waiting, each starting at what remains', () => {
    const { input } = setup();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('功放')).toBeTruthy();
    expect(within(dialog).getByText('投影机')).toBeTruthy();
    expect(within(dialog).queryByText('音箱')).toBeNull(); // everything in already
    expect(input('功放').value).toBe('6');
    expect(input('投影机').value).toBe('3');
  });

  it('never receives more than remains', async () => {
    const { user, input } = setup();
    await user.clear(input('功放'));
    await user.type(input('功放'), '9');
    await user.tab();
    await waitFor(() => expect(input('功放').value).toBe('6'));
  });

  it('sends the units received now, only for lines that receive something, and names the new status', async () => {
    const { user, input, sent, onClose } = setup();
    await user.clear(input('功放'));
    await user.type(input('功放'), '2');
    await user.clear(input('投影机'));
    await user.type(input('投影机'), '0');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]!.body).toEqual({ id: 7, version: 3, lines: [{ lineId: 1, quantity: 2 }] });
    expect(await screen.findByText('入库成功，当前状态：部分入库')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('fills every remaining unit with 全部入库', async () => {
    const { user, input, sent } = setup();
    await user.clear(input('功放'));
    await user.type(input('功放'), '1');
    await user.clear(input('投影机'));
    await user.click(screen.getByRole('button', { name: '全部入库' }));
    expect(input('功放').value).toBe('6');
    expect(input('投影机').value).toBe('3');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]!.body).toEqual({
      id: 7,
      version: 3,
      lines: [
        { lineId: 1, quantity: 6 },
        { lineId: 3, quantity: 3 },
      ],
    });
    expect(await screen.findByText('入库成功，当前状态：全部入库')).toBeTruthy();
  });

  it('asks for at least one unit before sending anything', async () => {
    const { user, input, sent, onClose } = setup();
    await user.clear(input('功放'));
    await user.type(input('功放'), '0');
    await user.clear(input('投影机'));
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请至少为一个产品填写入库数量')).toBeTruthy();
    expect(sent()).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });
});
