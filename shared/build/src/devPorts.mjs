// @ts-check
/** Ports of `pnpm dev`: the host on 8000 (the API behind it on 8001), each remote on its own. */
export const DEV_HOST_PORT = 8000;
export const DEV_API_PORT = 8001;

/** @type {Record<string, number>} */
export const DEV_REMOTE_PORTS = {
  customers: 3001,
  projects: 3002,
  business: 3003,
  finance: 3004,
  purchasing: 3005,
  system: 3006,
  testkit: 3099,
};

/**
 * The port of an area's dev server: its own in the table above, else one of 3100–3999 chosen by its name, so that
 * a new area (a folder under `remotes/`) has one without an edit here, and `pnpm dev` and its webpack agree.
 * @param {string} area
 * @returns {number}
 */
export function devRemotePort(area) {
  if (Object.hasOwn(DEV_REMOTE_PORTS, area)) return DEV_REMOTE_PORTS[area];
  let hash = 2166136261;
  for (const char of area) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return 3100 + (hash % 900);
}
