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

function setup(companyId: number, content: MembershipOrderRow[]) {
  const server = installFakeServer({ roles: ['admin'], companyId });
  server.on((call) => {
    if (call.path === '/api/membershipOrder') return { json: { content, totalElements: content.length } };
    if (call.path === '/api/membershipOrder/settle') return { json: { message: '已处理' } };
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
    await user.type(within(dialog).getByPlaceholderText('如：已于 11 月 26 日原路退款'), '已原路退款');
    await user.click(within(dialog).getByRole('button', { name: '确认已处理' }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/membershipOrder/settle')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/membershipOrder/settle')[0]!.body).toEqual({
      orderNo: held.orderNo,
      note: '已原路退款',
    });
  });
});
