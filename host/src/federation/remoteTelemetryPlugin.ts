import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { countRemoteLoad, failureKindOf } from './remoteTelemetry';

/**
 * Federation runtime plugin of the host: every module it loads from an area's release is counted against that
 * release, as loaded or failed (its manifest, its entry, a chunk), for the release health (remoteTelemetry.ts).
 * `afterLoadRemote` comes once per load whatever happened (a manifest that fails also reaches errorLoadRemote
 * twice), with the release's address, which names its area and version.
 */
export default function remoteTelemetryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'yjf-remote-telemetry',
    afterLoadRemote({ id, remote, error }) {
      const entry = remote && 'entry' in remote ? remote.entry : undefined;
      countRemoteLoad(entry, error ? failureKindOf(error) : 'loads', id);
    },
  };
}
