/**
 * What the federation runtime answers instead of a module that could not load: a marker, not an exception,
 * so one broken remote never breaks the page that asked for it. Kept free of React: runtime plugins load
 * before any shared module.
 */
export const UNAVAILABLE = '__yjfRemoteUnavailable';

export type UnavailableModule = { [UNAVAILABLE]: true; id: string; reason: string };

export function unavailableModule(id: string, error: unknown): UnavailableModule {
  return { [UNAVAILABLE]: true, id, reason: error instanceof Error ? error.message : String(error) };
}

export function isUnavailable(module: unknown): module is UnavailableModule {
  return typeof module === 'object' && module !== null && UNAVAILABLE in module;
}
