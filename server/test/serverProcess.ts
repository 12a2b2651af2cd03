import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../src/db/client';
import { repositoryRoot, serverRoot } from '../src/paths';
import { databaseUrl, postgresUrl, withAdminClient } from './templateDatabase';

/**
 * The data one server process runs on, copied from the API tests' template (migrated and seeded): a PGlite data
 * directory, or a PostgreSQL database when TEST_DATABASE_URL is set. It outlives the processes started on it.
 */
export type ServerData = {
  /** What the server process needs in its environment: DATA_DIR, and DATABASE_URL on PostgreSQL. */
  env: NodeJS.ProcessEnv;
  /** Opens the data directly (no server may run on a PGlite directory meanwhile). */
  open(): Promise<Database>;
  remove(): Promise<void>;
};

export async function copyTemplateData(): Promise<ServerData> {
  const template = process.env.YJF_TEST_TEMPLATE;
  if (!template) throw new Error('YJF_TEST_TEMPLATE is not set: run API tests through jest --selectProjects api');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yjf-process-'));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  const url = postgresUrl();
  if (url) {
    const name = `yjf_test_${crypto.randomBytes(6).toString('hex')}`;
    await withAdminClient(url, (client) => client.query(`create database ${name} template ${template}`));
    const copyUrl = databaseUrl(url, name);
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: copyUrl },
      open: () => openDatabase({ driver: 'postgres', url: copyUrl, poolSize: 2 }),
      remove: async () => {
        await withAdminClient(url, (client) => client.query(`drop database if exists ${name} with (force)`));
        removeDir();
      },
    };
  }
  const loaded = await openDatabase({ driver: 'pglite', dataDir, loadDataDir: new Blob([fs.readFileSync(template)]) });
  await loaded.close();
  return {
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ driver: 'pglite', dataDir }),
    remove: async () => removeDir(),
  };
}

/** The real server (`src/main.ts` under tsx) in a child process of its own, listening on a free port. */
export type ServerProcess = {
  /** `http://127.0.0.1:<port>` */
  url: string;
  pid: number;
  /** Resolves when the process has ended, with its exit code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What the process wrote so far, stdout (its log) and stderr (for failure messages). */
  output(): string;
  /** SIGKILL: no shutdown hook runs, as when the machine loses the process. */
  kill(): Promise<void>;
  /** SIGTERM: the server's own graceful shutdown. */
  stop(): Promise<void>;
};

/**
 * Starts `src/main.ts` with Node's tsx loader (no tsx wrapper process, so a signal reaches the server itself)
 * and waits for the line that says where it listens. The CI builds the server after the API tests, so the sources
 * are run, not `dist/`.
 */
export function startServerProcess(env: NodeJS.ProcessEnv, startTimeoutMs = 60_000): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, 'src/main.ts')], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: '0',
      HOST_DIST: path.join(os.tmpdir(), 'yjf-no-host'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let listening = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const endWith = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start within ${startTimeoutMs} ms:\n${stderr}`));
    }, startTimeoutMs);
    child.stderr!.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const port = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(stdout)?.[1];
      if (!port || listening) return;
      listening = true;
      clearTimeout(timer);
      resolve({
        url: `http://127.0.0.1:${port}`,
        pid: child.pid!,
        exited,
        output: () => `${stdout}${stderr}`,
        kill: () => endWith('SIGKILL'),
        stop: () => endWith('SIGTERM'),
      });
    });
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`the server ended before listening (${code ?? signal}):\n${stderr}`));
    });
  });
}
