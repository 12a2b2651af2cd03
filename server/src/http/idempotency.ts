import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { App } from '../context';
import type { Db } from '../db/client';
import { holdTransaction, type HeldTransaction } from '../db/transaction';
import { badRequest } from './errors';
import { idempotentAnswers } from './idempotencyTable';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `false`: the route ignores `Idempotency-Key` and runs as without it, for work that cannot join one
     * transaction: a run queued through pg-boss (立即执行), which on PGlite's one connection would wait for it.
     */
    idempotent?: boolean;
  }
}

/** The header a client sends a write with, the same on its retries (as Stripe's API takes it). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** The header of an answer given again from the one its key first had. */
export const REPLAYED_HEADER = 'idempotent-replayed';
/** What a key may be: a UUID is what the browser sends; any 1-255 visible ASCII characters are taken. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
export const KEY_INVALID = '请求的幂等键（Idempotency-Key）应为 1 至 255 个可见字符';
export const KEY_REUSED = '该幂等键（Idempotency-Key）已用于另一个请求';

export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A keyed write: its key, what it was sent with, and its transaction, held from its handler's start until its
 * answer is written beside it. */
type KeyedWrite = { userId: number; key: string; fingerprint: string; transaction: HeldTransaction };

const KEYED = Symbol('keyedWrite');
type KeyedRequest = FastifyRequest & { [KEYED]?: KeyedWrite };

const current = new AsyncLocalStorage<HeldTransaction>();

/**
 * The database as every route sees it: inside a keyed write's handler, that write's transaction (so whatever the
 * handler writes, through any helper, commits with the key's answer or not at all; its own `inTransaction` becomes
 * a savepoint); anywhere else, the database itself.
 */
export function requestScopedDb(root: Db): Db {
  return new Proxy(root, {
    get(target, property) {
      const transaction = current.getStore();
      const source = transaction?.open && property in transaction.tx ? transaction.tx : target;
      const value: unknown = Reflect.get(source, property);
      return typeof value === 'function' ? value.bind(source) : value;
    },
  });
}

type StoredAnswer = typeof idempotentAnswers.$inferSelect;

const findAnswer = async (db: Db, userId: number, key: string): Promise<StoredAnswer | undefined> =>
  (
    await db
      .select()
      .from(idempotentAnswers)
      .where(and(eq(idempotentAnswers.userId, userId), eq(idempotentAnswers.key, key)))
  )[0];

/** What makes two sends the same write: method, path with its query, and body. */
const fingerprintOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');

/** The answer a key first had, given again; a key sent with another write is refused. */
function replay(reply: FastifyReply, stored: StoredAnswer, fingerprint: string): string | Buffer {
  if (stored.fingerprint !== fingerprint) throw badRequest(KEY_REUSED);
  reply.code(stored.status).header(REPLAYED_HEADER, 'true');
  if (stored.contentType) reply.header('content-type', stored.contentType);
  return stored.binary ? Buffer.from(stored.body, 'base64') : stored.body;
}

/**
 * Writes sent with an `Idempotency-Key` are done once (the API client sends every write with one, and sends it
 * again after a dropped connection or a proxy's 502/503/504: an instance restarted or lost on the way):
 *
 * - the first send runs its handler in one transaction and writes its answer (a success's status and body) in
 *   the same transaction, so a key has an answer exactly when its write is done, even if the process dies between;
 * - a later send with the key gets that answer again (`Idempotent-Replayed: true`), and one that was still running
 *   beside the first rolls back and gets the first's;
 * - an error's answer is not kept: what the handler wrote is kept as without a key (a wrong password's count),
 *   and a send again is a new try.
 *
 * Keys are the caller's own (per user) and kept a day. Reads, sign-in (no user yet) and multipart uploads (their
 * body is read by the handler, for as long as the upload takes) run as without a key.
 */
export function registerIdempotency(app: App, root: Db): void {
  app.addHook('onRoute', (route) => {
    if (route.config?.idempotent === false) return;
    const methods = [route.method].flat();
    if (!methods.some((method) => WRITE_METHODS.has(method))) return;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = async function keyedHandler(request, reply) {
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      if (key === undefined || !request.auth || isMultipart(request)) return handler.call(this, request, reply);
      if (typeof key !== 'string' || !KEY_PATTERN.test(key)) throw badRequest(KEY_INVALID);
      const userId = request.auth.user.id;
      const fingerprint = fingerprintOf(request);
      const stored = await findAnswer(root, userId, key);
      if (stored) return reply.send(replay(reply, stored, fingerprint));
      const transaction = await holdTransaction(root);
      (request as KeyedRequest)[KEYED] = { userId, key, fingerprint, transaction };
      return current.run(transaction, () => handler.call(this, request, reply));
    };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const keyed = (request as KeyedRequest)[KEYED];
    if (!keyed) return payload;
    delete (request as KeyedRequest)[KEYED];
    try {
      return await finishKeyed(root, keyed, reply, payload, request.log);
    } finally {
      // Whatever failed on the way (the answer not written, the commit refused) leaves nothing half done.
      await keyed.transaction.finish('rollback');
    }
  });

  // A request that ended without an answer (its client gone before the handler was done) keeps nothing.
  app.addHook('onResponse', async (request) => {
    const keyed = (request as KeyedRequest)[KEYED];
    if (!keyed) return;
    delete (request as KeyedRequest)[KEYED];
    await keyed.transaction.finish('rollback');
  });
}

/**
 * Ends a keyed write's transaction as its answer says: a success is kept with its answer, in one commit; an error's
 * work is kept without one. Answers the payload to send: the first send's, when one with the same key was first.
 */
async function finishKeyed(
  root: Db,
  keyed: KeyedWrite,
  reply: FastifyReply,
  payload: unknown,
  log: FastifyBaseLogger,
): Promise<unknown> {
  const { userId, key, fingerprint, transaction } = keyed;
  const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('base64') : null;
  if (reply.statusCode >= 300 || body === null) {
    try {
      await transaction.finish('commit');
      if (reply.statusCode < 400) return payload;
      // A send again that met its first still running: what the first answered, once it is done.
      const first = await findAnswer(root, userId, key);
      return first?.fingerprint === fingerprint ? replay(reply, first, fingerprint) : payload;
    } catch (error) {
      // The answer is an error already (the database gone, say): it goes as it is; the error is not the caller's.
      log.warn({ err: error }, 'keyed write not ended cleanly');
      return payload;
    }
  }
  const kept = await transaction.tx
    .insert(idempotentAnswers)
    .values({
      userId,
      key,
      fingerprint,
      status: reply.statusCode,
      contentType: contentTypeOf(reply),
      body,
      binary: Buffer.isBuffer(payload),
    })
    .onConflictDoNothing()
    .returning({ key: idempotentAnswers.key });
  if (kept.length) {
    await transaction.finish('commit');
    return payload;
  }
  // The first send with this key finished while this one ran: this one's work is undone, the first's answer given.
  await transaction.finish('rollback');
  const first = await findAnswer(root, userId, key);
  return first ? replay(reply, first, fingerprint) : payload;
}

const isMultipart = (request: FastifyRequest) => String(request.headers['content-type'] ?? '').startsWith('multipart/');

const contentTypeOf = (reply: FastifyReply): string | null => {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' ? type : null;
};
