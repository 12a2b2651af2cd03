/**
 * Excel 导入 of 10,000 customers (issue 57) through the API of the built server (`server/dist/main.cjs`) on
 * PostgreSQL: the template is downloaded from the server, 10,000 rows are written into it the way Excel keeps
 * them (exceljs: strings shared and written after the sheet, dates as Excel dates), then the file is previewed and
 * imported with its progress stream, as the dialog does. Reported: the time of each step and the server's peak
 * memory (VmHWM, reset before each), and then the same file imported again in 更新 mode (10,000 updates).
 * Goal: the import under 10 s with the server under 300 MB.
 *
 * Run through server/test/with-postgres.sh (a throwaway PostgreSQL); on PGlite without TEST_DATABASE_URL.
 */
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { startBuiltServer } from './builtServer';
import { printTable, recordGoal, signIn } from './support';

const ROWS = Number(process.env.BENCH_ROWS || 10_000);
const PORT = Number(process.env.BENCH_PORT || 8131);
/** The memory goals' 300 MB in the MiB the tables print: 286.1 MiB. */
const MEMORY_GOAL_MIB = 300e6 / 1048576;

const memoryKiB = (pid: number, field: 'VmHWM' | 'VmRSS') =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

const CHANNELS = ['装饰公司', '设计师', '网络线索', '自然进店'];
const STATUSES = ['初步洽谈', '需求分析', '谈判审核'];
const INTENTS = ['强烈', '一般', '观望'];

/** The template filled with `rows` customers from row 2 on (over the example). */
async function filledTemplate(url: string, token: string): Promise<Buffer> {
  const response = await fetch(`${url}/api/customer/import/template`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`下载模板失败：${response.status}`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await response.arrayBuffer());
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as string[]).slice(1).map((title) => title.replace('*', ''));
  for (let i = 0; i < ROWS; i += 1) {
    const values: Record<string, ExcelJS.CellValue> = {
      客户名称: `导入客户${String(i).padStart(5, '0')}`,
      渠道类型: CHANNELS[i % CHANNELS.length]!,
      渠道状态: STATUSES[i % STATUSES.length]!,
      意向程度: INTENTS[i % INTENTS.length]!,
      联系人: `联系人${i % 500}`,
      联系电话: `139${String(i).padStart(8, '0')}`,
      所在地区: '广东省深圳市南山区',
      详细地址: `科技园南路 ${i % 300} 号`,
      负责人: i % 2 ? '李娜' : null,
      来源说明: '展会',
      下次跟进时间: new Date(Date.UTC(2026, 11, 1 + (i % 28), 2, 0)),
      状态: '启用',
      备注: i % 10 ? null : '批量导入',
    };
    sheet.getRow(2 + i).values = header.map((title) => values[title] ?? null);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Posts the file as the dialog does; answers the answer's JSON, or the progress stream's last line (its result). */
async function send(url: string, token: string, path: string, file: Buffer, stream = false) {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(file)]), '客户导入.xlsx');
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...(stream ? { accept: 'application/x-ndjson' } : {}) },
    body,
  });
  if (!response.ok) throw new Error(`${path}：${response.status} ${await response.text()}`);
  if (!stream) return (await response.json()) as Record<string, unknown>;
  const text = await response.text();
  const last = JSON.parse(text.trim().split('\n').at(-1)!) as Record<string, unknown>;
  if (last.phase !== 'done') throw new Error(`${path}：${text.slice(-300)}`);
  return last;
}

async function timed<T>(pid: number, work: () => Promise<T>) {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5'); // resets the peak to the current size
  const before = memoryKiB(pid, 'VmRSS') / 1024;
  const started = performance.now();
  const result = await work();
  return {
    result,
    seconds: (performance.now() - started) / 1000,
    beforeMiB: before,
    peakMiB: memoryKiB(pid, 'VmHWM') / 1024,
  };
}

async function main(): Promise<void> {
  const server = await startBuiltServer({ port: PORT, customers: 0 });
  const { url, driver } = server;
  const pid = server.process.pid!;
  try {
    const token = await signIn(url, '13800000001');
    const file = await filledTemplate(url, token);
    const preview = await timed(pid, () => send(url, token, '/api/customer/import/preview', file));
    if (preview.result.valid !== ROWS) throw new Error(`预览：${JSON.stringify(preview.result.answer)}`);
    const created = await timed(pid, () => send(url, token, '/api/customer/import?mode=skip', file, true));
    if (created.result.created !== ROWS) throw new Error(`导入：${JSON.stringify(created.result.answer)}`);
    const updated = await timed(pid, () => send(url, token, '/api/customer/import?mode=update', file, true));
    if (updated.result.updated !== ROWS) throw new Error(`更新：${JSON.stringify(updated.result.answer)}`);
    const met = created.seconds < 10 && created.peakMiB < MEMORY_GOAL_MIB;
    const row = (label: string, step: typeof preview, verdict: string) => [
      label,
      `${step.seconds.toFixed(1)} s`,
      `${step.beforeMiB.toFixed(0)} MiB → ${step.peakMiB.toFixed(0)} MiB`,
      verdict,
    ];
    printTable(
      `导入 ${ROWS} 条客户（${driver}，文件 ${(file.length / 1048576).toFixed(1)} MiB，exceljs 写的模板）`,
      ['步骤', '用时', '服务进程内存（开始 → 峰值）', '结论（< 10 s，< 300 MB，即 286 MiB）'],
      [
        row('预览（读取与检查，不写入）', preview, '—'),
        row('导入（新增，含进度流）', created, met ? '达标' : '未达标'),
        row('再次导入同一文件（更新）', updated, '—'),
      ],
    );
    recordGoal({
      goal: `导入 ${ROWS} 条客户（${driver}）`,
      target: '< 10 s，< 300 MB',
      measured: `${created.seconds.toFixed(1)} s，峰值 ${created.peakMiB.toFixed(0)} MiB（导入前 ${created.beforeMiB.toFixed(0)} MiB）`,
      met,
    });
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
