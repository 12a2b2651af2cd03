/**
 * Areas whose candidate (a canary or preview release) failed to load on this page load and that are to be
 * loaded from their stable release instead: the remote's name and the stable release's manifest. The page
 * loader asks for it (`fallBackToStable`), the federation runtime plugin (`stableFallbackPlugin`) carries it
 * out before the remote's next module request. Kept free of React: runtime plugins load before any shared module.
 */
const pendingSwitches = new Map<string, string>();

/** Load the remote `name` from `entry` (its stable release's manifest) from its next module request on. */
export function fallBackToStable(name: string, entry: string): void {
  pendingSwitches.set(name, entry);
}

/** The stable entry the remote is to switch to before its next request, once; undefined when none is asked for. */
export function takeStableSwitch(name: string): string | undefined {
  const entry = pendingSwitches.get(name);
  pendingSwitches.delete(name);
  return entry;
}
