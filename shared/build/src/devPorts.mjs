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
