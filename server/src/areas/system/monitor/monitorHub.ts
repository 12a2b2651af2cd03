import { MONITOR_INTERVAL_MS } from '@yjf/area-system/domain/monitorSchemas';

/** What the hub needs of a socket: the `ws` WebSocket has all of it. */
export type MonitorSocket = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  once(event: 'close', listener: () => void): unknown;
};

const OPEN = 1;

/**
 * The open 服务监控 pages and the one timer that feeds them: sampling starts with the first socket and stops
 * with the last, so an idle server reads nothing. A new socket gets a reading at once, then one every
 * `intervalMs` with the others.
 */
export class MonitorHub {
  private readonly sockets = new Set<MonitorSocket>();
  private timer: NodeJS.Timeout | undefined;
  private ticking = false;

  constructor(
    private readonly sample: () => Promise<unknown>,
    private readonly onError: (error: unknown) => void,
    private readonly intervalMs = MONITOR_INTERVAL_MS,
  ) {}

  /** How many pages are watching; whether the timer runs. */
  get size(): number {
    return this.sockets.size;
  }
  get running(): boolean {
    return this.timer !== undefined;
  }

  add(socket: MonitorSocket): void {
    // Closed while its session was checked: its close event has passed.
    if (socket.readyState !== OPEN) return;
    this.sockets.add(socket);
    socket.once('close', () => this.remove(socket));
    if (!this.timer) this.timer = setInterval(() => void this.tick(), this.intervalMs);
    void this.push([socket]);
  }

  remove(socket: MonitorSocket): void {
    this.sockets.delete(socket);
    if (!this.sockets.size && this.timer) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }

  /** Stops the timer and closes every socket (the server is going down). */
  close(): void {
    for (const socket of [...this.sockets]) {
      this.remove(socket);
      socket.close(1001, 'server closing');
    }
  }

  private async tick(): Promise<void> {
    // A slow database must not pile readings up.
    if (this.ticking) return;
    this.ticking = true;
    try {
      await this.push([...this.sockets]);
    } finally {
      this.ticking = false;
    }
  }

  private async push(targets: MonitorSocket[]): Promise<void> {
    try {
      const frame = JSON.stringify(await this.sample());
      for (const socket of targets) {
        if (socket.readyState === OPEN && this.sockets.has(socket)) socket.send(frame);
      }
    } catch (error) {
      this.onError(error);
    }
  }
}
