/**
 * A 100 MB upload to 本地存储 on the built server (PGlite): its time, and how far the server's memory rose
 * (VmHWM, reset before the upload, against VmRSS before it). The upload is written to disk as it arrives
 * (server/src/http/spooledUpload.ts), so the rise stays far below the file's size. Goal: under 50 MiB.
 */
import fs from 'node:fs';
import { startBuiltServer } from './builtServer';
import { printTable, recordGoal, signIn } from './support';
import { MAX_STORED_FILE_BYTES } from '../remotes/system/src/domain/storageSchemas';

const PORT = Number(process.env.BENCH_PORT || 8132);
const GOAL_MIB = 50;

const memoryKiB = (pid: number, field: 'VmHWM' | 'VmRSS') =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

async function main(): Promise<void> {
  const server = await startBuiltServer({ port: PORT, customers: 0 });
  try {
    const token = await signIn(server.url, '13800000001');
    const bytes = MAX_STORED_FILE_BYTES;
    const form = new FormData();
    form.append('file', new Blob([Buffer.alloc(bytes, 'a')]), '大文件.bin');
    const pid = server.process.pid!;
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5'); // resets the peak to the current size
    const before = memoryKiB(pid, 'VmRSS');
    const started = performance.now();
    const response = await fetch(`${server.url}/api/localStorage`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (response.status !== 201) throw new Error(`上传失败：${response.status} ${await response.text()}`);
    const seconds = (performance.now() - started) / 1000;
    const riseMiB = (memoryKiB(pid, 'VmHWM') - before) / 1024;
    const met = riseMiB < GOAL_MIB;
    printTable(
      `上传 ${(bytes / 1048576).toFixed(0)} MiB 到本地存储（${server.driver}）`,
      ['用时', '服务进程内存（上传前 → 峰值）', '上涨', `结论（上涨 < ${GOAL_MIB} MiB）`],
      [
        [
          `${seconds.toFixed(1)} s`,
          `${(before / 1024).toFixed(0)} MiB → ${(memoryKiB(pid, 'VmHWM') / 1024).toFixed(0)} MiB`,
          `${riseMiB.toFixed(0)} MiB`,
          met ? '达标' : '未达标',
        ],
      ],
    );
    recordGoal({
      goal: `上传 100 MB 文件时服务进程内存上涨（${server.driver}）`,
      target: `< ${GOAL_MIB} MiB`,
      measured: `${riseMiB.toFixed(0)} MiB，${seconds.toFixed(1)} s`,
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
