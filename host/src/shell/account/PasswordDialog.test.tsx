import { act, screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '@yjf/ui/testing/renderPage';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { signOutAndReload } from '../errorPresenter';
import { PasswordDialog, RELOGIN_DELAY_MS } from './PasswordDialog';

jest.mock('../errorPresenter', () => ({ signOutAndReload: jest.fn() }));

function setup() {
  const server = installFakeServer({ roles: ['admin'] });
  server.on((call) =>
    call.path === '/api/users/updatePass/' || call.path === '/api/users/resetPass/'
      ? { json: { message: '密码已修改，请重新登录' } }
      : undefined,
  );
  const onClose = jest.fn();
  const { user } = renderPage(<PasswordDialog visible onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: '修改密码' });
  return { server, user, dialog, onClose };
}

beforeEach(() => jest.mocked(signOutAndReload).mockClear());

describe('PasswordDialog', () => {
  it('changes with the old password: 旧密码, 新密码 and 确认密码, each under its label', () => {
    const { dialog } = setup();
    expect(within(dialog).getByRole('tab', { name: '修改密码', selected: true })).toBeTruthy();
    expect(within(dialog).getByLabelText('旧密码').getAttribute('placeholder')).toBe('请输入旧密码');
    expect(within(dialog).getByLabelText('新密码').getAttribute('placeholder')).toBe('6 到 20 个字符');
    expect(within(dialog).getByLabelText('确认密码').getAttribute('placeholder')).toBe('请再次输入新密码');
    expect(within(dialog).getByLabelText('新密码').getAttribute('autocomplete')).toBe('new-password');
    expect(within(dialog).getByLabelText('确认密码').getAttribute('autocomplete')).toBe('new-password');
  });

  it('says what is missing, too short or not repeated, and sends nothing', async () => {
    const { dialog, user, server } = setup();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请输入旧密码')).toBeTruthy();
    expect(within(dialog).getByText('请输入新密码')).toBeTruthy();
    expect(within(dialog).getByText('请再次输入密码')).toBeTruthy();

    await user.type(within(dialog).getByLabelText('新密码'), 'abc');
    await user.type(within(dialog).getByLabelText('确认密码'), 'abd');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('长度在 6 到 20 个字符')).toBeTruthy();
    expect(within(dialog).getByText('两次输入的密码不一致')).toBeTruthy();
    expect(server.callsTo('POST', '/api/users/updatePass/')).toHaveLength(0);
  });

  it('sends the change, says so, and signs out after 1.5 s', async () => {
    const { dialog, user, server, onClose } = setup();
    await user.type(within(dialog).getByLabelText('旧密码'), 'demo123456');
    await user.type(within(dialog).getByLabelText('新密码'), 'changed-123');
    await user.type(within(dialog).getByLabelText('确认密码'), 'changed-123');
    jest.useFakeTimers({ advanceTimers: true });
    try {
      await user.click(within(dialog).getByRole('button', { name: '确定' }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(server.callsTo('POST', '/api/users/updatePass/')).toHaveLength(1);
      expect(await screen.findByText('修改成功')).toBeTruthy();
      expect(screen.getByText('密码已修改，请重新登录')).toBeTruthy();
      expect(signOutAndReload).not.toHaveBeenCalled();
      await act(() => jest.advanceTimersByTimeAsync(RELOGIN_DELAY_MS));
      expect(signOutAndReload).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('resets by SMS: the code with its button, and the same new-password fields labelled within their own tab', async () => {
    const { dialog, user, server } = setup();
    await user.click(within(dialog).getByRole('tab', { name: '通过手机重置' }));
    const pane = within(dialog).getByRole('tabpanel', { name: '通过手机重置' });
    expect(within(pane).getByText('手机号')).toBeTruthy();
    expect(within(pane).getByLabelText('验证码').getAttribute('placeholder')).toBe('短信验证码');
    expect(within(pane).getByRole('button', { name: '获取验证码' })).toBeTruthy();
    expect(within(pane).queryByLabelText('旧密码')).toBeNull();

    await user.type(within(pane).getByLabelText('验证码'), '123456');
    await user.type(within(pane).getByLabelText('新密码'), 'changed-123');
    await user.type(within(pane).getByLabelText('确认密码'), 'changed-12');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(pane).findByText('两次输入的密码不一致')).toBeTruthy();
    expect(server.callsTo('POST', '/api/users/resetPass/')).toHaveLength(0);
  });
});
