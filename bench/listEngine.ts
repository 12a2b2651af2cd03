/**
 * The list engine at 100,000 customers of one company, on the built server (`server/dist/main.cjs`):
 * - list latency (median and p95 of sequential calls) for the usual queries;
 * - export of all 100,000 rows to .xlsx: time and the server's peak memory (VmHWM, reset before the export).
 * Goals (issue 5): list p95 under 30 ms; export under 10 s in under 300 MB.
 *
 * PGlite by default; with TEST_DATABASE_URL (run through server/test/with-postgres.sh) on PostgreSQL.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../server/src/db/client';
import { prepareDatabase } from '../server/src/db/prepare';
import { printTable, root, signIn } from './support';

const ROWS = Number(process.env.BENCH_ROWS || 100_000);
const CALLS = Number(process.env.BENCH_CALLS || 200);
const PORT = Number(process.env.BENCH_PORT || 8131);
const COMPANY = 2;

/** 100,000 customers of company 2 with varied names, phones, dictionary values and dates, in one statement. */
async function seedCustomers(database: Database): Promise<void> {
  await database.db.execute(sql`
    insert into customers (company_id, name, channel_type, channel_status, intent_degree, contact_name, phone,
      region, owner_id, next_follow_time, create_time, update_time)
    select ${COMPANY},
      (array['华府','锦绣','星河','金地','万科','保利','龙湖','绿城','融创','招商'])[1 + i % 10]
        || (array['家居','装饰','设计','影音','智能','建材','地产','酒店','会所','别墅'])[1 + (i / 10) % 10]
        || i,
      1 + i % 9, 1 + i % 6, 1 + i % 4,
      (array['张','王','李','赵','陈','刘','杨','黄'])[1 + i % 8] || '先生',
      '139' || lpad(((i * 37) % ${ROWS})::text, 8, '0'), -- numbers unrelated to the order of entry
      '广东省深圳市', null,
      case when i % 3 = 0 then now() + (i % 30) * interval '1 day' end,
      now() - (i % 365) * interval '1 day', now()
    from generate_series(1, ${ROWS}) as i`);
  // As autovacuum leaves a table in steady use: statistics and the visibility map (index-only counts).
  await database.db.execute(sql`vacuum analyze customers`);
}

function startServer(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [path.join(root, 'server/dist/main.cjs')], {
    env: { ...process.env, ...env, PORT: String(PORT), NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function waitUp(url: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('服务没有启动');
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

async function timeCalls(
  url: string,
  token: string,
  query: string,
): Promise<{ median: number; p95: number; total: number }> {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < CALLS + 5; i++) {
    const started = performance.now();
    const response = await fetch(`${url}/api/customer?${query}`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await response.json()) as { totalElements: number };
    if (!response.ok) throw new Error(`${query}: ${response.status} ${JSON.stringify(body)}`);
    if (i >= 5) times.push(performance.now() - started); // the first calls warm the caches
    total = body.totalElements;
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 0.5), p95: percentile(times, 0.95), total };
}

const memoryKiB = (pid: number, field: 'VmHWM' | 'VmRSS') =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

async function main(): Promise<void> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yjf-bench-lists-'));
  const seeding = Date.now();
  const database = await openDatabase(pgUrl ? { driver: 'postgres', url: pgUrl } : { driver: 'pglite', dataDir });
  await prepareDatabase(database);
  await seedCustomers(database);
  await database.close();
  const seedSeconds = (Date.now() - seeding) / 1000;

  const server = startServer(pgUrl ? { DATABASE_URL: pgUrl, DATA_DIR: dataDir } : { DATA_DIR: dataDir });
  const url = `http://127.0.0.1:${PORT}`;
  try {
    await waitUp(url);
    const token = await signIn(url, '13800000001');
    const queries: [string, string][] = [
      ['第一页（默认排序）', 'page=0&size=10&sort=id,desc'],
      ['第 500 页', 'page=500&size=10'],
      ['按名称排序', 'page=0&size=20&sort=name,asc'],
      ['模糊搜索“锦绣影音”', `blurry=${encodeURIComponent('锦绣影音')}`],
      ['模糊搜索电话“1390004”', 'blurry=1390004'],
      ['模糊搜索单字“华”', `blurry=${encodeURIComponent('华')}`],
      ['字典 + 日期范围', 'channelType=3&createTime=2026-01-01&createTime=2026-12-31'],
      ['下次跟进排序', 'sort=nextFollowTime,asc'],
    ];
    const rows: (string | number)[][] = [];
    for (const [label, query] of queries) {
      const { median, p95, total } = await timeCalls(url, token, query);
      rows.push([label, total, `${median.toFixed(1)} ms`, `${p95.toFixed(1)} ms`, p95 < 30 ? '达标' : '超标']);
    }
    const driver = pgUrl ? 'PostgreSQL' : 'PGlite';
    printTable(
      `列表接口（${driver}，${ROWS} 条客户，每项顺序调用 ${CALLS} 次；造数 ${seedSeconds.toFixed(1)} s）`,
      ['查询', '命中', '中位数', 'p95', '结论（p95 < 30 ms）'],
      rows,
    );

    const pid = server.pid!;
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5'); // resets the peak to the current size
    const before = memoryKiB(pid, 'VmRSS');
    const started = performance.now();
    const response = await fetch(`${url}/api/customer/download`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`导出失败：${response.status} ${await response.text()}`);
    const bytes = (await response.arrayBuffer()).byteLength;
    const seconds = (performance.now() - started) / 1000;
    const peakMiB = memoryKiB(pid, 'VmHWM') / 1024;
    printTable(
      `导出 ${ROWS} 条（${driver}）`,
      ['用时', '文件大小', '服务进程内存（导出前 → 峰值）', '结论（< 10 s，< 300 MB）'],
      [
        [
          `${seconds.toFixed(1)} s`,
          `${(bytes / 1048576).toFixed(1)} MiB`,
          `${(before / 1024).toFixed(0)} MiB → ${peakMiB.toFixed(0)} MiB`,
          seconds < 10 && peakMiB < 300 ? '达标' : '超标',
        ],
      ],
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
