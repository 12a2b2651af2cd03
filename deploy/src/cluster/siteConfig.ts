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
  /**
   * The folder of published remotes the instances share (RELEASES_DIR/areas), which nginx serves itself; null
   * when releases live in a bucket (FILES_BUCKET) and each instance serves its own copy.
   */
  remotesDir: string | null;
  /** Whether nginx has the brotli_static module (Debian: libnginx-mod-http-brotli-static). */
  brotli: boolean;
  /** HTTPS with HTTP/2 on `listen`; without it the site is plain HTTP. */
  tls?: SiteTls;
};

export type SiteTls = {
  /** The certificate (with its chain) and its key, PEM files nginx's master reads. */
  certificate: string;
  key: string;
  /** A plain HTTP `listen` that only redirects to the https origin (port 80 beside 443); none when absent. */
  redirectListen?: string;
  /** The port browsers reach the https site on: the redirect names it unless it is 443. */
  httpsPort: number;
  /** Strict-Transport-Security's max-age on what nginx answers itself; 0 sends none. */
  hstsMaxAge: number;
};

/**
 * Where /remotes/ comes from: the shared folder, served by nginx with the instances' headers (a file not there
 * asks the instances); or, with releases in a bucket, the instances themselves, which send those headers.
 */
function remotesLocation(remotesDir: string | null, tls: SiteTls | undefined): string {
  if (!remotesDir) {
    return [
      '    # Releases live in the bucket (FILES_BUCKET): each instance serves its own copy of them.',
      '    location ^~ /remotes/ {',
      '        proxy_pass http://yunjiaofu;',
      '    }',
    ].join('\n');
  }
  return [
    '    location ^~ /remotes/ {',
    // alias maps /remotes/ onto the folder: both end with a slash.
    `        alias ${nginxPath(`${path.resolve(remotesDir)}/`)};`,
    '        add_header Cache-Control "public, max-age=31536000, immutable" always;',
    '        add_header X-Content-Type-Options nosniff always;',
    '        add_header Cross-Origin-Resource-Policy same-origin always;',
    '        add_header X-Request-Id $request_id always;',
    hstsLine(tls),
    '        error_page 403 404 = @instances;',
    '    }',
  ].join('\n');
}

/** Strict-Transport-Security on what nginx answers itself, with TLS only. */
const hstsLine = (tls: SiteTls | undefined) =>
  tls && tls.hstsMaxAge > 0
    ? `        add_header Strict-Transport-Security "max-age=${tls.hstsMaxAge}" always;`
    : '        # (HSTS: with TLS only)';

/** A path as one nginx argument: quoted when it holds what would split or end it. */
const nginxPath = (value: string) => (/[\s;"'{}#$]/.test(value) ? JSON.stringify(value) : value);

/** The site for these instances and folders; throws when the template holds a placeholder left unfilled. */
export function renderSite(options: SiteOptions, template = fs.readFileSync(SITE_TEMPLATE, 'utf8')): string {
  if (options.instancePorts.length === 0) throw new Error('至少需要一个服务实例');
  const { tls } = options;
  const values: Record<string, string> = {
    LISTEN_LINES: tls
      ? [
          `    listen ${options.listen} ssl http2;`,
          `    ssl_certificate ${nginxPath(tls.certificate)};`,
          `    ssl_certificate_key ${nginxPath(tls.key)};`,
          '    ssl_protocols TLSv1.2 TLSv1.3;',
          // One handshake per browser a day: a page's next visit resumes it.
          '    ssl_session_cache shared:yunjiaofu_tls:10m;',
          '    ssl_session_timeout 1d;',
        ].join('\n')
      : `    listen ${options.listen};`,
    REDIRECT_SERVER: tls?.redirectListen ? redirectServer(tls.redirectListen, options.serverName, tls.httpsPort) : '',
    NGINX_HSTS: hstsLine(tls),
    SERVER_NAME: options.serverName,
    UPSTREAM_SERVERS: options.instancePorts
      .map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=${UPSTREAM_FAIL_TIMEOUT_SECONDS}s;`)
      .join('\n'),
    REMOTES_LOCATION: remotesLocation(options.remotesDir, tls),
    BROTLI_STATIC: options.brotli
      ? 'brotli_static on;'
      : '# brotli_static on;  # with libnginx-mod-http-brotli-static installed',
  };
  const site = template.replace(/\{\{([A-Z_]+)\}\}/g, (match, name: string) => values[name] ?? match);
  const left = site.match(/\{\{[A-Z_]+\}\}/);
  if (left) throw new Error(`nginx 模板中的 ${left[0]} 没有填写`);
  return site;
}

/** The plain HTTP server beside an https site: every request is sent on to the same path over https. */
function redirectServer(listen: string, serverName: string, httpsPort: number): string {
  const port = httpsPort === 443 ? '' : `:${httpsPort}`;
  return [
    '# Plain HTTP only redirects: a bookmark or a typed address reaches the https site (308 keeps a POST a POST).',
    'server {',
    `    listen ${listen};`,
    `    server_name ${serverName};`,
    `    return 308 https://$host${port}$request_uri;`,
    '}',
    '',
  ].join('\n');
}
