import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Database, Db } from './client';

/**
 * What one server instance tells all the others over the database (PostgreSQL `LISTEN/NOTIFY`): a change they
 * keep a copy of, such as the menu and plan catalogue, so a change made through one instance behind the proxy is
 * seen through every instance at once, not when their caches expire. `yjf_sessions` is told by the database's own
 * triggers (platform/auth/keptSessions.ts).
 */
export type NoticeChannel = 'yjf_catalog' | 'yjf_messages' | 'yjf_sessions' | 'yjf_releases';

export type Notices = {
  /** Tells every instance over the database, this one included. Sent with the caller's database connection. */
  publish(channel: NoticeChannel, payload?: string): Promise<void>;
  /**
   * Tells every instance with `db`'s connection: inside a transaction, PostgreSQL delivers it at the commit (and
   * never after a rollback), so a listener reading what the transaction wrote finds it. On PGlite it is told at
   * once, and a listener's read waits for the transaction, which holds the one connection until it ends.
   */
  publishIn(db: Db, channel: NoticeChannel, payload?: string): Promise<void>;
  /**
   * Calls `handler` for each notice on the channel, and with `''` after a lost connection came back (notices
   * may have been missed meanwhile, so a cache should be dropped). Resolves, with the unsubscribe function,
   * once the channel is listened to.
   */
  subscribe(channel: NoticeChannel, handler: (payload: string) => void): Promise<() => void>;
  /**
   * Whether notices are heard now: false while a lost listening connection is away (what is told meanwhile is
   * missed, and a copy kept in memory may be stale). In-process notices are always heard.
   */
  listening(): boolean;
  close(): Promise<void>;
};

/** How long a lost listening connection waits before it connects again. */
const RECONNECT_MS = 1000;

/**
 * Notices over `database`. On PostgreSQL (`url`), a connection of its own listens and comes back after a loss; on
 * PGlite, which one process holds alone (its data folder is locked), the notices sent stay in this process, and
 * the ones the database's triggers send are heard from PGlite itself (at their commit, before it resolves).
 */
export function openNotices(database: Database, url?: string): Notices {
  return url ? postgresNotices(database, url) : inProcessNotices(database);
}

/** One emitter per embedded database, shared by every app built on it (the tests build two). */
const emitters = new WeakMap<Database, EventEmitter>();

function inProcessNotices(database: Database): Notices {
  let emitter = emitters.get(database);
  if (!emitter) emitters.set(database, (emitter = new EventEmitter().setMaxListeners(0)));
  const events = emitter;
  const unsubscribers = new Set<() => void>();
  const unlistening = new Set<Promise<void>>();
  return {
    publish: async (channel, payload = '') => void events.emit(channel, payload),
    publishIn: async (_db, channel, payload = '') => void events.emit(channel, payload),
    subscribe: async (channel, handler) => {
      events.on(channel, handler);
      const unlisten = await database.listen?.(channel, handler);
      const unsubscribe = () => {
        events.off(channel, handler);
        if (!unsubscribers.delete(unsubscribe) || !unlisten) return;
        // A database closed first has nothing left to stop listening to.
        const stopping = unlisten().catch(() => {});
        unlistening.add(stopping);
        void stopping.then(() => unlistening.delete(stopping));
      };
      unsubscribers.add(unsubscribe);
      return unsubscribe;
    },
    listening: () => true,
    close: async () => {
      unsubscribers.forEach((unsubscribe) => unsubscribe());
      await Promise.all(unlistening);
    },
  };
}

function postgresNotices(database: Database, url: string): Notices {
  const events = new EventEmitter().setMaxListeners(0);
  const channels = new Set<NoticeChannel>();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let retry: NodeJS.Timeout | null = null;
  let closed = false;

  const connect = (): Promise<void> =>
    (connecting ??= (async () => {
      const { Client } = (await import('pg')).default;
      const next = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
      next.on('notification', (message) => events.emit(message.channel, message.payload ?? ''));
      next.on('error', () => lost(next));
      next.on('end', () => lost(next));
      try {
        await next.connect();
        for (const channel of channels) await next.query(`listen ${channel}`);
        client = next;
      } catch {
        lost(next);
      } finally {
        connecting = null;
      }
    })());

  /** A lost connection: listen again shortly, and let the subscribers drop what they may have missed. */
  const lost = (which: pg.Client) => {
    if (client === which) client = null;
    which.removeAllListeners('end');
    void which.end().catch(() => {});
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect().then(() => {
        if (client) for (const channel of channels) events.emit(channel, '');
      });
    }, RECONNECT_MS);
    retry.unref();
  };

  return {
    publish: async (channel, payload = '') => {
      await database.db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
    publishIn: async (db, channel, payload = '') => {
      await db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },
    subscribe: async (channel, handler) => {
      events.on(channel, handler);
      if (!channels.has(channel)) {
        channels.add(channel);
        if (client) await client.query(`listen ${channel}`).catch(() => {});
        else await connect();
      }
      return () => void events.off(channel, handler);
    },
    listening: () => client !== null,
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      await connecting;
      const open = client;
      client = null;
      if (open) {
        open.removeAllListeners('end');
        await open.end().catch(() => {});
      }
    },
  };
}
