import path from 'node:path';
import { parseArgs } from 'node:util';
import { root } from '../workspace';

/** What `pnpm cluster` runs: where, how many instances, on which ports. */
export type ClusterOptions = {
  /** The cluster's folder: state file, logs, nginx files, the PostgreSQL data and the instances' shared DATA_DIR. */
  dir: string;
  instances: number;
  /** Where nginx listens. */
  host: string;
  port: number;
  /** The first instance's port (default 8081); the others follow it (8082, ...). */
  instancePort: number;
  /** The port of the cluster's own PostgreSQL; unused when `databaseUrl` is given. */
  postgresPort: number;
  /** DATABASE_URL from the environment: the instances use that database and no PostgreSQL is started. */
  databaseUrl: string | undefined;
  serverName: string;
  /** `start --detach`: leave the cluster running and return (stop it with `pnpm cluster stop`). */
  detach: boolean;
  /** `restart --instance <n>`: only that instance (1 is the first). */
  instance: number | undefined;
  /**
   * HTTPS with HTTP/2 at nginx: the operator's certificate (`--cert`, `--key`), or one `pnpm cluster` makes for
   * this machine (`--self-signed`, for tests); null serves plain HTTP.
   */
  tls: { certificate: string; key: string } | 'self-signed' | null;
  /** `--redirect-port`: a plain HTTP port that redirects to the https site (default 80 when --port is 443). */
  redirectPort: number | undefined;
};

export const CLUSTER_USAGE = `用法：pnpm cluster <命令> [选项]
  start      构建未构建的部分，启动 PostgreSQL、服务实例和 nginx（前台运行，Ctrl-C 停止；--detach 后台运行）
  stop       停止 nginx、各服务实例（处理完进行中的请求）和 PostgreSQL
  restart    滚动重启：逐个重启服务实例，每个就绪后再重启下一个（nginx 把请求交给其他实例）；
             --rolling 同此（默认即滚动）；--instance <n> 只重启第 n 个
  status     各进程是否在运行
  site       打印 nginx 站点配置（deploy/nginx/yunjiaofu.conf.template 填好后的内容），供运维安装
选项：
  --instances <n>       服务实例个数（默认 2）
  --host <地址>         nginx 监听的地址（默认 127.0.0.1；对外服务用 0.0.0.0）
  --port <端口>         nginx 的端口（默认 8080）
  --instance-port <端口> 第一个实例的端口（默认 8081，其余依次加 1）
  --pg-port <端口>      集群自带 PostgreSQL 的端口（默认 54340；设置了 DATABASE_URL 时不启动 PostgreSQL）
  --server-name <域名>  nginx 的 server_name（默认 _）
  --cert <文件> --key <文件>
                        启用 HTTPS 与 HTTP/2：证书（含证书链）与私钥，PEM 格式
  --self-signed         启用 HTTPS 与 HTTP/2，证书由本命令自签（仅供测试；浏览器会提示不受信任）
  --redirect-port <端口> 启用 HTTPS 时，此 HTTP 端口把请求重定向到 HTTPS（--port 为 443 时默认 80）
  --dir <目录>          集群目录（默认 $DATA_DIR/cluster，即 ./data/cluster）`;

const integer = (name: string, value: string | undefined, fallback: number, min = 1, max = 65535): number => {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) throw new Error(`--${name} 不正确：${value}`);
  return parsed;
};

/** Reads the command line (after the command) and the environment (DATA_DIR, DATABASE_URL). */
export function clusterOptionsOf(args: string[], env: NodeJS.ProcessEnv): ClusterOptions {
  const { values } = parseArgs({
    args,
    options: {
      instances: { type: 'string' },
      host: { type: 'string' },
      port: { type: 'string' },
      'instance-port': { type: 'string' },
      'pg-port': { type: 'string' },
      'server-name': { type: 'string' },
      dir: { type: 'string' },
      detach: { type: 'boolean' },
      instance: { type: 'string' },
      // `restart --rolling`: the spelling operators know; a restart is always one instance at a time.
      rolling: { type: 'boolean' },
      cert: { type: 'string' },
      key: { type: 'string' },
      'self-signed': { type: 'boolean' },
      'redirect-port': { type: 'string' },
    },
    strict: true,
  });
  const port = integer('port', values.port, 8080);
  if (Boolean(values.cert) !== Boolean(values.key)) throw new Error('--cert 与 --key 须一起给出');
  if (values.cert && values['self-signed']) throw new Error('--cert/--key 与 --self-signed 只能选一种');
  const tls = values.cert
    ? { certificate: path.resolve(values.cert), key: path.resolve(values.key!) }
    : values['self-signed']
      ? ('self-signed' as const)
      : null;
  if (!tls && values['redirect-port'] !== undefined)
    throw new Error('--redirect-port 只用于 HTTPS（--cert/--key 或 --self-signed）');
  const instances = integer('instances', values.instances, 2, 1, 16);
  return {
    dir: path.resolve(values.dir ?? path.join(env.DATA_DIR || path.join(root, 'data'), 'cluster')),
    instances,
    host: values.host ?? '127.0.0.1',
    port,
    instancePort: integer('instance-port', values['instance-port'], 8081),
    postgresPort: integer('pg-port', values['pg-port'], 54340),
    databaseUrl: env.DATABASE_URL || undefined,
    serverName: values['server-name'] ?? '_',
    detach: values.detach ?? false,
    instance: values.instance === undefined ? undefined : integer('instance', values.instance, 1, 1, 16),
    tls,
    redirectPort: tls
      ? integer('redirect-port', values['redirect-port'], port === 443 ? 80 : 0, 0) || undefined
      : undefined,
  };
}

/** The instances' ports: consecutive from the first. */
export const instancePorts = (options: ClusterOptions) =>
  Array.from({ length: options.instances }, (_, index) => options.instancePort + index);

/** The address browsers reach the cluster at. */
export function clusterUrl(options: Pick<ClusterOptions, 'host' | 'port' | 'tls'>): string {
  const host = options.host === '0.0.0.0' || isLoopbackHost(options.host) ? '127.0.0.1' : options.host;
  const scheme = options.tls ? 'https' : 'http';
  const standard = options.port === (options.tls ? 443 : 80);
  return `${scheme}://${host.includes(':') ? `[${host}]` : host}${standard ? '' : `:${options.port}`}/`;
}

export const isLoopbackHost = (host: string) => host === 'localhost' || host === '::1' || /^127\./.test(host);

/** nginx's `listen` for the host and port (every address: the port alone). */
export function listenOf(options: Pick<ClusterOptions, 'host' | 'port'>): string {
  if (options.host === '0.0.0.0') return String(options.port);
  return options.host.includes(':') ? `[${options.host}]:${options.port}` : `${options.host}:${options.port}`;
}
