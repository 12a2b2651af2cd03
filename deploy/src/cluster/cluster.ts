import fs from 'node:fs';
import path from 'node:path';
import { assertPortFree } from '../listenAddress';
import { prepareBuilds } from '../production';
import { releasesDirFrom } from '../releaseRegistry';
import { DEFAULT_HSTS_MAX_AGE } from '@yjf/domain/transportSecurity';
import { clusterUrl, instancePorts, isLoopbackHost, listenOf, type ClusterOptions } from './clusterOptions';
import { anyRunning, readState, removeState, writeState, type ClusterState } from './clusterState';
import { ensureNginx, startNginx, stopNginx, writeNginxConfig } from './nginxServer';
import { letServicesThrough } from './traversable';
import { postgresBin, postmasterPid, startPostgres, stopPostgres, type PostgresPlace } from './postgresServer';
import { endProcess, isRunning, refOf, waitGone } from './processes';
import { startInstance, stopInstance, waitReady } from './serverInstances';
import { UPSTREAM_FAIL_TIMEOUT_SECONDS, type SiteTls } from './siteConfig';
import { selfSignedCertificate } from './selfSignedCertificate';
import { setTimeout as pause } from 'node:timers/promises';

const say = (line: string) => process.stdout.write(`${line}\n`);

/**
 * What every instance runs with, on top of the environment: one database, one DATA_DIR (uploaded files) and so
 * one releases folder, TRUST_PROXY behind nginx, and production unless the shell asks for the test mode (the
 * cluster e2e suite reads captcha answers and SMS codes through it; development is never taken from the shell).
 * TRUST_PROXY makes the server ask for PAYMENT_PROVIDER and refuse the demo passwords, as a server others can
 * reach must; when nginx listens on loopback the cluster is no more reachable than `pnpm start`, so the sandbox
 * and the demo accounts are allowed there unless the shell says otherwise.
 */
function instanceEnvOf(options: ClusterOptions, env: NodeJS.ProcessEnv): Record<string, string> {
  const dataDir = path.join(options.dir, 'data');
  const local = isLoopbackHost(options.host);
  const given = (name: string) => (env[name] ? { [name]: path.resolve(env[name]) } : {});
  if (env.FILES_BUCKET && env.RELEASES_DIR) {
    throw new Error('设置了 FILES_BUCKET 时，版本也存在对象存储中，每个实例有自己的副本：请不要设置 RELEASES_DIR');
  }
  return {
    // Kept in the cluster's state (mode 0600), so a restart from another shell keeps the bucket.
    ...Object.fromEntries(
      BUCKET_VARIABLES.filter((name) => env.FILES_BUCKET && env[name]).map((name) => [name, env[name]!]),
    ),
    NODE_ENV: env.NODE_ENV === 'test' ? 'test' : 'production',
    HOST: '127.0.0.1',
    TRUST_PROXY: 'true',
    DATA_DIR: dataDir,
    ...given('RELEASES_DIR'),
    ...given('HOST_DIST'),
    ...(local && !env.PAYMENT_PROVIDER ? { PAYMENT_PROVIDER: 'sandbox' } : {}),
    ...(local && !env.ALLOW_DEMO_PASSWORDS ? { ALLOW_DEMO_PASSWORDS: 'true' } : {}),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  };
}

