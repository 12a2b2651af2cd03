let token: string | undefined;
jest.mock('./token', () => ({ getToken: () => token }));

import { askEarly, seedEarly } from './earlyAnswers';
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

  describe('seedEarly: the answers the server wrote into the page', () => {
    /** A page holding the data block with `text`, and whether the block was taken out of it. */
    const pageWith = (text: string) => {
      const page = { removed: false, selector: '' };
      const root = {
        querySelector: (selector: string) => {
          page.selector = selector;
          return { textContent: text, remove: () => (page.removed = true) };
        },
      } as unknown as ParentNode;
      return { page, root };
    };

    it('are taken by the first request() of their URL, with no call to the server, and only once', async () => {
      const { page, root } = pageWith(
        JSON.stringify({
          '/auth/info': { status: 200, body: { user: { id: 5, nickname: '</script>王' } } },
          '/api/task?page=0&size=10&sort=id%2Cdesc&assigneeId=5': {
            status: 200,
            body: { content: [], totalElements: 0 },
          },
        }),
      );
      expect(seedEarly(root)).toBe(2);
      expect(page).toEqual({ removed: true, selector: 'script#yjf-first-data[type="application/json"]' });
      await expect(request({ url: 'auth/info' })).resolves.toEqual({ user: { id: 5, nickname: '</script>王' } });
      await expect(
        request({ url: 'api/task', params: { page: 0, size: 10, sort: 'id,desc', assigneeId: 5 } }),
      ).resolves.toEqual({ content: [], totalElements: 0 });
      expect(asked).toEqual([]);
      await request({ url: 'auth/info' });
      expect(asked.map((call) => call.url)).toEqual(['/auth/info']);
    });

    it('serve askEarly without a call, and belong to the token the page was opened with', async () => {
      seedEarly(pageWith(JSON.stringify({ '/api/remotes': { status: 200, body: { remotes: [] } } })).root);
      await expect((await askEarly('/api/remotes', 20_000)).json()).resolves.toEqual({ remotes: [] });
      token = 'another-user';
      await request({ url: 'api/remotes' });
      expect(asked).toEqual([{ url: '/api/remotes', authorization: 'Bearer another-user' }]);
    });

    it('seed nothing from a block that is missing or unreadable', async () => {
      expect(seedEarly({ querySelector: () => null } as unknown as ParentNode)).toBe(0);
      expect(seedEarly(pageWith('{not json').root)).toBe(0);
      await request({ url: 'auth/info' });
      expect(asked).toHaveLength(1);
    });
  });
});
