import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDate } from '@yjf/domain/calendar';
import { addYears, type SetMeal } from '@yjf/domain/membership';
import { TRIAL_SET_MEAL } from '@yjf/domain/membershipFixtures';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { MembershipDialog, ORDER_NUMBER_KEY } from './MembershipDialog';

const today = formatDate(new Date());

const memberOnB: SetMeal = {
  ...TRIAL_SET_MEAL,
  vip: 2,
  planCode: 'B',
  endDate: addYears(today, 1),
  duration: 1,
  staffLimit: 15,
  applicable: 8,
};

function setup(meal: SetMeal, answer: { status: number; json?: unknown } = { status: 200 }, mayBuy = true) {
  const server = installFakeServer({ roles: ['admin'] });
  server.on((call) =>
    call.path === '/api/wechat/codePay'
      ? answer.status === 200
        ? { blob: new Blob(['png']) }
        : { status: answer.status, json: answer.json }
      : undefined,
  );
  const onOrdered = jest.fn();
  (URL as unknown as { createObjectURL: () => string }).createObjectURL = () => 'blob:qr';
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  render(<MembershipDialog visible userid={7} mayBuy={mayBuy} meal={meal} onClose={() => {}} onOrdered={onOrdered} />);
  return { server, onOrdered, user, dialog: screen.getByRole('dialog') };
}

const total = () => screen.getByText('应付金额').parentElement!;

describe('MembershipDialog', () => {
  it('asks a trial user for a plan, then prices plan B for 2 years and orders it', async () => {
    const { server, onOrdered, user, dialog } = setup(TRIAL_SET_MEAL);
    expect(within(dialog).getByText('成为VIP')).toBeTruthy();
    expect(within(dialog).queryByText('订单类型')).toBeNull(); // no order type in a trial
    expect(within(total()).getByText('请选择套餐')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '立即支付' }));
    expect(await screen.findAllByText('请选择套餐')).toHaveLength(2); // the total line and the warning
    expect(server.callsTo('POST', '/api/wechat/codePay')).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: /专业版/ }));
    const years = within(dialog).getByLabelText('购买年限');
    await user.clear(years);
    await user.type(years, '2');
    expect(within(total()).getByLabelText('应付金额').textContent).toBe('¥12,564.00');
    await user.click(within(dialog).getByRole('button', { name: '立即支付' }));
    await waitFor(() => expect(onOrdered).toHaveBeenCalled());
    const sent = server.callsTo('POST', '/api/wechat/codePay')[0]!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ amount: '12564.00', userid: 7, form: { type: 1, combo: 'B', month: 2, astricts: 0 } });
    expect(sent.outTradeNo).toMatch(/^(\d[zgc]){4}\d{13}vip$/);
    expect(localStorage.getItem(ORDER_NUMBER_KEY)).toBe(sent.outTradeNo);
    expect(onOrdered).toHaveBeenCalledWith({ orderNo: sent.outTradeNo, totalFen: 1_256_400, qrUrl: 'blob:qr' });
  });

  it('offers plan C extra staff, priced at 10% of C a person a year', async () => {
    const { user, dialog } = setup(TRIAL_SET_MEAL);
    expect(within(dialog).queryByLabelText('增加人数')).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: /旗舰版/ }));
    await user.type(within(dialog).getByLabelText('增加人数'), '3');
    expect(within(total()).getByLabelText('应付金额').textContent).toBe('¥14,720.00'); // 10,880 + 3 x 1,280
  });

  it('lets a member renew at most their plan, and upgrade at least to it over the remaining year', async () => {
    const { user, dialog } = setup(memberOnB);
    expect(within(dialog).getByText('续费/升级')).toBeTruthy();
    expect(within(dialog).getByText(/当前套餐：专业版（B）/)).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('radio', { name: /专业版/ })
        .getAttribute('aria-checked'),
    ).toBe('true');
    await user.click(within(dialog).getByRole('radio', { name: /旗舰版/ }));
    expect(await screen.findByText('续费只能选择当前套餐或更低套餐，升级请选择「升级」')).toBeTruthy();
    await user.click(within(dialog).getByText('升级', { exact: true }));
    await user.click(within(dialog).getByRole('radio', { name: /基础版/ }));
    expect(await screen.findByText('请选择当前套餐及更高套餐')).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: /旗舰版/ }));
    expect(within(dialog).getByText('按剩余 1 年计算，有效期不变')).toBeTruthy();
    expect(within(total()).getByLabelText('应付金额').textContent).toBe('¥4,598.00');
  });

  it('prices more staff on a renewal for the time already held, and says so', async () => {
    const memberOnC: SetMeal = { ...memberOnB, planCode: 'C', staffLimit: 30, endDate: addYears(today, 2) };
    const { user, dialog } = setup(memberOnC);
    await user.type(within(dialog).getByLabelText('增加人数'), '3');
    // a year of C with 3 more (10,880 + 3,840) and the 3 more for the 2 years held (7,680)
    expect(within(total()).getByLabelText('应付金额').textContent).toBe('¥22,400.00');
    expect(within(total()).getByText('含剩余 2 年的增员费用 ¥7,680.00')).toBeTruthy();
  });

  it('warns when the company has more staff than the plan holds', async () => {
    const { user, dialog } = setup(memberOnB);
    await user.click(within(dialog).getByRole('radio', { name: /基础版/ }));
    expect(within(total()).getByText(/所选套餐最多 5 人，当前企业已有 8 人/)).toBeTruthy();
  });

  it('says the order could not be made when the server refuses it', async () => {
    const { onOrdered, user, dialog } = setup(TRIAL_SET_MEAL, {
      status: 502,
      json: { status: 502, message: '微信支付暂时无法连接' },
    });
    await user.click(within(dialog).getByRole('radio', { name: /基础版/ }));
    await user.click(within(dialog).getByRole('button', { name: '立即支付' }));
    expect(await screen.findByText('订单生成失败，请稍后再试...')).toBeTruthy();
    expect(onOrdered).not.toHaveBeenCalled();
  });

  it('shows the plans to a colleague who is not an administrator, and says who may buy', async () => {
    const { server, user, dialog } = setup(TRIAL_SET_MEAL, { status: 200 }, false);
    expect(within(dialog).getByText('只有企业管理员可以购买、续费或升级套餐，请联系企业管理员')).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: /基础版/ }));
    expect(within(total()).getByLabelText('应付金额').textContent).toBe('¥3,980.00');
    const pay = within(dialog).getByRole('button', { name: '立即支付' });
    expect(pay.hasAttribute('disabled')).toBe(true);
    await user.click(pay);
    expect(server.callsTo('POST', '/api/wechat/codePay')).toHaveLength(0);
  });

  it('shows the server’s 403 when it refuses the order', async () => {
    const message = '只有企业管理员可以购买、续费或升级套餐，请联系企业管理员';
    const { user, dialog } = setup(TRIAL_SET_MEAL, { status: 403, json: { status: 403, message } });
    await user.click(within(dialog).getByRole('radio', { name: /基础版/ }));
    await user.click(within(dialog).getByRole('button', { name: '立即支付' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('says a renewal below the plan held extends the plan held, not replacing its paid time', async () => {
    const memberOnC: SetMeal = { ...memberOnB, planCode: 'C', staffLimit: 30, endDate: addYears(today, 2) };
    const { user, dialog } = setup(memberOnC);
    expect(within(dialog).queryByText(/不减少已付费的时间/)).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: /专业版/ }));
    expect(within(dialog).getByText(/所选低于当前套餐，为不减少已付费的时间/).textContent).toContain('旗舰版');
  });
});
