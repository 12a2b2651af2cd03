import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Federation runtime plugin of the host: an area whose files the page already asked for (a page opened cold
 * carries the server's preload hints for its area's manifest, entry and page: server/src/http/startPage.ts) is
 * not worked out again. Before it loads a module of an area, the runtime lists what to fetch ahead: that walks
 * every shared module the area takes, about a hundred, through the share scope's version checks (measured on a
 * cold deep link: about 30 ms of the main thread), for files the browser is already fetching. Any other area
 * keeps the runtime's fetching ahead, which saves a round trip on its first open.
 */
export default function hintedPagePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'yjf-hinted-page',
    beforePreloadRemote({ preloadOps, origin }) {
      for (let index = preloadOps.length - 1; index >= 0; index -= 1) {
        const name = preloadOps[index]!.nameOrAlias;
        const remote = origin.options.remotes.find((candidate) => candidate.name === name || candidate.alias === name);
        if (remote && 'entry' in remote && hintedByPage(remote.entry)) preloadOps.splice(index, 1);
      }
    },
  };
}

/** Whether the page came with a preload hint for `entry` (an area's manifest; the runtime holds it absolute). */
function hintedByPage(entry: string): boolean {
  const url = new URL(entry, document.baseURI).href;
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].some((link) => link.href === url);
}
