import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { MonitorSnapshot } from '@yjf/area-system/domain/monitorSchemas';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';

type CpuTimes = { idle: number; total: number };

function cpuTimes(): CpuTimes {
  let idle = 0;
  let total = 0;
  for (const cpu of os.cpus()) {
    const t = cpu.times;
    idle += t.idle;
    total += t.user + t.nice + t.sys + t.idle + t.irq;
  }
  return { idle, total };
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);
const usage = (total: number, used: number) => ({ total, used, usage: percent(used, total) });

/** Linux's /proc/meminfo in bytes (MemAvailable counts reclaimable cache as free, as `free` does). */
function meminfo(): Map<string, number> | null {
  try {
    const text = fs.readFileSync('/proc/meminfo', 'utf8');
    const values = new Map<string, number>();
    for (const line of text.split('\n')) {
      const match = /^(\w+):\s+(\d+)\s*kB/.exec(line);
      if (match) values.set(match[1]!, Number(match[2]) * 1024);
    }
    return values;
  } catch {
    return null;
  }
}

function memoryAndSwap(): Pick<MonitorSnapshot, 'memory' | 'swap'> {
  const info = meminfo();
  const total = info?.get('MemTotal') ?? os.totalmem();
  const available = info?.get('MemAvailable') ?? os.freemem();
  const swapTotal = info?.get('SwapTotal');
  const swapFree = info?.get('SwapFree');
  return {
    memory: usage(total, total - available),
    swap: swapTotal && swapFree !== undefined ? usage(swapTotal, swapTotal - swapFree) : null,
  };
}

async function disk(dir: string): Promise<MonitorSnapshot['disk']> {
  try {
    const stats = await fs.promises.statfs(dir);
    const total = stats.blocks * stats.bsize;
    return { path: dir, ...usage(total, (stats.blocks - stats.bfree) * stats.bsize) };
  } catch {
    return null;
  }
}

/** How late a callback queued now runs: the event loop's lag in milliseconds. */
function eventLoopLag(): Promise<number> {
  const queued = performance.now();
  return new Promise((resolve) => setImmediate(() => resolve(Math.round((performance.now() - queued) * 100) / 100)));
}

/** Total bytes of the files under a folder (the embedded database's size on disk). */
async function folderSize(dir: string): Promise<number> {
  let size = 0;
  for (const entry of await fs.promises.readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) size += (await fs.promises.stat(path.join(entry.parentPath, entry.name))).size;
  }
  return size;
}

const rowsOf = <Row>(result: unknown): Row[] =>
  (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];

async function databaseStatus(ctx: AppContext, db: Db): Promise<MonitorSnapshot['database']> {
  const kind = ctx.database.driver === 'pglite' ? ('PGlite' as const) : ('PostgreSQL' as const);
  try {
    const started = performance.now();
    await db.execute(sql`select 1`);
    const responseMs = Math.round((performance.now() - started) * 100) / 100;
    const [row] = rowsOf<{ version: string; size: string | number | null }>(
      await db.execute(
        sql`select current_setting('server_version') as version, pg_database_size(current_database())::text as size`,
      ),
    );
    let sizeBytes = row?.size === null || row?.size === undefined ? null : Number(row.size);
    if (!sizeBytes && kind === 'PGlite') {
      sizeBytes = await folderSize(path.join(ctx.config.dataDir, 'pglite')).catch(() => null);
    }
    return { kind, up: true, version: row?.version ?? '', sizeBytes, responseMs };
  } catch {
    return { kind, up: false, version: '', sizeBytes: null, responseMs: null };
  }
}

/**
 * Reads the server's state for 服务监控. CPU usage is the busy share of all cores between two readings, so a
 * sampler keeps the previous reading; one sampler serves every open page.
 */
export class ServerSampler {
  private previous: CpuTimes = cpuTimes();

  constructor(private readonly ctx: AppContext) {}

  private cpuUsage(): number {
    const now = cpuTimes();
    const total = now.total - this.previous.total;
    const busy = total - (now.idle - this.previous.idle);
    this.previous = now;
    return percent(Math.max(0, busy), total);
  }

  async read(): Promise<MonitorSnapshot> {
    const cpus = os.cpus();
    const memory = process.memoryUsage();
    const [diskUsage, database, eventLoopLagMs] = await Promise.all([
      disk(this.ctx.config.dataDir),
      databaseStatus(this.ctx, this.ctx.database.db),
      eventLoopLag(),
    ]);
    return {
      time: new Date().toISOString(),
      cpu: {
        usage: this.cpuUsage(),
        cores: cpus.length,
        model: cpus[0]?.model.trim() ?? '',
        loadAverage: os.loadavg().map((load) => Math.round(load * 100) / 100),
      },
      ...memoryAndSwap(),
      disk: diskUsage,
      system: {
        os: `${os.type()} ${os.release()}`,
        platform: os.platform(),
        arch: os.arch(),
        hostname: os.hostname(),
        uptimeSeconds: Math.round(os.uptime()),
      },
      process: {
        pid: process.pid,
        node: process.version,
        uptimeSeconds: Math.round(process.uptime()),
        rss: memory.rss,
        heapUsed: memory.heapUsed,
        heapTotal: memory.heapTotal,
        eventLoopLagMs,
      },
      database,
    };
  }
}
