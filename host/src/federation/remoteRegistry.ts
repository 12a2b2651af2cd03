import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { getToken } from '@yjf/api/token';
import { takeEarly } from '@yjf/api/earlyAnswers';
import type { FirstData } from '@yjf/api/firstData';
import { parseRemoteComponent, type LiveRemote, type RemotePreview, type RemotesResponse } from '@yjf/domain/remotes';
import { fallBackToStable } from './stableFallback';
import { isUnavailable } from './unavailableModule';
import { countRemoteLoad } from './remoteTelemetry';

/** What loading a menu's component gave: the page, a name no remote exposes, or a remote that is down. */
export type RemotePageResult =
  | ({ kind: 'ready' } & LoadedPage)
  | { kind: 'missing'; component: string }
  | { kind: 'unavailable'; component: string; reason: string }
  /**
   * The area's live release was built for a newer platform kernel than this host provides (`needs: 'host'`), or
   * against a contract of its server API this server does not serve (`needs: 'server'`).
   */
  | { kind: 'incompatible'; component: string; needs: 'host' | 'server' }
  /** A new release of the area went live since the page loaded: only a page load can swap it in. */
  | { kind: 'updated'; component: string };

/** A page's module: its component, and what it reads first (`firstData`, when it declares it). */
type LoadedPage = { Component: ComponentType; firstData?: FirstData };

let liveRemotes: Promise<Map<string, LiveRemote>> | null = null;
/** The live areas as last read, for a first draw that need not wait for them again. */
let liveRemotesRead: LiveRemote[] | undefined;
/** The candidates the session previews, as last read. */
let previewsRead: RemotePreview[] = [];
const loadedPages = new Map<string, LoadedPage>();
/** Loads under way, so that a preload and the open that follows it share one. */
const pendingPages = new Map<string, Promise<RemotePageResult>>();
const registeredEntries = new Map<string, string>();

/** The page component of a menu's component name, when it has loaded before on this page load. */
export function loadedPage(component: string): ComponentType | undefined {
  return loadedPages.get(component)?.Component;
}

/** Counts a page that threw while rendering against the release of its area this page load registered. */
export function countPageError(component: string): void {
  const area = parseRemoteComponent(component)?.remote;
  if (area) countRemoteLoad(registeredEntries.get(area), 'render', component);
}

/** The live areas as last read on this page load, if they have been. */
export function liveRemotesNow(): LiveRemote[] | undefined {
  return liveRemotesRead;
}

/** The candidates the signed-in session previews, as the live areas last read them (none before). */
export function previewsNow(): RemotePreview[] {
  return previewsRead;
}

/**
 * The live releases now, from the server (never from a cache): the areas the signed-in user may open. The
 * first call of a page load may take the answer the root config asked for as the page opened.
 */
export async function fetchLiveRemotes(): Promise<LiveRemote[]> {
  const token = getToken();
  const response = await (takeEarly('/api/remotes') ??
    fetch('/api/remotes', {
      cache: 'no-store',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    }));
  if (!response.ok) throw new Error(`GET /api/remotes ${response.status}`);
  const body = (await response.json()) as RemotesResponse;
  previewsRead = Array.isArray(body?.previews) ? body.previews : [];
  return Array.isArray(body?.remotes) ? body.remotes : [];
}

/** Whether this host and this server can serve a live release (a server before contracts says nothing). */
const servable = (remote: LiveRemote) => remote.compatible && remote.contractCompatible !== false;

/**
 * The live version of every area the user may open, with its pages, from the server; those this host can
 * serve are registered with the federation runtime once per page load. A release reaches the user on the
 * next load; nothing here is built into the host.
 */
export function loadLiveRemotes(): Promise<Map<string, LiveRemote>> {
  liveRemotes ??= fetchLiveRemotes()
    .then((remotes) => {
      // Registered once per page load. Re-registering a remote (`force`) makes the runtime drop shared
      // modules the host provides, so a release that goes live meanwhile is picked up by the next page load.
      const fresh = remotes.filter((remote) => servable(remote) && !registeredEntries.has(remote.name));
      registerRemotes(fresh.map((remote) => ({ name: remote.name, entry: remote.entry })));
      for (const remote of fresh) registeredEntries.set(remote.name, remote.entry);
      liveRemotesRead = remotes;
      return new Map(remotes.map((remote) => [remote.name, remote]));
    })
    .catch((error: unknown) => {
      liveRemotes = null;
      throw error;
    });
  return liveRemotes;
}

/** Reads the live versions again: has the area been released or rolled back since this page loaded? */
async function liveEntryChanged(name: string): Promise<boolean> {
  liveRemotes = null;
  const remote = (await loadLiveRemotes()).get(name);
  const registered = registeredEntries.get(name);
  // A candidate that fell back to its stable release has not changed while the server still names both.
  return Boolean(remote && registered !== remote.entry && registered !== remote.stable?.entry);
}

