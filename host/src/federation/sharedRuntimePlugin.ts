import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import hostPackage from '../../package.json';

/** Where a remote built with `externalRuntime` finds the federation runtime core (Module Federation's name). */
type RuntimeGlobal = { _FEDERATION_RUNTIME_CORE?: unknown; _FEDERATION_RUNTIME_CORE_FROM?: unknown };

/**
 * Federation runtime plugin of the host: the page's one federation runtime core, the host's, put where every
 * remote entry takes it (`_FEDERATION_RUNTIME_CORE`), before any remote loads. A remote's entry is built without
 * a runtime of its own (`externalRuntime`, shared/build's createConfig): each carried a copy, 80 KB (22 KB
 * brotli) parsed and started again before the area's code ran. Module Federation's own provider
 * (`provideExternalRuntime`) reaches the core through its CommonJS build, which bundled the core a second time
 * beside the host's; this hands over the very module the host runs on.
 */
export default function sharedRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'yjf-shared-runtime',
    beforeInit(args) {
      const global = runtimeCore.Global as RuntimeGlobal;
      global._FEDERATION_RUNTIME_CORE = runtimeCore;
      // The version the host pins (package.json), not a copy of it that a bump would leave behind.
      global._FEDERATION_RUNTIME_CORE_FROM = {
        name: args.options.name,
        version: hostPackage.dependencies['@module-federation/runtime-core'],
      };
      return args;
    },
  };
}
