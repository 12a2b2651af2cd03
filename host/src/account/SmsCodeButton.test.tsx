import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { SMS_RESEND_SECONDS, SmsCodeButton } from './SmsCodeButton';

const PHONE = '13800000002';

/** The button over a server whose picture answer is `ABCD`. */
function setup(getPhone: () => Promise<string | null> = async () => PHONE) {
  const server = installFakeServer({ roles: [] });
  server.on((call) => {
    if (call.path !== '/auth/code/imageCode') return undefined;
    return call.query.get('imageCode') === 'ABCD'
      ? { json: { message: '验证码已发送' } }
      : { status: 400, json: { status: 400, message: '图文验证码错误' } };
  });
  const user = userEvent.setup({ pointerEventsCheck: 0, advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  render(<SmsCodeButton getPhone={getPhone} />);
  return { server, user, sends: () => server.callsTo('GET', '/auth/code/imageCode') };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('SmsCodeButton', () => {
  it('asks nothing while the phone is not valid', async () => {
    const { user } = setup(async () => null);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for the picture first, and sends no SMS on a missing or wrong answer', async () => {
    const { user, sends } = setup();
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    const dialog = await screen.findByRole('dialog', { name: '安全验证' });
    expect(within(dialog).getByText(`请输入图中的字符，验证通过后将向 ${PHONE} 发送短信验证码。`)).toBeTruthy();
    const picture = within(dialog).getByRole('img', { name: '图形验证码，点击换一张' });
    expect(picture.getAttribute('src')).toContain(`/auth/getImageCode?phone=${PHONE}`);

    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('请输入图形验证码');
    expect(sends()).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('图形验证码'), 'XXXX');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('图文验证码错误'));
    expect((within(dialog).getByLabelText('图形验证码') as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('button', { name: '获取验证码' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('on the right answer sends the code, says so, and counts 60 s down before 重新获取验证码', async () => {
    const { user, sends } = setup();
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    const dialog = await screen.findByRole('dialog', { name: '安全验证' });
    await user.type(within(dialog).getByLabelText('图形验证码'), 'ABCD');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));

    expect(await screen.findByText('验证码已发送')).toBeTruthy();
    expect(sends()).toHaveLength(1);
    expect(sends()[0]!.query.get('phone')).toBe(PHONE);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '安全验证' })).toBeNull());
    const counting = screen.getByRole('button', { name: `${SMS_RESEND_SECONDS}秒后重新获取` }) as HTMLButtonElement;
    expect(counting.disabled).toBe(true);

    const tick = () => act(() => jest.advanceTimersByTimeAsync(1000));
    await tick();
    expect(screen.getByRole('button', { name: `${SMS_RESEND_SECONDS - 1}秒后重新获取` })).toBeTruthy();
    for (let second = 2; second < SMS_RESEND_SECONDS; second++) await tick();
    expect(screen.getByRole('button', { name: '1秒后重新获取' })).toBeTruthy();
    await tick();
    const again = screen.getByRole('button', { name: '重新获取验证码' }) as HTMLButtonElement;
    expect(again.disabled).toBe(false);
  });
});
