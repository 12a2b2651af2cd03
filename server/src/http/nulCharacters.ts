import type { App } from '../context';
import { badRequest } from './errors';

/** What the caller reads when a value holds a NUL character. */
export const NUL_CHARACTER_MESSAGE = '请求内容不能包含空字符（\\u0000）';

/** Whether a parsed request part holds U+0000 in any string, object keys included (walked without recursion). */
export function holdsNulCharacter(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (current.includes('\0')) return true;
    } else if (Array.isArray(current)) {
      pending.push(...current);
    } else if (typeof current === 'object' && current !== null && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\0')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL text cannot hold U+0000: a NUL in a path, query or JSON body that reaches a query fails there
 * with a database error (a 500). No field of the product means to hold one, so every request is refused
 * with a 400 before validation instead (but file downloads, which answer 404 to any name they never gave).
 */
export function registerNulCharacterGuard(app: App): void {
  app.addHook('preValidation', async (request) => {
    // Served files check their names against the names the server gives, and answer 404 to any other.
    if (request.routeOptions.url?.startsWith('/files/')) return;
    if (holdsNulCharacter(request.params) || holdsNulCharacter(request.query) || holdsNulCharacter(request.body)) {
      throw badRequest(NUL_CHARACTER_MESSAGE);
    }
  });
}