/** Whether the remote's manifest lists the module; null when the manifest itself cannot be read. */
async function remoteExposes(remote: LiveRemote, module: string): Promise<boolean | null> {
  try {
    const response = await fetch(remote.entry);
    if (!response.ok) return null;
    const manifest = (await response.json()) as { exposes?: { name: string }[] };
    return (manifest.exposes ?? []).some((expose) => expose.name === module);
  } catch {
    return null;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads the page a menu names (`customers/CustomerList`). A failed load is tried once more after a short
 * pause (the runtime forgets a failed entry, so the second try fetches it again). `fresh` (the user pressed
 * 重试) first checks whether a new release of the area went live meanwhile.
 */
export function loadRemotePage(component: string, fresh = false): Promise<RemotePageResult> {
  const cached = loadedPages.get(component);
  if (cached && !fresh) return Promise.resolve({ kind: 'ready', ...cached });
  const pending = fresh ? undefined : pendingPages.get(component);
  if (pending) return pending;
  const loading = loadPage(component, fresh).finally(() => pendingPages.delete(component));
  pendingPages.set(component, loading);
  return loading;
}

/**
 * Starts loading a menu's page before it is opened (the pointer is on its menu item, or it has focus): the
 * remote's manifest, entry and the page's code arrive while the user clicks. A failure is left for the open
 * itself to show.
 */
export function preloadRemotePage(component: string): void {
  if (loadedPages.has(component) || pendingPages.has(component) || !parseRemoteComponent(component)) return;
  void loadRemotePage(component);
}

async function loadPage(component: string, fresh: boolean): Promise<RemotePageResult> {
  const parsed = parseRemoteComponent(component);
  if (!parsed) return { kind: 'missing', component };
  let remote: (LiveRemote & { fallback?: true }) | undefined;
  try {
    remote = (await loadLiveRemotes()).get(parsed.remote);
    // An area the user could not open when the page loaded may be theirs now (a plan bought, a role given):
    // its menu came with the new menus, so the live areas are read once more before the page is called missing.
    if (!remote) {
      liveRemotes = null;
      remote = (await loadLiveRemotes()).get(parsed.remote);
    }
  } catch (error) {
    return { kind: 'unavailable', component, reason: error instanceof Error ? error.message : String(error) };
  }
  if (!remote) return { kind: 'missing', component };
  if (!remote.compatible) return { kind: 'incompatible', component, needs: 'host' };
  if (remote.contractCompatible === false) return { kind: 'incompatible', component, needs: 'server' };
  if (fellBack.has(remote.name) && remote.stable) remote = asStable(remote, remote.stable);

  let reason = '';
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (attempt > 0 && !remote.fallback) await pause(300);
    if (fresh && attempt === 0) {
      try {
        if (await liveEntryChanged(parsed.remote)) return { kind: 'updated', component };
      } catch (error) {
        return { kind: 'unavailable', component, reason: error instanceof Error ? error.message : String(error) };
      }
    }
    try {
      const module = await loadRemote<{ default?: ComponentType; firstData?: unknown }>(
        `${parsed.remote}/${parsed.module}`,
      );
      if (module && !isUnavailable(module) && module.default) {
        const page: LoadedPage = { Component: module.default };
        if (typeof module.firstData === 'function') page.firstData = module.firstData as FirstData;
        loadedPages.set(component, page);
        return { kind: 'ready', ...page };
      }
      reason = isUnavailable(module) ? module.reason : '模块没有默认导出的页面组件';
    } catch (error) {
      reason = error instanceof Error ? error.message : String(error);
    }
    const stable = stableFallback(remote);
    if (stable) {
      // The candidate failed: the stable release is loaded instead, once, and tried as the second attempt.
      remote = stable;
      continue;
    }
    if ((await remoteExposes(remote, parsed.module)) === false) return { kind: 'missing', component };
  }
  return { kind: 'unavailable', component, reason };
}

/** Remotes whose candidate failed on this page load and that now load their stable release. */
const fellBack = new Set<string>();

/**
 * For a candidate (canary or preview) that failed to load and has a stable release: points the remote at the
 * stable release from its next module request on (once per page load) and answers the remote as it is now.
 * Null for a stable release, a candidate with none to fall back to, or one that fell back already.
 */
function stableFallback(remote: LiveRemote): (LiveRemote & { fallback: true }) | null {
  if (remote.channel === 'stable' || !remote.stable || fellBack.has(remote.name)) return null;
  fellBack.add(remote.name);
  console.warn(`[federation] ${remote.name} ${remote.version} 加载失败，改用稳定版本 ${remote.stable.version}`);
  fallBackToStable(remote.name, remote.stable.entry);
  registeredEntries.set(remote.name, remote.stable.entry);
  return asStable(remote, remote.stable);
}

const asStable = (remote: LiveRemote, stable: { version: string; entry: string }): LiveRemote & { fallback: true } => ({
  ...remote,
  version: stable.version,
  entry: stable.entry,
  channel: 'stable',
  stable: null,
  fallback: true,
});
