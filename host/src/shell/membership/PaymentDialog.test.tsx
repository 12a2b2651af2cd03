import { act, render, screen } from '@testing-library/react';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { PaymentDialog } from './PaymentDialog';

const ORDER = { orderNo: '1z2g3c4z1795000000000vip', totalFen: 1_256_400, qrUrl: 'blob:qr' };

/** The dialog over an order whose state the test sets; answers the polls made. */
function setup() {
  const state: { result: 0 | 1; closed: boolean; note?: string } = { result: 0, closed: false };
  const server = installFakeServer({ roles: ['admin'] });
  server.on((call) =>
    call.path === '/api/common/getWechatOrder' ? { json: { resultCode: 'SUCCESS', ...state } } : undefined,
  );
  const onPaid = jest.fn();
  const onClose = jest.fn();
  const view = render(<PaymentDialog order={ORDER} userid={7} onClose={onClose} onPaid={onPaid} />);
  const polls = () => server.callsTo('GET', '/api/common/getWechatOrder');
  const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
  return { state, onPaid, onClose, view, polls, wait };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('PaymentDialog', () => {
  it('shows the total and the QR code, and asks every 5 s while the order is unpaid', async () => {
    const { polls, wait } = setup();
    expect(screen.getByText('¥12,564.00')).toBeTruthy();
    expect(screen.getByRole('img', { name: '支付二维码' }).getAttribute('src')).toBe('blob:qr');
    await wait(4_900);
    expect(polls()).toHaveLength(0);
    await wait(100);
    expect(polls()).toHaveLength(1);
    expect(polls()[0]!.query.get('SoutTradeOn')).toBe(ORDER.orderNo);
    expect(polls()[0]!.query.get('userid')).toBe('7');
    await wait(10_000);
    expect(polls()).toHaveLength(3);
  });

  it('tells the payer how a payment that met a changed plan was settled', async () => {
    const { state, onPaid, wait } = setup();
    state.result = 1;
    state.note = '下单后企业套餐已变化，本笔 ¥4,598.00 已按当前套餐（专业版）折算为 267 天，有效期延至 2038-08-14';
    await wait(5_000);
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(screen.getByText(state.note)).toBeTruthy();
    expect(screen.queryByText('支付成功,会员已到账 ！')).toBeNull();
  });

  it('stops on payment, says so and reports it', async () => {
    const { state, onPaid, polls, wait } = setup();
    await wait(5_000);
    state.result = 1;
    await wait(5_000);
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(screen.getByText('支付成功,会员已到账 ！')).toBeTruthy();
    await wait(20_000);
    expect(polls()).toHaveLength(2);
  });

  it('stops when the order has closed unpaid, and says to order again', async () => {
    const { state, onPaid, polls, wait } = setup();
    state.closed = true;
    await wait(5_000);
    expect(screen.getByText('订单已失效（超过 30 分钟未支付或已重新下单），请重新下单')).toBeTruthy();
    await wait(20_000);
    expect(polls()).toHaveLength(1);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('stops after 30 minutes, and when the dialog closes', async () => {
    const first = setup();
    await first.wait(30 * 60_000);
    const asked = first.polls().length;
    expect(asked).toBe(359); // every 5 s until the 30th minute
    await first.wait(60_000);
    expect(first.polls()).toHaveLength(asked);
    first.view.unmount();

    const second = setup();
    await second.wait(5_000);
    second.view.rerender(<PaymentDialog order={null} userid={7} onClose={() => {}} onPaid={() => {}} />);
    await second.wait(20_000);
    expect(second.polls()).toHaveLength(1);
  });

  it('closes on 支付完成 and on 拒绝支付 alike', async () => {
    const { onClose } = setup();
    act(() => screen.getByRole('button', { name: '支付完成' }).click());
    act(() => screen.getByRole('button', { name: '拒绝支付' }).click());
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