/** The variables of the bucket the server's files and releases live in (server/src/config.ts). */
const BUCKET_VARIABLES = [
  'FILES_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

/**
 * An instance's own variables: with FILES_BUCKET the instances share no folder, each keeps its data (its copy of
 * the releases) in one of its own; else they share DATA_DIR.
 */
export function envOfInstance(dir: string, instanceEnv: Record<string, string>, port: number): Record<string, string> {
  if (!instanceEnv.FILES_BUCKET) return instanceEnv;
  return { ...instanceEnv, DATA_DIR: path.join(dir, 'instances', String(port)) };
}

/**
 * Starts a cluster on this machine: builds what is not built and publishes the remotes into the shared releases
 * folder, starts PostgreSQL (unless DATABASE_URL names one), the instances (all at once: the first to reach the
 * database migrates and seeds it under a lock, server/src/composition/prepare.ts) and, once every instance is ready, nginx
 * in front of them. The state file is written as each part starts, so a failure, or a stop from another shell,
 * ends whatever did start.
 */
export async function startCluster(options: ClusterOptions, supervised: boolean): Promise<ClusterState> {
  const previous = readState(options.dir);
  if (previous && anyRunning(previous)) {
    throw new Error(`集群已在运行（${previous.url}，目录 ${options.dir}）：请先运行 pnpm cluster stop`);
  }
  const place: PostgresPlace | null = options.databaseUrl
    ? null
    : { dir: path.join(options.dir, 'postgres'), port: options.postgresPort };
  if (place && postmasterPid(place)) throw new Error(`上次的 PostgreSQL 仍在运行：请先运行 pnpm cluster stop`);
  const ports = instancePorts(options);
  await assertPortFree(options.host, options.port);
  if (options.redirectPort) await assertPortFree(options.host, options.redirectPort);
  for (const port of ports) await assertPortFree('127.0.0.1', port);
  if (place) await assertPortFree('127.0.0.1', place.port);
  ensureNginx();
  if (place) postgresBin();

  const instanceEnv = instanceEnvOf(options, process.env);
  const inBucket = Boolean(instanceEnv.FILES_BUCKET);
  // Each instance publishes this checkout's builds into its releases (the instance joins them with the bucket's).
  for (const port of inBucket ? ports : [ports[0]!]) {
    await prepareBuilds({ ...process.env, ...envOfInstance(options.dir, instanceEnv, port) });
  }
  const remotesDir = inBucket ? null : path.join(releasesDirFrom(instanceEnv), 'areas');
  fs.mkdirSync(options.dir, { recursive: true });
  const opened = letServicesThrough(remotesDir ? [options.dir, remotesDir] : [options.dir]);
  if (opened.length) say(`已允许 PostgreSQL 与 nginx 进入（仅 o+x）：${opened.join('、')}`);
  const url = clusterUrl(options);
  const tls = siteTlsOf(options);
  const state: ClusterState = {
    supervisor: supervised ? refOf(process.pid) : null,
    url,
    postgres: place,
    instances: [],
    instanceEnv,
    nginxPrefix: path.join(options.dir, 'nginx'),
    nginx: null,
  };
  writeState(options.dir, state);
  try {
    if (place) {
      instanceEnv.DATABASE_URL = startPostgres(place);
      say(`PostgreSQL 已启动：127.0.0.1:${place.port}`);
      writeState(options.dir, state);
    }
    for (const port of ports) {
      const env = { ...process.env, ...envOfInstance(options.dir, instanceEnv, port) };
      state.instances.push(startInstance(port, env, instanceLog(options.dir, port)));
      writeState(options.dir, state);
    }
    await Promise.all(state.instances.map((instance) => waitReady(instance)));
    say(`服务实例已就绪：${ports.map((port) => `127.0.0.1:${port}`).join('、')}`);
    writeNginxConfig(state.nginxPrefix, {
      listen: listenOf(options),
      serverName: options.serverName,
      instancePorts: ports,
      remotesDir,
      tls,
    });
    state.nginx = await startNginx(state.nginxPrefix, options.host, options.port);
    writeState(options.dir, state);
  } catch (error) {
    await stopCluster(options.dir, state);
    throw error;
  }
  return state;
}

/** The site's TLS: the operator's files, or the certificate made for this machine; null for plain HTTP. */
export function siteTlsOf(options: ClusterOptions): SiteTls | undefined {
  if (!options.tls) return undefined;
  const files =
    options.tls === 'self-signed'
      ? selfSignedCertificate(path.join(options.dir, 'tls'), [options.host, options.serverName])
      : options.tls;
  for (const file of [files.certificate, files.key]) {
    if (!fs.existsSync(file)) throw new Error(`没有找到证书文件：${file}`);
  }
  return {
    ...files,
    redirectListen: options.redirectPort ? listenOf({ ...options, port: options.redirectPort }) : undefined,
    httpsPort: options.port,
    // The instances' own HSTS_MAX_AGE (they take the shell's environment), so both send one value.
    hstsMaxAge: Number(process.env.HSTS_MAX_AGE || DEFAULT_HSTS_MAX_AGE),
  };
}

const instanceLog = (dir: string, port: number) => path.join(dir, 'logs', `instance-${port}.log`);

/**
 * Stops a cluster in order: nginx first (it answers what it has in flight and takes nothing new), then every
 * instance (SIGTERM: each drains its requests and closes its database pool), then PostgreSQL, which so never
 * sees a write cut off. Then forgets the state.
 */
export async function stopCluster(dir: string, state: ClusterState): Promise<void> {
  if (state.nginx && isRunning(state.nginx)) {
    await stopNginx(state.nginx);
    say('nginx 已停止');
  }
  const running = state.instances.filter((instance) => isRunning(instance));
  await Promise.all(running.map((instance) => stopInstance(instance)));
  if (running.length) say(`服务实例已停止：${running.map((instance) => instance.port).join('、')}`);
  if (state.postgres && postmasterPid(state.postgres)) {
    stopPostgres(state.postgres);
    say('PostgreSQL 已停止');
  }
  removeState(dir);
}

/**
 * `pnpm cluster stop` from any shell: a foreground `start` is asked to stop (SIGTERM) and does it in order;
 * whatever is left (after --detach, or when that command was killed) is stopped here. A PostgreSQL left running
 * on the cluster's folder without a state file is stopped too.
 */
export async function stopFromElsewhere(dir: string, postgresPort: number): Promise<void> {
  const state = readState(dir);
  if (!state) {
    const place = { dir: path.join(dir, 'postgres'), port: postgresPort };
    if (postmasterPid(place)) {
      stopPostgres(place);
      say('PostgreSQL 已停止');
    } else say(`没有运行中的集群（${dir}）`);
    return;
  }
  if (state.supervisor && state.supervisor.pid !== process.pid && isRunning(state.supervisor)) {
    process.kill(state.supervisor.pid, 'SIGTERM');
    if (!(await waitGone(state.supervisor, 60_000))) await endProcess(state.supervisor, 'SIGKILL', 1_000);
  }
  const left = readState(dir);
  if (left) await stopCluster(dir, left);
  say('集群已停止');
}

/**
 * Restarts instances one at a time (a rolling restart), each back, ready and taken back by nginx before the next
 * goes, so nginx always has one to send requests to: after a new server build, or to bring back one that ended.
 * Each is told to stop (SIGTERM) and answers what it is still sent. `only` is 1 for the first instance.
 */
export async function restartInstances(dir: string, only?: number): Promise<void> {
  const state = readState(dir);
  if (!state) throw new Error(`没有运行中的集群（${dir}）`);
  if (only !== undefined && !state.instances[only - 1]) throw new Error(`集群只有 ${state.instances.length} 个实例`);
  const indexes = only === undefined ? state.instances.map((_, index) => index) : [only - 1];
  for (const index of indexes) {
    const before = state.instances[index]!;
    if (isRunning(before)) await stopInstance(before);
    const env = { ...process.env, ...envOfInstance(dir, state.instanceEnv, before.port) };
    const after = startInstance(before.port, env, before.log);
    state.instances[index] = after;
    // Written before it is ready: a stop meanwhile must find the new process.
    writeState(dir, state);
    await waitReady(after);
    say(`端口 ${after.port} 的服务实例已重启`);
    // nginx takes it back once its refusals during the restart are older than fail_timeout.
    if (index !== indexes.at(-1)) await pause(UPSTREAM_FAIL_TIMEOUT_SECONDS * 1000 + 500);
  }
}

/** One line per part of the cluster: running or not. */
export function statusLines(dir: string): string[] {
  const state = readState(dir);
  if (!state) return [`没有运行中的集群（${dir}）`];
  const mark = (running: boolean) => (running ? '运行中' : '未运行');
  return [
    `集群：${state.url}（目录 ${dir}）`,
    `  nginx：${mark(isRunning(state.nginx))}`,
    ...state.instances.map((instance) => `  实例 127.0.0.1:${instance.port}：${mark(isRunning(instance))}`),
    ...(state.postgres
      ? [`  PostgreSQL 127.0.0.1:${state.postgres.port}：${mark(postmasterPid(state.postgres) !== null)}`]
      : ['  数据库：DATABASE_URL']),
  ];
}
