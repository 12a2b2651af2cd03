/**
 * Global setup of the cluster suite: starts the bucket (s3rver) and the cluster with the operator's command,
 * `pnpm cluster start`, in the foreground (test mode, so captcha answers and SMS codes can be read), and answers the teardown, which
 * stops it with `pnpm cluster stop` from another process, as an operator in another shell would.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import S3rver from 's3rver';
import {
  CLUSTER_BUCKET,
  CLUSTER_CERTIFICATE,
  CLUSTER_DIR,
  clusterCommand,
  clusterEnv,
  clusterRoot,
  runClusterCommand,
  S3_DIR,
  S3_PORT,
} from './clusterTargets';

export default async function clusterSetup(): Promise<() => Promise<void>> {
  // What an interrupted run left behind (its state file, or its PostgreSQL) is stopped before the folder goes.
  runClusterCommand('stop');
  fs.rmSync(CLUSTER_DIR, { recursive: true, force: true });
  fs.rmSync(S3_DIR, { recursive: true, force: true });
  // The bucket, served from this process for the whole run (its objects in a folder of their own).
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: S3_PORT,
    silent: true,
    directory: S3_DIR,
    configureBuckets: [{ name: CLUSTER_BUCKET, configs: [] }],
  });
  await s3.run();

  const started = Date.now();
  const cluster = spawn(process.execPath, clusterCommand('start'), {
    cwd: clusterRoot,
    env: clusterEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => cluster.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const forward = (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk.toString().replace(/^(?=.)/gm, '[cluster] '));
      if (output.includes('云交付集群已启动')) resolve();
    };
    cluster.stdout.on('data', forward);
    cluster.stderr.on('data', forward);
    void exited.then((code) => reject(new Error(`pnpm cluster start 退出（退出码 ${code}）：\n${output}`)));
  });
  process.stdout.write(`[cluster] 集群启动用时 ${((Date.now() - started) / 1000).toFixed(1)} 秒\n`);
  // The workers start after this, with this environment: their requests (and the commands they run) trust the
  // certificate the cluster made, and nothing else that is not trusted already.
  process.env.NODE_EXTRA_CA_CERTS = CLUSTER_CERTIFICATE;

  return async () => {
    const stopping = Date.now();
    runClusterCommand('stop');
    const code = await Promise.race([exited, new Promise<string>((resolve) => setTimeout(resolve, 30_000, 'timeout'))]);
    await s3.close();
    if (code !== 0) throw new Error(`pnpm cluster start 没有正常结束：${code}`);
    process.stdout.write(`[cluster] 集群停止用时 ${((Date.now() - stopping) / 1000).toFixed(1)} 秒\n`);
  };
}
