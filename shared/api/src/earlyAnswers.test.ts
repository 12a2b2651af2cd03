let token: string | undefined;
jest.mock('./token', () => ({ getToken: () => token }));

import { askEarly } from './earlyAnswers';
import { request } from './http';
import { setErrorPresenter } from './errorPresenter';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('askEarly', () => {
  let asked: { url: string; authorization?: string }[];
  let answer: () => Response;
  beforeEach(() => {
    jest.useRealTimers();
    asked = [];
    token = 'abc123';
    answer = () => json([{ path: '/customer' }]);
    setErrorPresenter(() => {});
    global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
      asked.push({ url: String(url), authorization: (init?.headers as Record<string, string>)?.Authorization });
      return answer();
    }) as typeof fetch;
  });

  it('asks once: the asker reads its copy, and the first request() of the URL takes the answer', async () => {
    const copy = await askEarly('/api/menus/build', 20_000);
    await expect(copy.json()).resolves.toEqual([{ path: '/customer' }]);
    await expect(request({ url: 'api/menus/build' })).resolves.toEqual([{ path: '/customer' }]);
    expect(asked).toEqual([{ url: '/api/menus/build', authorization: 'Bearer abc123' }]);

    // Taken once: the next call asks the server.
    await request({ url: 'api/menus/build' });
    expect(asked).toHaveLength(2);
  });

  it('hands a failed answer to request(), which reports it as it would its own', async () => {
    answer = () => json({ status: 401, message: '登录状态已过期' }, 401);
    void askEarly('/auth/info', 20_000);
    await expect(request({ url: 'auth/info' })).rejects.toEqual({ status: 401, message: '登录状态已过期' });
    expect(asked).toHaveLength(1);
  });

  it('is not taken by a call made with another token, nor after a minute', async () => {
    void askEarly('/auth/info', 20_000);
    token = 'someone-else';
    await request({ url: 'auth/info' });
    expect(asked.map((call) => call.authorization)).toEqual(['Bearer abc123', 'Bearer someone-else']);

    jest.useFakeTimers({ now: Date.now() });
    void askEarly('/api/remotes', 20_000);
    jest.setSystemTime(Date.now() + 61_000);
    await request({ url: 'api/remotes' });
    expect(asked.filter((call) => call.url === '/api/remotes')).toHaveLength(2);
  });

  it('leaves POST calls alone', async () => {
    void askEarly('/api/x', 20_000);
    await request({ url: 'api/x', method: 'POST', body: {} });
    expect(asked).toHaveLength(2);
  });
});
