import { getToken } from './token';

/**
 * Calls made before the code that needs them has loaded: a bookmarked page opened cold asks for the user,
 * the menus and the live areas while the shell's own code is still downloading, and the shell's first
 * `request()` of the same URL takes the answer instead of asking again (spec: the shell learns its user and
 * menus on start-up; this only starts sooner). An answer is taken once, by a call made with the same token;
 * one not taken within a minute is dropped, so a later call always asks the server.
 */
const answers = new Map<string, { response: Promise<Response>; askedAt: number }>();
const KEEP_MS = 60_000;

const keyOf = (url: string, token: string | undefined) => `${token ?? ''} ${url}`;

/** The headers every call to the server carries: JSON wanted, and the session token. */
export function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/**
 * Starts a GET of `url` (as `request()` builds it: `/auth/info`) now, for the first `request()` of it to take;
 * given up after `timeoutMs`, as that call would be. Answers a copy of the answer for the asker to read too.
 *
 * @example const menus = await (await askEarly('/api/menus/build', REQUEST_TIMEOUT_MS)).json();
 */
export function askEarly(url: string, timeoutMs: number): Promise<Response> {
  const key = keyOf(url, getToken());
  const asked = answers.get(key)?.response;
  const response = asked ?? fetch(url, { headers: authHeaders(), signal: AbortSignal.timeout(timeoutMs) });
  // Unread until taken; a failure is the taker's to report.
  response.catch(() => {});
  if (!asked) answers.set(key, { response, askedAt: Date.now() });
  return response.then((answer) => answer.clone());
}

/** The id of the data block the server writes into a signed-in page (server/src/http/firstData.ts). */
export const FIRST_DATA_ID = 'yjf-first-data';

/**
 * The answers the server wrote into the page (issue 58: the first data arrives with the page), made early
 * answers for the current token, so that the first `request()` of each URL takes it without a round trip.
 * Answers how many were found; a block that is missing or unreadable seeds nothing, and every call asks the
 * server as before.
 */
export function seedEarly(root: ParentNode = document): number {
  const block = root.querySelector<HTMLScriptElement>(`script#${FIRST_DATA_ID}[type="application/json"]`);
  let seeded: Record<string, { status: number; body: unknown }>;
  try {
    seeded = block ? (JSON.parse(block.textContent ?? '') as typeof seeded) : {};
  } catch {
    return 0;
  }
  // Read once: a later page of the same document (a sign-out, another user) never meets these answers.
  block?.remove();
  const token = getToken();
  const entries = Object.entries(seeded).filter(([, answer]) => answer?.status === 200);
  for (const [url, answer] of entries) {
    const response = Promise.resolve(
      new Response(JSON.stringify(answer.body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    answers.set(keyOf(url, token), { response, askedAt: Date.now() });
  }
  return entries.length;
}

/** The early answer of a GET of `url`, once; undefined when none was asked for (or it is too old). */
export function takeEarly(url: string): Promise<Response> | undefined {
  const key = keyOf(url, getToken());
  const answer = answers.get(key);
  answers.delete(key);
  return answer && Date.now() - answer.askedAt < KEEP_MS ? answer.response : undefined;
}
