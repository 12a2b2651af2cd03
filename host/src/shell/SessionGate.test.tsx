import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createStore } from '@yjf/store/store';
import { getToken, TOKEN_COOKIE } from '@yjf/api/token';
import { SessionGate } from './SessionGate';
import { signOutAndReload } from './errorPresenter';

jest.mock('./errorPresenter', () => ({ signOutAndReload: jest.fn() }));

const ME = { user: { id: 4, userid: 4, roles: ['engineer'], nickName: '现场工程师' }, logo: '', URL: '' };
const answer = (status: number, json: unknown) => ({
  ok: status < 400,
  status,
  headers: { get: () => 'application/json' },
  json: async () => json,
  text: async () => JSON.stringify(json),
});

function renderGate() {
  render(
    <Provider store={createStore()}>
      <SessionGate>
        <p>工作台</p>
      </SessionGate>
    </Provider>,
  );
}

describe('SessionGate', () => {
  beforeEach(() => {
    document.cookie = `${TOKEN_COOKIE}=a-token; path=/`;
    jest.mocked(signOutAndReload).mockClear();
  });

  it('keeps the session when auth/info gets no answer (the page being left, the network down): 重试 asks again', async () => {
    // The client asks a read twice before it gives up (an instance going away): both get no answer.
    const fetchMock = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(answer(200, ME));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    renderGate();

    expect(await screen.findByText('无法加载登录信息')).toBeTruthy();
    expect(screen.getByText('接口请求失败')).toBeTruthy();
    expect(signOutAndReload).not.toHaveBeenCalled();
    expect(getToken()).toBe('a-token');

    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('工作台')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('draws the shell without a word when one dropped connection is answered when asked again', async () => {
    const fetchMock = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(answer(200, ME));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    renderGate();
    expect(await screen.findByText('工作台')).toBeTruthy();
    expect(screen.queryByText('无法加载登录信息')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps the session when the server fails (a restart): the notice says the server’s message', async () => {
    globalThis.fetch = jest
      .fn()
      .mockResolvedValue(answer(503, { status: 503, message: '服务暂时不可用' })) as unknown as typeof fetch;
    renderGate();
    expect(await screen.findByText('服务暂时不可用')).toBeTruthy();
    expect(signOutAndReload).not.toHaveBeenCalled();
  });

  it('signs out when the server says the session is gone (401)', async () => {
    globalThis.fetch = jest
      .fn()
      .mockResolvedValue(answer(401, { status: 401, message: '登录状态已过期' })) as unknown as typeof fetch;
    renderGate();
    await waitFor(() => expect(signOutAndReload).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('无法加载登录信息')).toBeNull();
  });
});
