import { screen, waitFor, within } from '@testing-library/react';
import type { MembershipOrderRow } from '@yjf/domain/membershipSchemas';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { renderPage } from '@yjf/ui/testing/renderPage';
import MembershipOrders from '.';

const base: MembershipOrderRow = {
  id: 1,
  orderNo: '1z2g3c4z1795000000000vip',
  companyId: 3,
  companyName: '星河声学工程',
  userName: '王强',
  type: 1,
  planCode: 'B',
  years: 2,
  extraStaff: 0,
  amountFen: 1_256_400,
  status: 1,
  settlement: '',
  handledNote: '',
  refundNo: null,
  refundNote: '',
  createTime: '2026-11-25T02:00:00.000Z',
  paidTime: '2026-11-25T02:01:00.000Z',
};
const converted: MembershipOrderRow = {
  ...base,
  id: 2,
  orderNo: '5z6g7c8z1795000000001vip',
  type: 2,
  planCode: 'C',
  years: 0,
  amountFen: 459_800,
  status: 2,
  settlement: '下单后企业套餐已变化，本笔 ¥4,598.00 已按当前套餐（专业版）折算为 267 天，有效期延至 2038-08-14',
};
const held: MembershipOrderRow = {
  ...base,
  id: 3,
  orderNo: '9z9g9c9z1795000000002vip',
  status: 4,
  settlement: '下单后企业套餐已变化，本笔 ¥12,564.00 按当前价格可折算 120 年以上，已转平台处理，请联系客服',
};

const refunding: MembershipOrderRow = {
  ...held,
  id: 4,
  orderNo: '9z9g9c9z1795000000003vip',
  status: 6,
  refundNo: '9z9g9c9z1795000000003vipR1',
  refundNote: '退款处理中，结果由支付平台通知',
};
const refundFailed: MembershipOrderRow = {
  ...held,
  id: 5,
  orderNo: '9z9g9c9z1795000000004vip',
  status: 7,
  refundNo: '9z9g9c9z1795000000004vipR1',
  refundNote: '微信支付退款失败：基本账户余额不足，请充值后重新发起',
};
const refunded: MembershipOrderRow = {
  ...held,
  id: 6,
  orderNo: '9z9g9c9z1795000000005vip',
  status: 5,
  refundNo: '9z9g9c9z1795000000005vipR1',
  refundNote: '退款成功，款项原路退回',
};

function setup(companyId: number, content: MembershipOrderRow[], roles = ['admin']) {
  const server = installFakeServer({ roles, companyId });
  server.on((call) => {
    if (call.path === '/api/membershipOrder') return { json: { content, totalElements: content.length } };
    if (call.path === '/api/membershipOrder/settle') return { json: { message: '已处理' } };
    if (call.path === '/api/membershipOrder/refund') {
      const { orderNo } = call.body as { orderNo: string };
      return { json: { status: 5, refundNo: `${orderNo}R1`, message: '退款成功，款项原路退回' } };
    }
    return undefined;
  });
  return { server, ...renderPage(<MembershipOrders />, '/system/membershipOrder') };
}

