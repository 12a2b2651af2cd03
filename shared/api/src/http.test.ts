import { setErrorPresenter } from './errorPresenter';

let token: string | undefined;
jest.mock('./token', () => ({ getToken: () => token }));

import { RETRY_DELAY_MS } from '@yjf/domain/callRetry';
import { buildUrl, request } from './http';
import type { RequestError } from './requestError';

type FetchCall = { url: string; init: RequestInit };

describe('request', () => {
  let calls: FetchCall[];
  let shown: RequestError[];
  let answer: () => Promise<Response>;
  beforeEach(() => {
    calls = [];
    shown = [];
    setErrorPresenter((error) => shown.push(error));
    answer = async () =>
      new Response(JSON.stringify({ ok: true }), { headers: { 'content-type': 'application/json' } });
    global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), init: init ?? {} });
      return answer();
    }) as typeof fetch;
    token = undefined;
  });

  it('sends JSON with the session token', async () => {
    token = 'abc123';
    await expect(request({ url: 'api/x', method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    expect(calls[0]!.url).toBe('/api/x');
    expect(calls[0]!.init.headers).toMatchObject({
      Authorization: 'Bearer abc123',
      'Content-Type': 'application/json',
    });
    expect(calls[0]!.init.body).toBe('{"a":1}');
  });

  it('rejects with the server message and shows it', async () => {
    answer = async () =>
      new Response(JSON.stringify({ status: 400, message: '请输入11为手机号' }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      });
    await expect(request({ url: 'api/x' })).rejects.toEqual({ status: 400, message: '请输入11为手机号' });
    expect(shown).toEqual([{ status: 400, message: '请输入11为手机号' }]);
  });

  it('says 接口请求失败 without an answer or without a message', async () => {
    answer = async () => new Response('<html>', { status: 502 });
    await expect(request({ url: 'api/x' })).rejects.toEqual({ status: 502, message: '接口请求失败' });
    answer = async () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(request({ url: 'api/x' })).rejects.toEqual({ status: 'NETWORK', message: '接口请求失败' });
  });

  it("keeps a server failure's request id, from its body or else from its header, and no client error's", async () => {
    const json = (body: object, status: number, headers: Record<string, string> = {}) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
    answer = async () =>
      json({ status: 500, message: '服务器内部错误', requestId: 'from-body' }, 500, { 'x-request-id': 'h' });
    await expect(request({ url: 'api/x' })).rejects.toEqual({
      status: 500,
      message: '服务器内部错误',
      requestId: 'from-body',
    });
    answer = async () =>
      new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'x-request-id': 'from-proxy' } });
    await expect(request({ url: 'api/x' })).rejects.toEqual({
      status: 502,
      message: '接口请求失败',
      requestId: 'from-proxy',
    });
    answer = async () => json({ status: 400, message: '客户名称不能为空' }, 400, { 'x-request-id': 'h' });
    await expect(request({ url: 'api/x' })).rejects.toEqual({ status: 400, message: '客户名称不能为空' });
  });

  it('asks a read once more when an instance was going away', async () => {
    const answers = [
      () => new Response('<html>Bad Gateway</html>', { status: 502 }),
      () => new Response(JSON.stringify({ ok: 'second' }), { headers: { 'content-type': 'application/json' } }),
    ];
    answer = async () => answers[calls.length - 1]!();
    const asked = Date.now();
    await expect(request({ url: 'api/x' })).resolves.toEqual({ ok: 'second' });
    expect(calls).toHaveLength(2);
    expect(Date.now() - asked).toBeGreaterThanOrEqual(RETRY_DELAY_MS - 5);
    expect(shown).toEqual([]);

    // A dropped connection is asked again too; a second failure is the user's to see, once.
    calls = [];
    answer = async () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(request({ url: 'api/x' })).rejects.toEqual({ status: 'NETWORK', message: '接口请求失败' });
    expect(calls).toHaveLength(2);
    expect(shown).toEqual([{ status: 'NETWORK', message: '接口请求失败' }]);

    // Answers that would not change (a client's error, a server's 500, a timeout) are not asked again; nor is a
    // write that carries no key (before sign-in, an upload).
    token = undefined;
    for (const [init, reply] of [
      [{ method: 'POST', body: {} }, async () => new Response('', { status: 502 })],
      [{ method: 'DELETE' }, async () => Promise.reject(new TypeError('Failed to fetch'))],
      [{}, async () => new Response('', { status: 500 })],
      [{}, async () => new Response('', { status: 404 })],
      [{}, async () => Promise.reject(new DOMException('signal timed out', 'TimeoutError'))],
    ] as const) {
      calls = [];
      answer = reply;
      await expect(request({ url: 'api/x', ...init })).rejects.toBeTruthy();
      expect(calls).toHaveLength(1);
    }
    token = 'abc123';
    calls = [];
    answer = async () => new Response('', { status: 502 });
    await expect(request({ url: 'api/upload', method: 'POST', body: new FormData() })).rejects.toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.init.headers).not.toHaveProperty('Idempotency-Key');
  });

  it('sends a signed-in write with a key of its own, and once more with the same key when it met an instance going away', async () => {
    token = 'abc123';
    const keyOf = (call: FetchCall) => (call.init.headers as Record<string, string>)['Idempotency-Key'];
    for (const failure of [
      async () => new Response('<html>Bad Gateway</html>', { status: 502 }),
      async () => new Response('', { status: 503 }),
      async () => Promise.reject(new TypeError('Failed to fetch')),
    ]) {
      calls = [];
      const answers = [failure, async () => new Response(null, { status: 204 })];
      answer = () => answers[calls.length - 1]!();
      await expect(request({ url: 'api/x', method: 'POST', body: { a: 1 } })).resolves.toBeUndefined();
      expect(calls).toHaveLength(2);
      expect(keyOf(calls[0]!)).toMatch(/^[0-9a-f]{32}$/);
      expect(keyOf(calls[1]!)).toBe(keyOf(calls[0]!));
      expect(calls[1]!.init.body).toBe('{"a":1}');
    }
    expect(shown).toEqual([]);

    // Each write has its own key; a write the server refused is not sent again.
    calls = [];
    answer = async () => new Response(null, { status: 204 });
    await request({ url: 'api/x', method: 'PUT', body: {} });
    await request({ url: 'api/x', method: 'PUT', body: {} });
    expect(keyOf(calls[0]!)).not.toBe(keyOf(calls[1]!));
    calls = [];
    answer = async () => new Response('', { status: 500 });
    await expect(request({ url: 'api/x', method: 'DELETE' })).rejects.toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('says 网络请求超时 when the call takes too long', async () => {
    answer = async () => Promise.reject(new DOMException('signal timed out', 'TimeoutError'));
    await expect(request({ url: 'api/x' })).rejects.toEqual({ status: 'TIMEOUT', message: '网络请求超时' });
  });

  it('says the network is down when the browser has none: a read is retried, a form is kept', async () => {
    // The browser's word for it (these tests run in Node, which may have no navigator of its own).
    const before = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    Object.defineProperty(globalThis, 'navigator', { configurable: true, value: { onLine: false } });
    const contexts: unknown[] = [];
    setErrorPresenter((_error, context) => contexts.push(context));
    answer = async () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(request({ url: 'api/x' })).rejects.toEqual({
      status: 'OFFLINE',
      message: '网络已断开，恢复后自动重试',
    });
    await expect(request({ url: 'api/x', method: 'POST', body: { a: 1 } })).rejects.toEqual({
      status: 'OFFLINE',
      message: '网络已断开，未能提交；填写的内容仍在，网络恢复后请再提交一次',
    });
    expect(contexts).toEqual([
      { pageData: false, write: false },
      { pageData: false, write: true },
    ]);
    if (before) Object.defineProperty(globalThis, 'navigator', before);
    else Reflect.deleteProperty(globalThis, 'navigator');
  });

  it('does not show the error of a silent call', async () => {
    answer = async () =>
      new Response(JSON.stringify({ message: 'x' }), { status: 409, headers: { 'content-type': 'application/json' } });
    await expect(request({ url: 'api/x', silent: true })).rejects.toEqual({ status: 409, message: 'x' });
    expect(shown).toEqual([]);
  });
});

describe('buildUrl', () => {
  it('leaves out empty parameters and repeats list ones', () => {
    expect(
      buildUrl('api/customer', {
        page: 0,
        size: 10,
        blurry: '',
        name: undefined,
        createTime: ['2026-01-01', '2026-02-01'],
      }),
    ).toBe('/api/customer?page=0&size=10&createTime=2026-01-01&createTime=2026-02-01');
  });
});
