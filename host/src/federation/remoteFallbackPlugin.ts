import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { unavailableModule } from './unavailableModule';

/**
 * Federation runtime plugin of the host: a remote module that fails to load (entry down, chunk missing,
 * module not exposed) resolves to a marker module, which the page loader turns into a fallback with retry.
 */
export default function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'yjf-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`[federation] ${id} 加载失败（${lifecycle}）`, error);
      // Only a module load is answered with the marker. A manifest that failed must fail: the runtime then
      // forgets it, and a retry fetches it again (an answer here would be cached as the manifest).
      return lifecycle === 'onLoad' ? unavailableModule(id, error) : undefined;
    },
  };
}
