import type { RemoteLoadCounts } from '@yjf/domain/remoteTelemetry';

/** One minute of a version in `GET /api/deploy/health`: the page modules that loaded, and the failures. */
export type VersionHealthMinute = { minute: string; loads: number; failures: number };

/** An area's version over the last hour: its totals (by kind, failures in all, failure rate 0..1) and its minutes. */
export type VersionHealth = {
  area: string;
  version: string;
  totals: RemoteLoadCounts & { failures: number; failureRate: number };
  /** Only the minutes with something counted, oldest first. */
  minutes: VersionHealthMinute[];
};

/**
 * `GET /api/deploy/health`: what users' browsers saw of each area's versions in the hour from `from` (the first
 * minute) to `to` (the current minute), from the reports of `POST /api/telemetry/remotes`.
 */
export type ReleaseHealth = { from: string; to: string; versions: VersionHealth[] };
