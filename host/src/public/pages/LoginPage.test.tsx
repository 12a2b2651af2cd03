import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginPage } from './LoginPage';

function setup() {
  const user = userEvent.setup();
  render(<LoginPage />);
  const tablist = screen.getByRole('tablist', { name: '登录方式' });
  return {
    user,
    tab: (name: string) => within(tablist).getByRole('tab', { name }),
    panel: () => screen.getByRole('tabpanel'),
  };
}

describe('LoginPage', () => {
  it('switches between password and SMS sign-in as a tab list, the selected tab marked and pointing to its panel', async () => {
    const { user, tab, panel } = setup();
    expect(tab('密码登录').getAttribute('aria-selected')).toBe('true');
    expect(tab('短信登录').getAttribute('aria-selected')).toBe('false');
    expect(tab('密码登录').getAttribute('aria-controls')).toBe(panel().id);
    expect(tab('短信登录').hasAttribute('aria-controls')).toBe(false);
    expect(within(panel()).getByLabelText('密码')).toBeTruthy();

    await user.click(tab('短信登录'));
    expect(tab('短信登录').getAttribute('aria-selected')).toBe('true');
    expect(tab('密码登录').getAttribute('aria-selected')).toBe('false');
    expect(tab('短信登录').getAttribute('aria-controls')).toBe(panel().id);
    expect(within(panel()).getByLabelText('短信验证码')).toBeTruthy();
    expect(within(panel()).queryByLabelText('密码')).toBeNull();
  });

  it('is one stop in the tab order; the arrow keys, Home and End move the selection', async () => {
    const { user, tab } = setup();
    expect(tab('密码登录').tabIndex).toBe(0);
    expect(tab('短信登录').tabIndex).toBe(-1);

    await user.tab();
    expect(document.activeElement).toBe(tab('密码登录'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('短信登录'));
    expect(tab('短信登录').getAttribute('aria-selected')).toBe('true');
    expect(tab('短信登录').tabIndex).toBe(0);
    expect(tab('密码登录').tabIndex).toBe(-1);
    expect(screen.getByLabelText('短信验证码')).toBeTruthy();

    await user.keyboard('{ArrowRight}'); // wraps around
    expect(document.activeElement).toBe(tab('密码登录'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tab('短信登录'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('密码登录'));
    expect(tab('密码登录').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText('密码')).toBeTruthy();

    // Past the tabs, Tab goes into the form.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('手机号'));
  });

  it('keeps what was typed when the selected tab is clicked again', async () => {
    const { user, tab } = setup();
    await user.type(screen.getByLabelText('密码'), 'demo123456');
    await user.click(tab('密码登录'));
    expect((screen.getByLabelText('密码') as HTMLInputElement).value).toBe('demo123456');
  });
});
