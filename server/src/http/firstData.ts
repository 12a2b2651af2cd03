import type { FastifyInstance } from 'fastify';
import { FIRST_LISTS, firstListUrls } from '@yjf/domain/firstLists';
import type { LivePage } from './startPage';

/** The id of the data block in the page; the host reads it (host/src/index.ts, FIRST_DATA_ID of @yjf/api/earlyAnswers). */
export const FIRST_DATA_ID = 'yjf-first-data';

/**
 * What the shell asks first on every signed-in page (the user, menus and live areas of EARLY_CALLS in
 * host/src/index.ts, the dictionaries, the unread count), as the browser writes the URLs.
 */
const SHELL_CALLS = ['/auth/info', '/api/menus/build', '/api/remotes', '/api/dicts', '/api/messages/unread'];

/** One answer as the block carries it: only answers the server gave with 200. */
type Answer = { status: 200; body: unknown };
/** The first data of a page, keyed by the URL the browser would ask. */
export type FirstAnswers = Record<string, Answer>;

/**
 * The first data of a signed-in page (issue 58): the answers the shell and the page would ask for as soon as
 * their code ran, taken by calling the server's own routes with the page's token (`app.inject`: the same
 * authentication, data scope and company isolation as the API, no second code path), keyed by the URL the
 * browser would ask. The host puts them where its first requests look (`seedEarly`), so none of them waits
 * for a round trip after the code has loaded. A call that fails is left out: the browser asks it itself and
 * reports as it always does. `search` (a list's own state in the address) skips the list's first page, which
 * the page will not ask for.
 */
export async function firstDataOf(
  app: FastifyInstance,
  token: string,
  page: LivePage | null,
  search: string,
  userAgent: string | undefined,
): Promise<FirstAnswers> {
  const call = async (url: string): Promise<[string, Answer] | null> => {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        ...(userAgent ? { 'user-agent': userAgent } : {}),
      },
    });
    return response.statusCode === 200 ? [url, { status: 200, body: response.json() }] : null;
  };
  const [info, ...shell] = await Promise.all(SHELL_CALLS.map(call));
  if (!info) return {};
  const user = signedInUserOf({ [info[0]]: info[1] });
  const pageCalls: string[] = [];
  const list = page && FIRST_LISTS[`${page.area}/${page.module}`];
  if (list && !search && user) pageCalls.push(...firstListUrls(list, user));
  const answers = [info, ...shell, ...(await Promise.all(pageCalls.map(call)))];
  return Object.fromEntries(answers.filter((answer): answer is [string, Answer] => answer !== null));
}

/** The signed-in user as a list's first query reads them (its id and roles). */
export type SignedInUser = { id: number; roles: string[] };

/** The signed-in user of a page's first data (its `/auth/info` answer); none when it is not there. */
export function signedInUserOf(answers: FirstAnswers): SignedInUser | null {
  const user = (answers['/auth/info']?.body as { user?: { id?: unknown; roles?: unknown } } | undefined)?.user;
  if (typeof user?.id !== 'number') return null;
  const roles = Array.isArray(user.roles) ? user.roles.filter((role): role is string => typeof role === 'string') : [];
  return { id: user.id, roles };
}

/**
 * The block as it goes into the page: JSON that no string in it can end early. `<` is written `\u003c` (no
 * `</script>` or `<!--` from a customer's name can close the element or open a comment), and the line
 * separators U+2028/U+2029 are escaped too; JSON.parse reads them all back as they were. No answers, no block.
 */
export function firstDataBlock(answers: FirstAnswers): string {
  if (!Object.keys(answers).length) return '';
  const json = JSON.stringify(answers)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${FIRST_DATA_ID}">${json}</script>`;
}
