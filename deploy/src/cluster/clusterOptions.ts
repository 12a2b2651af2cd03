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
    },
    strict: true,
  });
  const port = integer('port', values.port, 8080);
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
  };
}

/** The instances' ports: consecutive from the first. */
export const instancePorts = (options: ClusterOptions) =>
  Array.from({ length: options.instances }, (_, index) => options.instancePort + index);

/** nginx's `listen` for the host and port (every address: the port alone). */
export function listenOf(options: Pick<ClusterOptions, 'host' | 'port'>): string {
  if (options.host === '0.0.0.0') return String(options.port);
  return options.host.includes(':') ? `[${options.host}]:${options.port}` : `${options.host}:${options.port}`;
}
