/**
 * Build times (issue 11), in a temporary copy of the working tree so the checkout's own node_modules and dist
 * stay as they are: the install from a warm pnpm store (`pnpm install --frozen-lockfile --prefer-offline`),
 * the full production build (`pnpm build`: server, host and the six remotes), then each remote's own rebuild
 * (`pnpm --filter @yjf/remote-<area> build`, what `pnpm release <area>` runs), one after another.
 *
 * The copy holds the files git tracks plus the untracked ones it does not ignore, as they are on disk: what a
 * fresh clone would hold once the work is committed. It is removed afterwards (BENCH_KEEP_COPY=1 keeps it).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { printTable, root } from './support';

const REMOTES = ['customers', 'business', 'projects', 'finance', 'purchasing', 'system'];

/**
 * The command that runs pnpm 10: `node <pnpm.cjs>` from npx's cache, found once, so the times are pnpm's and the
 * build's rather than npx resolving the package again each time (seconds on a busy machine); `npx -y pnpm@10`
 * when it cannot be found.
 */
function pnpmCommand(): string[] {
  const found = spawnSync('npx', ['-y', '-p', 'pnpm@10', 'node', '-e', 'process.stdout.write(process.env.PATH)'], {
    encoding: 'utf8',
  });
  const bin = found.stdout
    ?.split(path.delimiter)
    .find((dir) => dir.includes('_npx') && fs.existsSync(path.join(dir, '../pnpm/bin/pnpm.cjs')));
  return bin ? [process.execPath, path.join(bin, '../pnpm/bin/pnpm.cjs')] : ['npx', '-y', 'pnpm@10'];
}
const PNPM = pnpmCommand();

/** Copies the working tree's tracked and unignored files into `target`. */
function copyWorkingTree(target: string): number {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (listed.status !== 0) throw new Error(`git ls-files 失败：${listed.stderr}`);
  let copied = 0;
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    const source = path.join(root, file);
    if (!fs.existsSync(source)) continue; // deleted in the working tree, not yet in git
    fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    fs.copyFileSync(source, path.join(target, file));
    copied += 1;
  }
  return copied;
}

/** Runs `pnpm <args>` in `cwd`, its output into `log`; answers the seconds it took or fails. */
function timePnpm(cwd: string, args: string[], log: string): number {
  const output = fs.openSync(log, 'a');
  fs.writeSync(output, `\n$ pnpm ${args.join(' ')}\n`);
  const started = performance.now();
  const [command, ...prefix] = PNPM as [string, ...string[]];
  const run = spawnSync(command, [...prefix, ...args], {
    cwd,
    stdio: ['ignore', output, output],
    env: { ...process.env, CI: 'true', NODE_ENV: undefined },
  });
  const seconds = (performance.now() - started) / 1000;
  fs.closeSync(output);
  if (run.status !== 0) {
    const tail = fs.readFileSync(log, 'utf8').split('\n').slice(-30).join('\n');
    throw new Error(`pnpm ${args.join(' ')} 失败（退出码 ${run.status}，全文见 ${log}）：\n${tail}`);
  }
  return seconds;
}

function main(): void {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'yjf-bench-builds-'));
  const log = path.join(os.tmpdir(), `${path.basename(copy)}.log`);
  try {
    const files = copyWorkingTree(copy);
    const seconds = (value: number) => `${value.toFixed(1)} s`;
    const install = timePnpm(copy, ['install', '--frozen-lockfile', '--prefer-offline'], log);
    const build = timePnpm(copy, ['build'], log);
    printTable(
      `安装与构建（工作区副本 ${files} 个文件，${os.cpus().length} 核）`,
      ['步骤', '命令', '用时'],
      [
        ['安装（已有 pnpm 缓存）', 'pnpm install --frozen-lockfile --prefer-offline', seconds(install)],
        ['完整构建', 'pnpm build（服务端、主应用、6 个子应用）', seconds(build)],
      ],
    );
    const rebuilds = REMOTES.map((area) => [
      area,
      `pnpm --filter @yjf/remote-${area} build`,
      seconds(timePnpm(copy, ['--filter', `@yjf/remote-${area}`, 'build'], log)),
    ]);
    printTable('单个子应用重新构建（webpack 生产构建）', ['子应用', '命令', '用时'], rebuilds);
    fs.rmSync(log, { force: true });
  } finally {
    if (process.env.BENCH_KEEP_COPY === '1') process.stdout.write(`副本保留在 ${copy}\n`);
    else fs.rmSync(copy, { recursive: true, force: true });
  }
}

try {
  main();
} catch (error: unknown) {
  console.error(error);
  process.exitCode = 1;
}
