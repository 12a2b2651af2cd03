import { bearer } from './session';
import type { TestServer } from './testServer';

export type Verb = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Calls as a signed-in user: `call` answers the response whatever its status, `ok` the JSON of a success
 * (anything else fails the test with the status and body).
 */
export function apiCaller(server: () => TestServer) {
  const call = (token: string, method: Verb, url: string, payload?: unknown) =>
    server().request({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const ok = async <T>(token: string, method: Verb, url: string, payload?: unknown) => {
    const response = await call(token, method, url, payload);
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json() as T;
  };
  return { call, ok };
}
