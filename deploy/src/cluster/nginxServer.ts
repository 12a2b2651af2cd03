import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { installDebianPackages } from './debianPackages';
import { endProcess, isRunning, refOf, tailOf, type ProcessRef } from './processes';
import { renderSite, type SiteOptions } from './siteConfig';

const NGINX = '/usr/sbin/nginx';
/** Debian's libnginx-mod-http-brotli-static: the .br files the builds wrote are sent only with it. */
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** Whether this machine's nginx can send the .br files (the site then turns brotli_static on). */
export const hasBrotliModule = () => fs.existsSync(BROTLI_MODULE);

/** Debian's nginx, installed (with the brotli_static module) when missing. */
export function ensureNginx(): void {
  if (fs.existsSync(NGINX)) return;
  installDebianPackages(['nginx', 'libnginx-mod-http-brotli-static'], '没有找到 nginx');
}

/** The files of the cluster's own nginx: its configuration, pid, logs and temporary folders, under `prefix`. */
export const nginxFiles = (prefix: string) => ({
  conf: path.join(prefix, 'nginx.conf'),
  site: path.join(prefix, 'site.conf'),
  errorLog: path.join(prefix, 'logs/error.log'),
  accessLog: path.join(prefix, 'logs/access.log'),
});

/**
 * The main configuration of an nginx master of our own (not the system's service, which may serve other sites
 * or not run at all): in the foreground of the process we start, everything under `prefix`, and the site.
 */
function mainConfig(prefix: string, brotli: boolean): string {
  const files = nginxFiles(prefix);
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, 'temp', name)};`;
  return [
    '# Written by `pnpm cluster start`; the site is site.conf, from deploy/nginx/yunjiaofu.conf.template.',
    ...(brotli ? [`load_module ${BROTLI_MODULE};`] : []),
    'daemon off;',
    'worker_processes auto;',
    `pid ${path.join(prefix, 'nginx.pid')};`,
    `error_log ${files.errorLog} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    '    types_hash_max_size 2048;',
    '    sendfile on;',
    '    server_tokens off;',
    '    log_format yunjiaofu \'$remote_addr [$time_local] "$request" $status $body_bytes_sent \'',
    "                         '$request_id upstream=$upstream_addr/$upstream_status ${request_time}s';",
    `    access_log ${files.accessLog} yunjiaofu;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `    ${temp(name)}`),
    `    include ${files.site};`,
    '}',
    '',
  ].join('\n');
}

/** Writes the site and the main configuration and has nginx check them; throws with nginx's own words. */
export function writeNginxConfig(prefix: string, site: Omit<SiteOptions, 'brotli'>): void {
  const brotli = hasBrotliModule();
  const files = nginxFiles(prefix);
  fs.mkdirSync(path.dirname(files.errorLog), { recursive: true });
  fs.mkdirSync(path.join(prefix, 'temp'), { recursive: true });
  fs.writeFileSync(files.site, renderSite({ ...site, brotli }));
  fs.writeFileSync(files.conf, mainConfig(prefix, brotli));
  const check = spawnSync(NGINX, ['-t', '-q', '-p', prefix, '-c', files.conf, '-e', files.errorLog], {
    encoding: 'utf8',
  });
  if (check.status !== 0) throw new Error(`nginx 配置检查未通过（${files.conf}）：\n${check.stderr.trim()}`);
}

/** Whether something accepts connections on host:port. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts the nginx master (its own process group, so a Ctrl-C meant for `pnpm cluster start` reaches it only
 * through the orderly stop) and waits until it accepts connections on `host:port`.
 */
export async function startNginx(prefix: string, host: string, port: number): Promise<ProcessRef> {
  const files = nginxFiles(prefix);
  const log = fs.openSync(files.errorLog, 'a');
  const child = spawn(NGINX, ['-p', prefix, '-c', files.conf, '-e', files.errorLog], {
    detached: true,
    stdio: ['ignore', log, log],
  });
  child.unref();
  fs.closeSync(log);
  const ref = refOf(child.pid!);
  const until = Date.now() + 15_000;
  while (!(await accepts(host === '0.0.0.0' ? '127.0.0.1' : host, port))) {
    if (!isRunning(ref) || Date.now() > until) {
      if (isRunning(ref)) await endProcess(ref, 'SIGTERM', 2_000);
      throw new Error(`nginx 没有启动（端口 ${port}）：\n${tailOf(files.errorLog)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return ref;
}

/** SIGQUIT: nginx stops taking connections and ends once the requests in flight are answered. */
export const stopNginx = (ref: ProcessRef) => endProcess(ref, 'SIGQUIT', 15_000);
