import type { App } from '../../../context';
import type { Auth } from '../../../http/callerAuth';

/** Work queued by a request's transaction, keyed by the request's own caller object (one per request). */
const pending = new WeakMap<Auth, (() => Promise<void>)[]>();
const registered = new WeakSet<object>();

/**
 * Queues the removal of stored files for when the request's transaction has committed: a delete inside the
 * transaction would lose the file of a record that a failed commit keeps. Runs before the answer is sent, and
 * only when it is a success; a file that cannot be removed is logged, never an error for the user.
 */
export function removeAfterCommit(auth: Auth, removal: () => Promise<void>): void {
  const queue = pending.get(auth) ?? [];
  queue.push(removal);
  pending.set(auth, queue);
}

/** Runs the queued removals of each request whose answer is a success (once per app). */
export function registerRemovalsAfterCommit(app: App): void {
  if (registered.has(app)) return;
  registered.add(app);
  app.addHook('onSend', async (request, reply, payload) => {
    const queue = request.auth ? pending.get(request.auth) : undefined;
    if (!queue) return payload;
    pending.delete(request.auth!);
    if (reply.statusCode >= 300) return payload;
    for (const removal of queue) {
      await removal().catch((error: unknown) => request.log.warn({ err: error }, 'stored file not removed'));
    }
    return payload;
  });
}
