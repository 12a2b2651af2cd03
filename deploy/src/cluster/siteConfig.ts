import fs from 'node:fs';
import path from 'node:path';
import { root } from '../workspace';

/** The nginx site operators install, and `pnpm cluster start` runs (placeholders in double braces). */
export const SITE_TEMPLATE = path.join(root, 'deploy/nginx/yunjiaofu.conf.template');

/**
 * How long nginx leaves out an instance that refused a connection or timed out (`fail_timeout`), seconds. A
 * rolling restart waits it out after each instance is ready again before it stops the next one: nginx would
 * otherwise still be leaving out the one just restarted, and find no instance to send to (its own 502).
 */
export const UPSTREAM_FAIL_TIMEOUT_SECONDS = 2;

export type SiteOptions = {
  /** nginx's `listen`: `80`, `127.0.0.1:8080`. */
  listen: string;
  serverName: string;
  /** The instances, each on 127.0.0.1. */
  instancePorts: number[];
  /** The folder of published remotes the instances share (RELEASES_DIR/areas). */
  remotesDir: string;
  /** Whether nginx has the brotli_static module (Debian: libnginx-mod-http-brotli-static). */
  brotli: boolean;
};

/** A path as one nginx argument: quoted when it holds what would split or end it. */
const nginxPath = (value: string) => (/[\s;"'{}#$]/.test(value) ? JSON.stringify(value) : value);

/** The site for these instances and folders; throws when the template holds a placeholder left unfilled. */
export function renderSite(options: SiteOptions, template = fs.readFileSync(SITE_TEMPLATE, 'utf8')): string {
  if (options.instancePorts.length === 0) throw new Error('至少需要一个服务实例');
  const values: Record<string, string> = {
    LISTEN: options.listen,
    SERVER_NAME: options.serverName,
    UPSTREAM_SERVERS: options.instancePorts
      .map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=${UPSTREAM_FAIL_TIMEOUT_SECONDS}s;`)
      .join('\n'),
    // alias maps /remotes/ onto the folder: both end with a slash.
    REMOTES_DIR: nginxPath(`${path.resolve(options.remotesDir)}/`),
    BROTLI_STATIC: options.brotli
      ? 'brotli_static on;'
      : '# brotli_static on;  # with libnginx-mod-http-brotli-static installed',
  };
  const site = template.replace(/\{\{([A-Z_]+)\}\}/g, (match, name: string) => values[name] ?? match);
  const left = site.match(/\{\{[A-Z_]+\}\}/);
  if (left) throw new Error(`nginx 模板中的 ${left[0]} 没有填写`);
  return site;
}
