/**
 * What flushing every commit to the disk costs on the embedded database (PGlite with fsync on, the product's
 * setting, against PGlite's own default, fsync off), in two tables:
 * - a commit in the database itself: single-row inserts, one transaction each (COMMITS), in this process;
 * - adding customers through the API (`POST /api/customer`, the product's app on a fresh database,
 *   pgliteWriteServer.ts): one connection (WRITES adds after 50 not counted: latency and adds per second), then
 *   8 connections for half of BENCH_SECONDS (autocannon: adds per second and p99).
 * Each is measured on, off, on, off, so a machine that slows down meanwhile shows in both.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/src/db/client';
import { printTable, signIn } from './support';

const COMMITS = 500;
const WRITES = Number(process.env.BENCH_CALLS || 300);
const SECONDS = Number(process.env.BENCH_SECONDS || 20) / 2;
const CONNECTIONS = 8;
const PORT = Number(process.env.BENCH_PORT || 8136);
const ROUNDS: boolean[] = [true, false, true, false];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const label = (fsync: boolean) => (fsync ? '开（产品设置）' : '关（PGlite 默认）');
const ms = (value: number) => `${value.toFixed(2)} ms`;

/** COMMITS single-row inserts on a fresh data folder; also counts the fsyncs that reached the file system. */
async function commits(fsync: boolean): Promise<(string | number)[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yjf-bench-fsync-'));
  const database = await openDatabase({ driver: 'pglite', dataDir, fsync });
  const fsyncSync = fs.fsyncSync;
  let flushes = 0;
  fs.fsyncSync = (fd) => {
    flushes += 1;
    fsyncSync(fd);
  };
  try {
    await database.db.execute(sql`create table bench_commits (id serial primary key, note text not null)`);
    const times: number[] = [];
    flushes = 0;
    const started = performance.now();
    for (let i = 0; i < COMMITS; i++) {
      const begun = performance.now();
      await database.db.execute(sql`insert into bench_commits (note) values (${`第 ${i} 次`})`);
      times.push(performance.now() - begun);
    }
    const seconds = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    return [
      label(fsync),
      ms(percentile(times, 0.5)),
      ms(percentile(times, 0.95)),
      (COMMITS / seconds).toFixed(0),
      flushes,
    ];
  } finally {
    fs.fsyncSync = fsyncSync;
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The product's app on PGlite with fsync as asked, on a fresh data folder, until `stop`. */
async function startServer(fsync: boolean): Promise<{ url: string; stop(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yjf-bench-fsync-api-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'pgliteWriteServer.ts')], {
    cwd: __dirname,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      HOST_DIST: path.join(dataDir, 'no-host'),
      SERVER_PORT: String(PORT),
      PGLITE_FSYNC: fsync ? 'on' : 'off',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`写入测试的服务没有启动（退出码 ${code}）`)));
  });
  return {
    url: `http://127.0.0.1:${PORT}`,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGKILL');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const customer = (n: number) =>
  JSON.stringify({
    name: `落盘测试客户 ${n}`,
    channelType: 3,
    channelStatus: 4,
    intentDegree: 2,
    contactName: '测试',
    phone: '13912345678',
  });

/** Adds through the API: one connection, then CONNECTIONS at once. */
async function adds(fsync: boolean): Promise<(string | number)[]> {
  const server = await startServer(fsync);
  try {
    const token = await signIn(server.url, '13800000001');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const add = async (n: number) => {
      const response = await fetch(`${server.url}/api/customer`, { method: 'POST', headers, body: customer(n) });
      if (response.status !== 201) throw new Error(`新增客户：${response.status} ${await response.text()}`);
    };
    for (let n = 0; n < 50; n++) await add(n); // a fresh process's first calls run unoptimised code
    const times: number[] = [];
    const started = performance.now();
    for (let n = 0; n < WRITES; n++) {
      const begun = performance.now();
      await add(n);
      times.push(performance.now() - begun);
    }
    const seconds = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);

    const latencies: number[] = [];
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: `${server.url}/api/customer`,
          connections: CONNECTIONS,
          duration: SECONDS,
          requests: [{ method: 'POST', headers, body: customer(0) }],
        },
        (error, done) => (error ? reject(error as Error) : resolve(done)),
      );
      instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
    });
    latencies.sort((a, b) => a - b);
    return [
      label(fsync),
      ms(percentile(times, 0.5)),
      ms(percentile(times, 0.95)),
      (WRITES / seconds).toFixed(0),
      (result.requests.total / result.duration).toFixed(0),
      `${percentile(latencies, 0.99).toFixed(1)} ms`,
      result.errors + result.non2xx,
    ];
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const commitRows: (string | number)[][] = [];
  for (const fsync of ROUNDS) commitRows.push(await commits(fsync));
  printTable(
    `PGlite 的一次提交（单行插入，每次一个事务，${COMMITS} 次；fsync 开、关交替两轮）`,
    ['fsync', '每次提交（中位）', 'p95', '每秒提交', '落到磁盘的 fsync 次数'],
    commitRows,
  );

  const addRows: (string | number)[][] = [];
  for (const fsync of ROUNDS) addRows.push(await adds(fsync));
  printTable(
    `新增客户（POST /api/customer，PGlite，新建的数据库；单个连接 ${WRITES} 次，再 ${CONNECTIONS} 个连接 ${SECONDS} s；fsync 开、关交替两轮）`,
    ['fsync', '单个连接：每次（中位）', 'p95', '每秒新增', `${CONNECTIONS} 个连接：每秒新增`, 'p99', '错误'],
    addRows,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
