import type { MessageSignal } from '@yjf/domain/messages';
import { SOCKET_CLOSE_UNAUTHORIZED } from '@yjf/domain/sockets';
import type { Db } from '../../db/client';
import { SESSION_EXPIRED } from '../auth/authenticate';
import { resolveSession } from '../auth/sessions';
import type { KeptSessions } from '../auth/keptSessions';
import { unreadCount } from './inbox';

/** What the bells need of a socket: the `ws` WebSocket has all of it. */
export type BellSocket = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  ping(): void;
  on(event: 'close' | 'pong', listener: () => void): unknown;
};

const OPEN = 1;
/**
 * How often each socket is pinged: one that did not answer the last ping is gone (a phone that lost its network
 * says nothing) and is dropped; the pings also keep a quiet socket from a proxy's idle timeout (nginx: 1 h).
 */
export const BELL_HEARTBEAT_MS = 5 * 60_000;

type Held = { token: string; alive: boolean };

/**
 * The open pages' bells on this instance, by user: each gets its user's unread count when it connects and
 * whenever a notice names its user (`told`, from `yjf_messages`, which every instance hears). Before each push
 * the socket's session is checked again: a socket whose session has ended (sign-out, 强退, a disabled user) is
 * closed with 4401, as the socket closes one that opens without a session. Pushes run one at a time, and notices
 * that arrive meanwhile are merged, so a burst of messages costs one count per user.
 */
export class BellSockets {
  private readonly byUser = new Map<number, Map<BellSocket, Held>>();
  private pending: Set<number> | 'all' | null = null;
  private draining = false;
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly kept: KeptSessions | undefined,
    private readonly onError: (error: unknown) => void,
    private readonly heartbeatMs = BELL_HEARTBEAT_MS,
  ) {}

  /** How many sockets are open here. */
  get size(): number {
    let sockets = 0;
    for (const held of this.byUser.values()) sockets += held.size;
    return sockets;
  }

  /**
   * Keeps a signed-in page's socket and sends its user's count at once (through the one queue of pushes, so a
   * count read earlier never arrives after a later one; the user's other pages get it again, unchanged).
   */
  add(socket: BellSocket, userId: number, token: string): void {
    // Closed while its session was checked: its close event has passed.
    if (socket.readyState !== OPEN) return;
    const sockets = this.byUser.get(userId) ?? new Map<BellSocket, Held>();
    this.byUser.set(userId, sockets);
    const held: Held = { token, alive: true };
    sockets.set(socket, held);
    socket.on('close', () => this.remove(socket, userId));
    socket.on('pong', () => (held.alive = true));
    this.heartbeat ??= setInterval(() => this.beat(), this.heartbeatMs);
    this.heartbeat.unref();
    this.told(String(userId));
  }

  /**
   * A notice of `yjf_messages`: the comma-separated ids of users with new or newly read messages, or `''` after
   * the listening connection came back (notices may have been missed: every socket is pushed again).
   */
  told(payload: string): void {
    if (payload === '') this.pending = 'all';
    else if (this.pending !== 'all') {
      const named = payload
        .split(',')
        .map(Number)
        .filter((id) => this.byUser.has(id));
      if (!named.length) return;
      this.pending = new Set([...(this.pending ?? []), ...named]);
    }
    void this.drain();
  }

  /** Closes every socket (the server is going down). */
  close(): void {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
    for (const [userId, sockets] of [...this.byUser]) {
      for (const socket of [...sockets.keys()]) {
        this.remove(socket, userId);
        socket.close(1001, 'server closing');
      }
    }
  }

  private remove(socket: BellSocket, userId: number): void {
    const sockets = this.byUser.get(userId);
    if (!sockets?.delete(socket)) return;
    if (!sockets.size) this.byUser.delete(userId);
    if (!this.byUser.size && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = undefined;
    }
  }

  private async drain(): Promise<void> {
    if (this.draining) return;
    this.draining = true;
    try {
      while (this.pending) {
        const users = this.pending === 'all' ? [...this.byUser.keys()] : [...this.pending];
        this.pending = null;
        for (const userId of users) await this.push(userId, [...(this.byUser.get(userId)?.keys() ?? [])]);
      }
    } finally {
      this.draining = false;
    }
  }

  /** Sends the user's count to these of their sockets whose session still holds; closes the others. */
  private async push(userId: number, targets: BellSocket[]): Promise<void> {
    try {
      let frame: string | undefined;
      for (const socket of targets) {
        const held = this.byUser.get(userId)?.get(socket);
        if (!held || socket.readyState !== OPEN) continue;
        const auth = await resolveSession(this.db, held.token, this.kept);
        if (auth?.user.id !== userId) {
          this.remove(socket, userId);
          socket.close(SOCKET_CLOSE_UNAUTHORIZED, SESSION_EXPIRED);
          continue;
        }
        if (frame === undefined) {
          const signal: MessageSignal = { type: 'messages', unread: await unreadCount(this.db, userId) };
          frame = JSON.stringify(signal);
        }
        if (socket.readyState === OPEN) socket.send(frame);
      }
    } catch (error) {
      this.onError(error);
    }
  }

  private beat(): void {
    for (const [userId, sockets] of [...this.byUser]) {
      for (const [socket, held] of [...sockets]) {
        if (!held.alive) {
          this.remove(socket, userId);
          socket.terminate();
          continue;
        }
        held.alive = false;
        socket.ping();
      }
    }
  }
}
