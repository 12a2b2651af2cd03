/**
 * What the host tells the server about loading the areas' releases in users' browsers (`POST
 * /api/telemetry/remotes`), counted per area and version: the page modules that loaded, and what failed.
 */

/**
 * What can fail: the release's federation manifest, its entry (or the module in it), a chunk of its code, or
 * the page itself while it renders (caught by the page's error boundary).
 */
export const REMOTE_FAILURE_KINDS = ['manifest', 'entry', 'chunk', 'render'] as const;
export type RemoteFailureKind = (typeof REMOTE_FAILURE_KINDS)[number];

/** Counts of one area's version: modules that loaded (`loads`), and failures by kind. */
export type RemoteLoadCounts = { loads: number } & Record<RemoteFailureKind, number>;

/** One line of a report: an area's version and what happened to it since the last report. */
export type RemoteLoadReportEntry = { area: string; version: string } & RemoteLoadCounts;

/** The body of `POST /api/telemetry/remotes`: small, sent every few seconds at most by each open page. */
export type RemoteLoadReport = { entries: RemoteLoadReportEntry[] };

/** Most lines a report holds (one per area and version the page used since its last report). */
export const MAX_REPORT_ENTRIES = 30;
/** Most of any one count a report line may carry; a page holds anything beyond for its next report. */
export const MAX_REPORT_COUNT = 50;

/** Every failure of some counts, whatever its kind. */
export const failuresOf = (counts: RemoteLoadCounts): number =>
  counts.manifest + counts.entry + counts.chunk + counts.render;

/**
 * The share of a version's page loads that failed, 0..1: failures of any kind over the loads tried (those
 * that loaded and those that did not; a page that throws while rendering had loaded). 0 when nothing was tried.
 */
export function failureRate(counts: RemoteLoadCounts): number {
  const tried = counts.loads + counts.manifest + counts.entry + counts.chunk;
  return tried ? Math.min(1, failuresOf(counts) / tried) : 0;
}

/** The page loads tried: the denominator of failureRate. */
export const loadsTried = (counts: RemoteLoadCounts): number =>
  counts.loads + counts.manifest + counts.entry + counts.chunk;

/** Adds counts into `into` (which it answers). */
export function addCounts(into: RemoteLoadCounts, counts: RemoteLoadCounts): RemoteLoadCounts {
  into.loads += counts.loads;
  for (const kind of REMOTE_FAILURE_KINDS) into[kind] += counts[kind];
  return into;
}

export const noCounts = (): RemoteLoadCounts => ({ loads: 0, manifest: 0, entry: 0, chunk: 0, render: 0 });
