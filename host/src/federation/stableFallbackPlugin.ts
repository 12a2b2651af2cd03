import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeStableSwitch } from './stableFallback';

type RuntimeGlobal = Record<string, unknown>;

/**
 * Federation runtime plugin of the host: a remote whose candidate failed to load is pointed at its stable
 * release before its next module request, in the same page load. The registered remote's entry is rewritten
 * in place and what the runtime kept of the failed candidate is forgotten: the entry the host's snapshot
 * resolved it from, its module (with its container) and its container's globals. Registering the remote again (`registerRemotes` with `force`) would do that too,
 * but also drops the shared modules the host provides; here the share scope is left as it is, and the stable
 * container joins it as the candidate did.
 */
export default function stableFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'yjf-stable-fallback',
    beforeRequest(args) {
      const name = args.id.split('/')[0] ?? '';
      const entry = takeStableSwitch(name);
      const remote = entry ? args.options.remotes.find((candidate) => candidate.name === name) : undefined;
      if (!entry || !remote || !('entry' in remote)) return args;
      remote.entry = new URL(entry, globalThis.location?.origin).href;
      // The host's snapshot keeps the entry a remote was first resolved from (`remotesInfo[name].matchedVersion`)
      // and resolves it from there again: forgotten, the remote is resolved from its new entry.
      const federation = (globalThis as { __FEDERATION__?: { moduleInfo?: Record<string, unknown> } }).__FEDERATION__;
      const hostSnapshot = federation?.moduleInfo?.[args.options.name] as
        { remotesInfo?: Record<string, unknown> } | undefined;
      if (hostSnapshot?.remotesInfo) delete hostSnapshot.remotesInfo[name];
      const loaded = args.origin.moduleCache.get(name);
      args.origin.moduleCache.delete(name);
      // A candidate container that loaded (a chunk or the page then failed) stays on the global its entry
      // declares, and the runtime would take it again; its chunks were pushed on the chunk list its build names
      // (`webpackChunk<name>`: shared/build's uniqueName), and the stable build would take those for its own.
      forget(loaded?.remoteInfo.entryGlobalName ?? name);
      forget(`webpackChunk${name}`);
      return args;
    },
  };
}

function forget(key: string): void {
  const global = globalThis as RuntimeGlobal;
  if (!(key in global)) return;
  if (Object.getOwnPropertyDescriptor(global, key)?.configurable) delete global[key];
  else global[key] = undefined;
}
