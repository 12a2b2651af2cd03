/**
 * `pnpm bench`: every benchmark part, one after another as child processes with their output streamed, then a
 * summary of every goal and bench/RESULTS.md (date, machine, each part's tables, the goals).
 *
 * Parts: frontend (frontend.ts), lighthouse (lighthouse.ts), proxy-h2 (proxyTransport.ts), api-pglite and api-pg
 * (apiLoad.ts), lists-pglite and lists-pg (listEngine.ts), import-pg (importRows.ts), writes-pglite
 * (pgliteWrites.ts), builds (builds.ts);
 * the PostgreSQL ones run through server/test/with-postgres.sh (a throwaway PostgreSQL).
 * BENCH_PARTS=api,lists-pg chooses parts by group (frontend, api, lists, import, uploads, writes, builds) or name. A part that fails does
 * not stop the others; it shows as 失败 and the command exits with 1.
 *
 * Each part records its tables and goals as JSON lines in the file BENCH_RESULTS_FILE names (printTable and
 * recordGoal in support.ts). The results are kept in bench/results.json by part, so rerunning one part (after a
 * change to a hot path) updates its section of RESULTS.md and leaves the others' last runs as they were.
 * BENCH_OUTPUT names another RESULTS.md (results.json goes beside it), for trial runs.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, buildTargets, isBuilt } from '../deploy/src/workspace';
import { describePace, watchPace, type Pace } from './machinePace';
import { printTable, type GoalResult, type RecordedResult } from './support';

type Part = { name: string; group: string; title: string; command: string[] };

const tsx = require.resolve('tsx/cli');
const withPostgres = path.resolve(__dirname, '../server/test/with-postgres.sh');
const script = (file: string) => [process.execPath, tsx, path.join(__dirname, file)];
const onPostgres = (file: string) => ['bash', withPostgres, ...script(file)];

const PARTS: Part[] = [
  { name: 'frontend', group: 'frontend', title: '前端（页面体积与时间）', command: script('frontend.ts') },
  { name: 'lighthouse', group: 'frontend', title: 'Lighthouse（手机预设）', command: script('lighthouse.ts') },
  {
    name: 'proxy-h2',
    group: 'frontend',
    title: '经 nginx 的 HTTPS：HTTP/2 与 HTTP/1.1',
    command: script('proxyTransport.ts'),
  },
  { name: 'api-pglite', group: 'api', title: '接口压测（PGlite）', command: script('apiLoad.ts') },
  { name: 'api-pg', group: 'api', title: '接口压测（PostgreSQL）', command: onPostgres('apiLoad.ts') },
  { name: 'lists-pglite', group: 'lists', title: '列表与导出（PGlite）', command: script('listEngine.ts') },
  { name: 'lists-pg', group: 'lists', title: '列表与导出（PostgreSQL）', command: onPostgres('listEngine.ts') },
  { name: 'import-pg', group: 'import', title: 'Excel 导入（PostgreSQL）', command: onPostgres('importRows.ts') },
  { name: 'uploads', group: 'uploads', title: '大文件上传（内存）', command: script('uploadMemory.ts') },
  {
    name: 'writes-pglite',
    group: 'writes',
    title: '写入落盘（PGlite，fsync 开与关）',
    command: script('pgliteWrites.ts'),
  },
  { name: 'builds', group: 'builds', title: '安装与构建', command: script('builds.ts') },
];

/** Settings a part reads from the environment; a run that changes them says so in RESULTS.md. */
const SETTINGS = ['BENCH_SECONDS', 'BENCH_ROWS', 'BENCH_CALLS'];

type Machine = { cpu: string; cores: number; memory: string; os: string; node: string; postgres: string };

/** One part's last run, as results.json keeps it. */
type PartRecord = {
  title: string;
  date: string;
  seconds: number;
  status: '完成' | '失败';
  settings: Record<string, string>;
  machine: Machine;
  /** How fast the machine was around the part (machinePace.ts); runs before it was recorded have none. */
  pace?: Pace;
  tables: Extract<RecordedResult, { kind: 'table' }>[];
  goals: GoalResult[];
};

