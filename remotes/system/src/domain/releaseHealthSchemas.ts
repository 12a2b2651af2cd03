import type { RemoteLoadCounts } from '@yjf/domain/remoteTelemetry';

/**
 * One minute of a version in `GET /api/deploy/health`: the page loads tried (loaded or not) and the failures of
 * any kind (a page that threw while rendering had loaded).
 */
export type VersionHealthMinute = { minute: string; tried: number; failures: number };

/**
 * An area's version over the last hour: its totals (loaded and failed by kind, loads tried, failures in all,
 * failure rate 0..1) and its minutes.
 */
export type VersionHealth = {
  area: string;
  version: string;
  totals: RemoteLoadCounts & { tried: number; failures: number; failureRate: number };
  /** Only the minutes with something counted, oldest first. */
  minutes: VersionHealthMinute[];
};

/**
 * `GET /api/deploy/health`: what users' browsers saw of each area's versions in the hour from `from` (the first
 * minute) to `to` (the current minute), from the reports of `POST /api/telemetry/remotes`.
 */
export type ReleaseHealth = { from: string; to: string; versions: VersionHealth[] };
