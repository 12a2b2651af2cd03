import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import type { ClusterState } from '@yjf/deploy/cluster/clusterState';
import { envOfInstance } from '@yjf/deploy/cluster/cluster';
import { ReleaseRegistry, releasesDirFrom } from '@yjf/deploy/releaseRegistry';
import { encryptPassword, DEMO_PASSWORD } from '../support/signIn';

/**
 * The cluster the suite starts (`pnpm cluster start`, clusterSetup.ts): nginx with HTTPS and HTTP/2 on 8190 (a
 * certificate the command makes, `--self-signed`) and a plain HTTP redirect on 8189, in front of two instances on
 * 8191 and 8192, its own PostgreSQL on 54341, all under .tmp/cluster. Ports apart from the main e2e suite's
 * (8123) and the API tests' PostgreSQL (54329). `E2E_CLUSTER_PORT` and `E2E_CLUSTER_PG_PORT` move them, so two
 * checkouts on one machine can run the suite side by side.
 */
export const PROXY_PORT = Number(process.env.E2E_CLUSTER_PORT || 8190);
export const REDIRECT_PORT = PROXY_PORT - 1;
export const INSTANCE_PORTS = [PROXY_PORT + 1, PROXY_PORT + 2] as const;
export const POSTGRES_PORT = Number(process.env.E2E_CLUSTER_PG_PORT || 54341);
export const CLUSTER_DIR = path.resolve(__dirname, '../../.tmp/cluster');
/** The certificate `--self-signed` made: the suite's processes trust it by this file (NODE_EXTRA_CA_CERTS). */
export const CLUSTER_CERTIFICATE = path.join(CLUSTER_DIR, 'tls/cert.pem');

/**
 * The S3 server the instances keep their files and releases in (FILES_BUCKET): s3rver, started by the suite's
 * setup, its objects under .tmp/cluster-s3. The instances share no folder.
 */
export const S3_PORT = PROXY_PORT + 9;
export const S3_DIR = path.resolve(__dirname, '../../.tmp/cluster-s3');
export const CLUSTER_BUCKET = 'yjf-files';

export const PROXY = `https://127.0.0.1:${PROXY_PORT}`;
export const PLAIN_HTTP = `http://127.0.0.1:${REDIRECT_PORT}`;
export const INSTANCE_A = `http://127.0.0.1:${INSTANCE_PORTS[0]}`;
export const INSTANCE_B = `http://127.0.0.1:${INSTANCE_PORTS[1]}`;

const root = path.resolve(__dirname, '../..');

/** `pnpm cluster <command>` for this suite's cluster, as arguments of node (tsx, no pnpm in between). */
export function clusterCommand(command: string, extra: string[] = []): string[] {
  const ports = ['--port', String(PROXY_PORT), '--instance-port', String(INSTANCE_PORTS[0])];
  const tls = ['--self-signed', '--redirect-port', String(REDIRECT_PORT)];
  const more = ['--instances', String(INSTANCE_PORTS.length), '--pg-port', String(POSTGRES_PORT)];
  return [
    require.resolve('tsx/cli'),
    'deploy/src/cluster/cli.ts',
    command,
    '--dir',
    CLUSTER_DIR,
    ...ports,
    ...tls,
    ...more,
    ...extra,
  ];
}

/** The environment of the cluster's commands: test mode, and nothing of the shell's database, folders or ports. */
export function clusterEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    FILES_BUCKET: CLUSTER_BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
    // s3rver's own account.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  for (const name of [
    'DATABASE_URL',
    'DATA_DIR',
    'RELEASES_DIR',
    'HOST_DIST',
    'PORT',
    'HOST',
    'PUBLIC_URL',
    'NODE_OPTIONS',
    'S3_BUCKET',
    'S3_REGION',
    'S3_PUBLIC_URL',
  ])
    delete env[name];
  return env;
}

/** Runs `pnpm cluster <command>` to its end (its output goes to ours); throws when it fails. */
export function runClusterCommand(command: string, extra: string[] = []): void {
  const run = spawnSync(process.execPath, clusterCommand(command, extra), {
    cwd: root,
    env: clusterEnv(),
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error(`pnpm cluster ${command} 失败（退出码 ${run.status}）`);
}

/** `pnpm cluster <command>` run beside the test (its traffic goes on meanwhile); resolves when it ends well. */
export function clusterCommandInBackground(command: string, extra: string[] = []): Promise<void> {
  const run = spawn(process.execPath, clusterCommand(command, extra), {
    cwd: root,
    env: clusterEnv(),
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    run.on('error', reject);
    run.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`pnpm cluster ${command} 失败（退出码 ${code}）`)),
    );
  });
}

/** Where the cluster commands run: the repository root. */
export const clusterRoot = root;

/** The running cluster as its state file describes it (pids, logs, the nginx folder). */
export function clusterState(): ClusterState {
  return JSON.parse(fs.readFileSync(path.join(CLUSTER_DIR, 'cluster.json'), 'utf8')) as ClusterState;
}

/** The releases an instance keeps: its own copy of the bucket's, in a folder no other instance reads. */
export function instanceReleases(port: number): ReleaseRegistry {
  return new ReleaseRegistry(releasesDirFrom(envOfInstance(CLUSTER_DIR, clusterState().instanceEnv, port)));
}

/**
 * nginx's access log lines so far (format in deploy/src/cluster/nginxServer.ts: address first, upstream last).
 * nginx writes a request's line after it has answered, so a test that just got an answer polls for its line.
 */
export function accessLog(): string[] {
  return fs.readFileSync(path.join(clusterState().nginxPrefix, 'logs/access.log'), 'utf8').trim().split('\n');
}

/** The last access log line that contains `text` (a request's path), if nginx has written it yet. */
export function lastAccessLogLine(text: string): string | undefined {
  return accessLog()
    .filter((line) => line.includes(text))
    .at(-1);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The body of a password sign-in, as the browser sends it. */
export const passwordSignIn = (phone: string, password = DEMO_PASSWORD) => ({
  username: phone,
  password: encryptPassword(password),
});

/**
 * A JSON POST sent from a loopback address of our choosing (127.0.0.x), so that nginx sees a client of its own:
 * Playwright's request context always connects from 127.0.0.1, which the other tests' sign-ins share.
 */
export function postFrom(
  localAddress: string,
  url: string,
  body: object,
): Promise<{ status: number; json: { status?: number; message?: string; token?: string } }> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = (url.startsWith('https:') ? https : http).request(
      url,
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, json: JSON.parse(text || '{}') }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}
