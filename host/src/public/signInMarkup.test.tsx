import { act } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { drawSignInPage } from './signInMarkup';
import { bootstrap, mount, unmount } from './lifecycles';

/** The page the server sends for /login: the drawn form in the element single-spa-layout mounts the app in. */
function serveDrawnPage(markup: string): HTMLElement {
  window.history.pushState(null, '', '/login');
  document.body.innerHTML = `<div id="single-spa-application:public">${markup}</div>`;
  return document.getElementById('single-spa-application:public')!;
}

const props = { name: 'public' } as never;
let mounted = false;

/** Mounts the public application as single-spa does; resolves once React has drawn or taken over the page. */
async function mountPublicApp() {
  await bootstrap(props);
  let mounting: Promise<unknown> = Promise.resolve();
  // React does the work queued inside act when act's callback has returned; the mount waits for that work.
  await act(async () => {
    mounting = mount(props);
  });
  await mounting;
  mounted = true;
}

describe('the sign-in page drawn at build time', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(async () => {
    if (mounted) {
      await act(async () => {
        await unmount(props);
      });
    }
    mounted = false;
    consoleError.mockRestore();
    document.body.innerHTML = '';
  });

  it('shows the whole form before any script runs, its controls waiting for the script: the tabs, the fields, 记住我 and 登录', () => {
    const { title, markup } = drawSignInPage();
    expect(title).toBe('登录 - 云交付-智能影音项目管理系统');
    serveDrawnPage(markup);
    expect(screen.getByRole('tab', { name: '密码登录' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText('手机号')).toBeTruthy();
    expect(screen.getByLabelText('密码')).toBeTruthy();
    expect(screen.getByText('记住我')).toBeTruthy();
    expect(screen.getByRole('button', { name: '登录' })).toBeTruthy();
    for (const control of [
      screen.getByRole('tab', { name: '短信登录' }),
      screen.getByLabelText('手机号'),
      screen.getByRole('button', { name: '登录' }),
    ]) {
      expect(control.matches(':disabled')).toBe(true);
    }
  });

  it('is taken over by the public application as it is, not drawn again, and then works as the page does', async () => {
    serveDrawnPage(drawSignInPage().markup);
    const drawnPhone = screen.getByLabelText('手机号');
    await mountPublicApp();

    expect(consoleError).not.toHaveBeenCalled();
    expect(screen.getByLabelText('手机号')).toBe(drawnPhone);
    expect(drawnPhone.matches(':disabled')).toBe(false);
    const user = userEvent.setup();
    await user.type(drawnPhone, '1380000');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入11为手机号')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: '短信登录' }));
    expect(screen.getByLabelText('短信验证码')).toBeTruthy();
  });

  it('a drawing that does not match the page is drawn again, and says so', async () => {
    serveDrawnPage(drawSignInPage().markup.replace('欢迎回来', '欢迎'));
    const drawnPhone = screen.getByLabelText('手机号');
    await mountPublicApp();

    expect(consoleError).toHaveBeenCalledWith('登录页预渲染与页面不一致，已重新绘制', expect.anything());
    expect(screen.getByText('欢迎回来，请登录您的企业账号')).toBeTruthy();
    expect(screen.getByLabelText('手机号')).not.toBe(drawnPhone);
  });

  it('draws the page itself where nothing was drawn (the sign-in page after signing out)', async () => {
    window.history.pushState(null, '', '/login');
    document.body.innerHTML = '<div id="single-spa-application:public"></div>';
    await mountPublicApp();
    expect(consoleError).not.toHaveBeenCalled();
    expect(screen.getByLabelText('手机号')).toBeTruthy();
  });
});
