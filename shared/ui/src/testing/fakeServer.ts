import { DICTIONARY_SEEDS } from '@yjf/domain/dictionaries';

/** One call the page made: method, path, query and body (parsed JSON, or the FormData of an upload). */
export type Call = { method: string; path: string; query: URLSearchParams; body: unknown };

/** `lines`: a stream of JSON lines (an import's progress), read as the browser reads a streamed answer. */
type Answer = { status?: number; json?: unknown; blob?: Blob; lines?: unknown[] };
type Handler = (call: Call) => Answer | undefined;

/**
 * A stand-in for the server in component tests: answers `fetch` from handlers and records every call, so a
 * test can assert what the page sent. Sessions and dictionaries are answered like the real server does.
 */
export function installFakeServer(options: { roles: string[]; companyId?: number; companyName?: string }) {
  const calls: Call[] = [];
  const handlers: Handler[] = [];
  const fetchMock = jest.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const call: Call = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : (init.body ?? undefined),
    };
    calls.push(call);
    let answer: Answer | undefined;
    if (call.path === '/auth/info') {
      answer = {
        json: {
          user: {
            id: 1,
            userid: 1,
            companyid: options.companyId,
            companyname: options.companyName,
            roles: options.roles,
            nickName: '测试',
          },
          logo: '',
        },
      };
    } else if (call.path === '/api/dicts') {
      answer = { json: DICTIONARY_SEEDS };
    } else {
      for (const handler of handlers) {
        answer = handler(call);
        if (answer) break;
      }
    }
    answer ??= { status: 404, json: { status: 404, message: '接口不存在' } };
    const status = answer.status ?? 200;
    const lines = (answer.lines ?? []).map((line) => new TextEncoder().encode(`${JSON.stringify(line)}\n`));
    return {
      ok: status < 400,
      status,
      headers: {
        get: (name: string) =>
          name.toLowerCase() === 'content-type'
            ? answer.lines
              ? 'application/x-ndjson'
              : answer.blob
                ? 'application/octet-stream'
                : 'application/json'
            : null,
      },
      body: answer.lines
        ? {
            getReader: () => ({
              read: async () => (lines.length ? { value: lines.shift(), done: false } : { done: true }),
            }),
          }
        : null,
      json: async () => answer.json,
      text: async () => JSON.stringify(answer.json),
      blob: async () => answer.blob ?? new Blob([]),
    };
  });
  (globalThis as { fetch: unknown }).fetch = fetchMock;
  return {
    calls,
    /** Adds a handler; the first that answers wins. */
    on(handler: Handler) {
      handlers.push(handler);
    },
    /** Adds a handler asked before the others (a test's failure over the usual answer). */
    first(handler: Handler) {
      handlers.unshift(handler);
    },
    /** The calls to one path and method. */
    callsTo(method: string, path: string) {
      return calls.filter((c) => c.method === method && c.path === path);
    },
  };
}
