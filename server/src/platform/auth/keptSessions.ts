import crypto from 'node:crypto';
import type { NoticeChannel, Notices } from '../../db/notices';

/** What a kept session holds: the session check's row (sessions.ts), with the ids a notice names it by. */
export type KeptRow = {
  session: { id: number; expiresAt: Date; lastSeenAt: Date };
  user: { id: number; companyId: number };
  company: { id: number };
};

/** The channel the database tells what ends or changes a session on (migration 0028_session_notices). */
export const SESSIONS_CHANNEL = 'yjf_sessions' satisfies NoticeChannel;
/** How long a checked session is kept: the most a notice lost without its connection dropping could cost. */
export const KEEP_MS = 30_000;
/** Sessions one instance keeps; past it the map starts again (a burst of sign-ins of many users). */
const KEPT_SESSIONS = 10_000;
/** How long a write waits for this instance to have heard its notices before it forgets every kept session. */
export const SETTLE_MS = 1000;

/**
 * The sessions this instance has checked lately, by token hash, so a request does not ask the database for its
 * session again (the session check cost the API as much as a customer list's own SQL).
 *
 * Ending a session stays immediate everywhere: the database tells every instance at the commit of whatever
 * deletes a session or changes its user, company or roles (its triggers, so no path is missed), and each drops
 * what the notice names. On this instance a write's answer waits until the notices of everything committed
 * before it have been heard (`settle`), so a caller who ends a session here finds it ended on their next call;
 * another instance hears it within the notice's travel (milliseconds).
 */
export class KeptSessions {
  private readonly rows = new Map<string, { row: KeptRow; keptAt: number }>();
  /** Raised by every notice heard: a row read before it may be older than the notice, and is not kept. */
  private heard = 0;
  private readonly settling = new Map<string, () => void>();
  private readonly tag = crypto.randomBytes(6).toString('hex');
  private marks = 0;
  private stopHearing = () => {};

  private constructor(private readonly notices: Notices) {}

  /** Keeps sessions once the channel is listened to; `close` stops listening. */
  static async open(notices: Notices): Promise<KeptSessions> {
    const kept = new KeptSessions(notices);
    kept.stopHearing = await notices.subscribe(SESSIONS_CHANNEL, (payload) => kept.hear(payload));
    return kept;
  }

  close(): void {
    this.stopHearing();
    this.forget();
  }

  /**
   * The row kept for a token hash, while it is young enough and notices are heard (a lost listening connection
   * would miss the notice that ends it).
   */
  find(tokenHash: string, now = Date.now()): KeptRow | undefined {
    if (!this.notices.listening()) return undefined;
    const kept = this.rows.get(tokenHash);
    if (!kept) return undefined;
    if (now - kept.keptAt < KEEP_MS) return kept.row;
    this.rows.delete(tokenHash);
    return undefined;
  }

  /** A mark to read a row under: `keep` keeps the row only when no notice was heard since. */
  mark(): number {
    return this.heard;
  }

  keep(tokenHash: string, row: KeptRow, mark: number): void {
    if (mark !== this.heard || !this.notices.listening()) return;
    if (this.rows.size >= KEPT_SESSIONS) this.rows.clear();
    this.rows.set(tokenHash, { row, keptAt: Date.now() });
  }

  drop(tokenHash: string): void {
    this.rows.delete(tokenHash);
  }

  get size(): number {
    return this.rows.size;
  }

  /**
   * Resolves once this instance has heard every notice committed before the call: it sends a notice of its own
   * and waits for it, since a listener hears notices in their commits' order. Past SETTLE_MS (the listening
   * connection lost), every kept session is forgotten instead. Without kept sessions there is nothing to wait for.
   */
  async settle(): Promise<void> {
    if (this.rows.size === 0) return;
    const mark = `settle:${this.tag}:${++this.marks}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<boolean>((resolve) => {
      this.settling.set(mark, () => resolve(true));
      timer = setTimeout(() => resolve(false), SETTLE_MS);
    });
    try {
      await this.notices.publish(SESSIONS_CHANNEL, mark);
      if (!(await heard)) this.forget();
    } catch {
      this.forget();
    } finally {
      clearTimeout(timer);
      this.settling.delete(mark);
    }
  }

  /** A notice: what it names is dropped; `*`, or `''` after the listening connection came back, drops all. */
  private hear(payload: string): void {
    if (payload.startsWith('settle:')) {
      this.settling.get(payload)?.();
      return;
    }
    this.heard++;
    const [table, list] = payload.split(':', 2);
    const ids = new Set((list ?? '').split(',').map(Number));
    const named = NAMED_BY[table as keyof typeof NAMED_BY];
    if (!named || list === undefined) return this.forget();
    for (const [tokenHash, { row }] of this.rows) if (ids.has(named(row))) this.rows.delete(tokenHash);
  }

  /** Drops every kept session: the next request of each reads its session again (the database found gone). */
  forget(): void {
    this.heard++;
    this.rows.clear();
  }
}

/** Which id of a kept row each table's notice names. */
const NAMED_BY = {
  sessions: (row: KeptRow) => row.session.id,
  users: (row: KeptRow) => row.user.id,
  companies: (row: KeptRow) => row.company.id,
};