describe('MembershipOrders', () => {
  it('shows a company what became of each payment, a conversion with its reason', async () => {
    setup(3, [converted, base]);
    const row = within((await screen.findByText(converted.orderNo)).closest('tr') as HTMLElement);
    expect(row.getByText('升级到 C 套餐')).toBeTruthy();
    expect(row.getByText('¥4,598.00')).toBeTruthy();
    expect(row.getByText('已折算')).toBeTruthy();
    expect(row.getByText(converted.settlement)).toBeTruthy();
    expect(within(screen.getByText(base.orderNo).closest('tr') as HTMLElement).getByText('已支付')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: '企业' })).toBeNull();
    expect(screen.queryByRole('button', { name: '处理' })).toBeNull();
  });

  it('lets the platform settle a held payment with a note, and nothing else', async () => {
    const { server, user } = setup(1, [held, base]);
    await screen.findByText(held.orderNo);
    expect(screen.getByRole('columnheader', { name: '企业' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: '处理' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '处理' }));
    const dialog = (await screen.findByText('处理待平台处理的订单')).closest('.arco-modal') as HTMLElement;
    await user.click(within(dialog).getByRole('button', { name: '确认已处理' }));
    expect(await within(dialog).findByText('请填写处理说明')).toBeTruthy();
    await user.type(within(dialog).getByPlaceholderText('如：已于 11 月 26 日线下转账退款'), '已原路退款');
    await user.click(within(dialog).getByRole('button', { name: '确认已处理' }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/membershipOrder/settle')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/membershipOrder/settle')[0]!.body).toEqual({
      orderNo: held.orderNo,
      note: '已原路退款',
    });
  });

  it('lets the platform administrator refund a held payment through the provider, once confirmed', async () => {
    const { server, user } = setup(1, [held, base]);
    const row = within((await screen.findByText(held.orderNo)).closest('tr') as HTMLElement);
    expect(screen.getAllByRole('button', { name: '退款' })).toHaveLength(1);
    await user.click(row.getByRole('button', { name: '退款' }));
    const dialog = (await screen.findByText('确认退款', { selector: '.arco-modal-title' })).closest(
      '.arco-modal',
    ) as HTMLElement;
    expect(within(dialog).getByText(/¥12,564\.00\s*全额原路退回付款人，退款后不可撤销/)).toBeTruthy();
    expect(server.callsTo('POST', '/api/membershipOrder/refund')).toHaveLength(0);
    await user.type(within(dialog).getByPlaceholderText('云交付会员订单退款'), '套餐价格调整');
    await user.click(within(dialog).getByRole('button', { name: '确认退款' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/membershipOrder/refund')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/membershipOrder/refund')[0]!.body).toEqual({
      orderNo: held.orderNo,
      reason: '套餐价格调整',
    });
    expect(await screen.findByText(`已退款（退款单 ${held.orderNo}R1）`)).toBeTruthy();
  });

  it('shows every refund state with its refund, offers 查询退款 of one under way and 重新退款 of a failed one', async () => {
    const { server, user } = setup(1, [refunding, refundFailed, refunded]);
    const rowOf = async (order: MembershipOrderRow) =>
      within((await screen.findByText(order.orderNo)).closest('tr') as HTMLElement);
    const [pending, failed, done] = [await rowOf(refunding), await rowOf(refundFailed), await rowOf(refunded)];
    expect(pending.getByText('退款中')).toBeTruthy();
    expect(failed.getByText('退款失败')).toBeTruthy();
    expect(done.getByText('已退款')).toBeTruthy();
    expect(
      failed.getByText(`退款单 ${refundFailed.refundNo}：${refundFailed.refundNote}`, { exact: false }),
    ).toBeTruthy();
    // Latest first: the cell is cut short, and the refund matters more than how the payment was held.
    expect(failed.getByText(/^退款单 .+；下单后企业套餐已变化/)).toBeTruthy();
    expect(failed.getByRole('button', { name: '重新退款' })).toBeTruthy();
    expect(failed.getByRole('button', { name: '处理' })).toBeTruthy();
    expect(done.queryByRole('button')).toBeNull();

    // 查询退款 asks the server again at once: no dialog, nothing new is refunded.
    await user.click(pending.getByRole('button', { name: '查询退款' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/membershipOrder/refund')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/membershipOrder/refund')[0]!.body).toEqual({ orderNo: refunding.orderNo });
  });

  it('shows a company its refunds, and offers it no refund', async () => {
    setup(3, [refunding, refunded]);
    expect(await screen.findByText('退款中')).toBeTruthy();
    expect(screen.getByText(`退款单 ${refunded.refundNo}：${refunded.refundNote}`, { exact: false })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '查询退款' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: '操作' })).toBeNull();
  });

  it('offers a platform user who may settle, not refund, only 处理', async () => {
    setup(1, [held], ['membershipOrder:list', 'membershipOrder:edit']);
    await screen.findByText(held.orderNo);
    expect(screen.getByRole('button', { name: '处理' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '退款' })).toBeNull();
  });
});