function machine(): Machine {
  const release = fs.existsSync('/etc/os-release') ? fs.readFileSync('/etc/os-release', 'utf8') : '';
  const pretty = /^PRETTY_NAME="?([^"\n]*)"?/m.exec(release)?.[1];
  return {
    cpu: os.cpus()[0]?.model.trim() ?? '未知',
    cores: os.cpus().length,
    memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    os: `${pretty ?? os.type()}（${os.type()} ${os.release()}）`,
    node: process.version,
    postgres: postgresVersion(),
  };
}

/** The version of the PostgreSQL with-postgres.sh would start (the newest installed), or 未安装. */
function postgresVersion(): string {
  const dirs = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').sort() : [];
  const binary = dirs.map((dir) => `/usr/lib/postgresql/${dir}/bin/postgres`).filter((file) => fs.existsSync(file));
  if (!binary.length) return '未安装';
  const run = spawnSync(binary.at(-1)!, ['--version'], { encoding: 'utf8' });
  // 'postgres (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)'
  return run.stdout.trim().split(' ')[2] ?? '未知';
}

/** Runs a part with its output streamed; answers whether it ended well. */
function runPart(part: Part, resultsFile: string): Promise<boolean> {
  return new Promise((resolve) => {
    const [command, ...args] = part.command as [string, ...string[]];
    const child = spawn(command, args, {
      cwd: __dirname,
      stdio: 'inherit',
      env: { ...process.env, BENCH_RESULTS_FILE: resultsFile },
    });
    child.on('error', (error) => {
      console.error(error);
      resolve(false);
    });
    child.on('exit', (code) => resolve(code === 0));
  });
}

function readResults(file: string): { tables: PartRecord['tables']; goals: GoalResult[] } {
  const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
  const results = lines.map((line) => JSON.parse(line) as RecordedResult);
  return {
    tables: results.filter((r) => r.kind === 'table'),
    goals: results.flatMap((r) =>
      r.kind === 'goal' ? [{ goal: r.goal, target: r.target, measured: r.measured, met: r.met }] : [],
    ),
  };
}

/** The goals of every part, a failed part as one 失败 row. */
function goalRows(records: [string, PartRecord][]): string[][] {
  return records.flatMap(([, record]) =>
    record.status === '失败'
      ? [[record.title, '—', '未测完', '失败'], ...record.goals.map(goalRow)]
      : record.goals.map(goalRow),
  );
}
const goalRow = (goal: GoalResult) => [goal.goal, goal.target, goal.measured, goal.met ? '达标' : '未达标'];

const cell = (text: string) => text.replace(/\|/g, '\\|');
function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

const describeMachine = (m: Machine) =>
  `${m.cpu}，${m.cores} 核，内存 ${m.memory}；${m.os}；Node.js ${m.node}；PostgreSQL ${m.postgres}`;

function renderMarkdown(records: [string, PartRecord][]): string {
  const ordered = PARTS.flatMap((part) => records.filter(([name]) => name === part.name));
  const machines = [...new Set(ordered.map(([, record]) => describeMachine(record.machine)))];
  const out = [
    '# 基准测试结果',
    '',
    '由 `pnpm bench` 写出（`bench/run.ts`）；只重跑一部分（`BENCH_PARTS=api pnpm bench`）时只更新该部分。',
    '',
    `机器：${machines.join('；另有部分运行于：')}`,
    '',
    '## 目标汇总',
    '',
    markdownTable(['目标', '要求', '实测', '结论'], goalRows(ordered)),
  ];
  for (const [, record] of ordered) {
    const settings = Object.entries(record.settings).map(([key, value]) => `${key}=${value}`);
    out.push(
      '',
      `## ${record.title}`,
      '',
      `${record.date}，用时 ${record.seconds.toFixed(0)} s，${record.status}` +
        (settings.length ? `；非默认设置：${settings.join(' ')}` : '') +
        (record.pace ? `；${describePace(record.pace)}` : '') +
        (machines.length > 1 ? `；${describeMachine(record.machine)}` : ''),
    );
    for (const table of record.tables) out.push('', `**${table.title}**`, '', markdownTable(table.header, table.rows));
  }
  return `${out.join('\n')}\n`;
}

