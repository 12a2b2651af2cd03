import { z } from '@yjf/domain/zod';

/** Total, used and the used share in percent (0-100, one decimal). */
const usageSchema = z.object({ total: z.number(), used: z.number(), usage: z.number() });

/**
 * One reading of the server (服务监控): pushed over `/websocket` every few seconds while the page is open, and
 * answered once by `GET /api/monitor`. Sizes are bytes, times seconds unless the name says otherwise.
 */
export const monitorSnapshotSchema = z.object({
  /** When it was read (ISO). */
  time: z.string(),
  cpu: z.object({
    /** Busy share of all cores since the previous reading, percent. */
    usage: z.number(),
    cores: z.number(),
    model: z.string(),
    /** 1, 5 and 15 minutes (zero on Windows). */
    loadAverage: z.array(z.number()),
  }),
  memory: usageSchema,
  /** Null where the system has no swap or does not say. */
  swap: usageSchema.nullable(),
  /** The file system of the data folder. */
  disk: usageSchema.extend({ path: z.string() }).nullable(),
  system: z.object({
    os: z.string(),
    platform: z.string(),
    arch: z.string(),
    hostname: z.string(),
    uptimeSeconds: z.number(),
  }),
  process: z.object({
    pid: z.number(),
    node: z.string(),
    uptimeSeconds: z.number(),
    rss: z.number(),
    heapUsed: z.number(),
    heapTotal: z.number(),
    /** How late a timer fired: the event loop's lag, milliseconds. */
    eventLoopLagMs: z.number(),
  }),
  database: z.object({
    kind: z.enum(['PGlite', 'PostgreSQL']),
    up: z.boolean(),
    version: z.string(),
    /** Null when it could not be measured. */
    sizeBytes: z.number().nullable(),
    /** Round trip of `select 1`, milliseconds; null when the database did not answer. */
    responseMs: z.number().nullable(),
  }),
});
export type MonitorSnapshot = z.infer<typeof monitorSnapshotSchema>;

/** Close codes of `/websocket`: no valid session, and a session that may not watch the server. */
export const MONITOR_CLOSE_UNAUTHORIZED = 4401;
export const MONITOR_CLOSE_FORBIDDEN = 4403;

/** Seconds between two readings pushed to an open page. */
export const MONITOR_INTERVAL_MS = 3000;

/** Bytes as a person reads them: 512 B, 1.5 KB, 3.2 GB. */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes)) return '-';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

/** A duration in seconds as 3天4小时, 5小时12分, 12分30秒. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const days = Math.floor(whole / 86400);
  const hours = Math.floor((whole % 86400) / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  if (days) return `${days}天${hours}小时`;
  if (hours) return `${hours}小时${minutes}分`;
  return `${minutes}分${whole % 60}秒`;
}
