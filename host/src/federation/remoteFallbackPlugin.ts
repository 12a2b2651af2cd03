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
      if (lifecycle === 'beforeLoadShare') return undefined;
      console.warn(`[federation] ${id} 加载失败（${lifecycle}）`, error);
      return unavailableModule(id, error);
    },
  };
}