/** Writes a file as the repository's Prettier settings format it, so `pnpm lint` passes with the results in. */
async function writeFormatted(file: string, text: string): Promise<void> {
  const prettier = await import('prettier');
  const options = await prettier.resolveConfig(file);
  fs.writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
}

async function main(): Promise<void> {
  const chosen = (process.env.BENCH_PARTS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = chosen.filter((name) => !PARTS.some((part) => part.name === name || part.group === name));
  if (unknown.length)
    throw new Error(`没有这些部分：${unknown.join('、')}（可选：${PARTS.map((p) => p.name).join('、')}）`);
  const parts = chosen.length ? PARTS.filter((p) => chosen.includes(p.name) || chosen.includes(p.group)) : PARTS;

  const output = path.resolve(process.env.BENCH_OUTPUT || path.join(__dirname, 'RESULTS.md'));
  const store = path.join(path.dirname(output), 'results.json');
  const scratch = path.join(__dirname, '.results');
  fs.mkdirSync(scratch, { recursive: true });
  const host = machine();
  const settings = Object.fromEntries(SETTINGS.flatMap((key) => (process.env[key] ? [[key, process.env[key]!]] : [])));

  // The parts measure the production build as `pnpm start` serves it: build what is missing or older than its
  // sources first (a fresh clone has nothing built), as `pnpm start` does.
  for (const target of buildTargets()) {
    if (isBuilt(target)) continue;
    process.stdout.write(`正在构建 ${target.name} …\n`);
    await build(target);
  }

  const ran: [string, PartRecord][] = [];
  for (const part of parts) {
    process.stdout.write(`\n===== ${part.title}（${part.name}）=====\n`);
    const resultsFile = path.join(scratch, `${part.name}.jsonl`);
    fs.rmSync(resultsFile, { force: true });
    const pace = watchPace();
    const started = Date.now();
    const ok = await runPart(part, resultsFile);
    const seconds = (Date.now() - started) / 1000;
    ran.push([
      part.name,
      {
        title: part.title,
        date: new Date(started).toISOString(),
        seconds,
        status: ok ? '完成' : '失败',
        settings,
        machine: host,
        pace: pace(),
        ...readResults(resultsFile),
      },
    ]);
  }

  const previous = fs.existsSync(store)
    ? (JSON.parse(fs.readFileSync(store, 'utf8')) as Record<string, PartRecord>)
    : {};
  const merged = { ...previous, ...Object.fromEntries(ran) };
  await writeFormatted(store, JSON.stringify(merged, null, 2));
  await writeFormatted(output, renderMarkdown(Object.entries(merged)));

  printTable(
    '各部分',
    ['部分', '用时', '结果', '固定计算（开始 → 结束）', '宿主机占用'],
    ran.map(([name, record]) => [
      `${record.title}（${name}）`,
      `${record.seconds.toFixed(0)} s`,
      record.status,
      `${record.pace!.beforeMs.toFixed(0)} ms → ${record.pace!.afterMs.toFixed(0)} ms`,
      `${(record.pace!.stolenShare * 100).toFixed(1)}%`,
    ]),
  );
  printTable('目标汇总（本次运行）', ['目标', '要求', '实测', '结论'], goalRows(ran));
  process.stdout.write(`\n结果已写入 ${path.relative(process.cwd(), output) || output}\n`);
  if (ran.some(([, record]) => record.status === '失败')) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
