import type { RemoteFailureKind, RemoteLoadReportEntry } from '@yjf/domain/remoteTelemetry';

/**
 * What this page load saw of the areas' releases, counted per area and version and sent to the server in small
 * batches (`POST /api/telemetry/remotes`): page modules that loaded, and what failed. The federation runtime
 * plugin (remoteTelemetryPlugin.ts) and the pages' error boundary (RemotePage.tsx) count; the shell starts the
 * sending once signed in. Imports nothing at run time: the runtime plugin loads before the shared modules do.
 */

/** What a count is of: a page module that loaded, or a failure of some kind. */
export type LoadEvent = 'loads' | RemoteFailureKind;

export const TELEMETRY_URL = '/api/telemetry/remotes';
/** How often a page sends what it counted (and once more as it is hidden or closed). */
export const TELEMETRY_FLUSH_MS = 10_000;
/** Events one page load counts at most: a page that fails in a loop stops reporting, it cannot flood. */
export const MAX_EVENTS_PER_PAGE_LOAD = 500;
// The server's limits (@yjf/domain/remoteTelemetry: MAX_REPORT_ENTRIES, MAX_REPORT_COUNT), repeated rather than
// imported: a workspace module is shared, and shared modules are not there yet when the runtime plugin counts.
const MAX_REPORT_ENTRIES = 30;
const MAX_REPORT_COUNT = 50;

const pending = new Map<string, RemoteLoadReportEntry>();
/** Failures counted on this page load, by release, module and kind. */
const failedOnce = new Set<string>();
let counted = 0;

/** The area and version of a release from its manifest's address (`/remotes/customers/<version>/mf-manifest.json`). */
export function releaseOfEntry(entry: string | undefined): { area: string; version: string } | null {
  if (!entry) return null;
  let pathname: string;
  try {
    pathname = new URL(entry, 'http://localhost').pathname;
  } catch {
    return null;
  }
  const match = /^\/remotes\/([a-z][a-z0-9-]{0,31})\/([A-Za-z0-9][A-Za-z0-9.-]{0,63})\/[^/]+$/.exec(pathname);
  return match ? { area: match[1]!, version: match[2]! } : null;
}

/**
 * What kind of failure the federation runtime reported: the manifest (RUNTIME-003 and -007: it could not be
 * fetched or read), a chunk of the release's code (webpack's ChunkLoadError), or else its entry.
 */
export function failureKindOf(error: unknown): RemoteFailureKind {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  if (/RUNTIME-00[37]\b/.test(text)) return 'manifest';
  if (/ChunkLoadError|Loading (css )?chunk/i.test(text)) return 'chunk';
  return 'entry';
}

/**
 * Counts an event of `module` (`customers/CustomerList`) of the release loaded from `entry`; anything not loaded
 * from a release (a dev server) is not. A module loads once a page load (the runtime keeps it), so a failure is
 * counted once a page load too: the shell's second try, a cold open's early load and the page's own, 重试 pressed
 * again and again are one failed load, not many, and the failure rate stays a share of page loads.
 */
export function countRemoteLoad(entry: string | undefined, event: LoadEvent, module = ''): void {
  const release = releaseOfEntry(entry);
  if (!release || counted >= MAX_EVENTS_PER_PAGE_LOAD) return;
  if (event !== 'loads') {
    const failure = `${entry}|${module}|${event}`;
    if (failedOnce.has(failure)) return;
    failedOnce.add(failure);
  }
  counted += 1;
  const key = `${release.area}@${release.version}`;
  let line = pending.get(key);
  if (!line) {
    line = { ...release, loads: 0, manifest: 0, entry: 0, chunk: 0, render: 0 };
    pending.set(key, line);
  }
  line[event] += 1;
}

const EVENTS = ['loads', 'manifest', 'entry', 'chunk', 'render'] as const;

/**
 * The next report from what is counted and not yet sent, within the server's limits; what is beyond them stays
 * for the report after. Null when nothing is counted.
 */
export function takeReport(): RemoteLoadReportEntry[] | null {
  const entries: RemoteLoadReportEntry[] = [];
  for (const [key, line] of pending) {
    if (entries.length === MAX_REPORT_ENTRIES) break;
    const sent = { ...line };
    for (const event of EVENTS) {
      sent[event] = Math.min(line[event], MAX_REPORT_COUNT);
      line[event] -= sent[event];
    }
    if (EVENTS.every((event) => line[event] === 0)) pending.delete(key);
    entries.push(sent);
  }
  return entries.length ? entries : null;
}

/** Forgets everything counted (tests). */
export function resetRemoteTelemetry(): void {
  pending.clear();
  failedOnce.clear();
  counted = 0;
}

export type TelemetryOptions = {
  /** The session token, as other calls send it; without one (signed out) nothing is sent. */
  token: () => string | undefined;
  /** Where page-hiding events come from (the window). */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** Whether the page is hidden now (document.hidden). */
  hidden?: () => boolean;
  send?: typeof fetch;
  intervalMs?: number;
};

/**
 * Sends what is counted every TELEMETRY_FLUSH_MS as an ordinary request, and when the page is hidden or closed as a
 * `keepalive` one, which outlives the page and carries the token as a header (sendBeacon cannot). Only the last
 * needs it: a keepalive request is the browser's, not the page's (it shares a small quota, and the page never
 * learns when it ends). A refused or failed report is dropped: the counts are a sample, not a ledger. Answers a
 * stop function.
 */
export function startRemoteTelemetry(options: TelemetryOptions): () => void {
  const send = options.send ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const events = options.events ?? window;
  const hidden = options.hidden ?? (() => document.hidden);
  const flush = (leaving = false) => {
    const token = options.token();
    if (!token) return;
    const entries = takeReport();
    if (!entries) return;
    void send(TELEMETRY_URL, {
      method: 'POST',
      ...(leaving ? { keepalive: true } : {}),
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ entries }),
    })
      // The answer is read to its end: a response left unread stays open in the browser (and in its tools).
      .then((response) => response.text())
      .catch(() => {});
  };
  const onHidden = () => {
    if (hidden()) flush(true);
  };
  const onPageHide = () => flush(true);
  const timer = setInterval(flush, options.intervalMs ?? TELEMETRY_FLUSH_MS);
  events.addEventListener('pagehide', onPageHide);
  events.addEventListener('visibilitychange', onHidden);
  return () => {
    clearInterval(timer);
    events.removeEventListener('pagehide', onPageHide);
    events.removeEventListener('visibilitychange', onHidden);
  };
}
