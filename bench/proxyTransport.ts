/**
 * The cold deep link through nginx over HTTPS, HTTP/2 against HTTP/1.1 (issue 59): the cluster as an operator
 * runs it (`pnpm cluster start --self-signed`: nginx with TLS and HTTP/2 in front of two instances over one
 * PostgreSQL), and the same pages frontend.ts opens cold (the dashboard and each area's main list, signed in,
 * cache empty, the browser driven bare), each opened by two Chromiums in turn: one speaking HTTP/2 to nginx, one
 * told not to (`--disable-http2`, so it speaks HTTP/1.1 over the same TLS, six connections at most). Median of
 * 5 rounds, each page once a round in each browser. Each browser's protocol is checked before it is measured.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { membershipSeenTodayScript } from '../e2e/support/signIn';
import { launchBareChromium, type BareChromium } from './bareChromium';
import { COLD_PAGES, coldLinkOnce, median, ms, VIEWPORT } from './pageProbe';
import { printTable, recordGoal, signIn } from './support';

const PORT = Number(process.env.BENCH_PORT || 8240);
const INSTANCE_PORT = PORT + 1;
const POSTGRES_PORT = Number(process.env.BENCH_CLUSTER_PG_PORT || 54350);
const ADMIN = '13800000001';
const RUNS = 5;
const root = path.resolve(__dirname, '..');

/** `pnpm cluster <command>` on the bench's own folder and ports, in production mode. */
function cluster(dir: string, command: string, extra: string[] = []): void {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn' };
  for (const name of ['DATABASE_URL', 'DATA_DIR', 'RELEASES_DIR', 'HOST_DIST', 'PORT', 'HOST']) delete env[name];
  const ports = ['--port', String(PORT), '--instance-port', String(INSTANCE_PORT), '--pg-port', String(POSTGRES_PORT)];
  const run = spawnSync(
    process.execPath,
    [require.resolve('tsx/cli'), 'deploy/src/cluster/cli.ts', command, '--dir', dir, ...ports, ...extra],
    { cwd: root, env, stdio: 'inherit' },
  );
  if (run.status !== 0) throw new Error(`pnpm cluster ${command} 失败（退出码 ${run.status}）`);
}

/** The protocol the browser spoke for a page's own document. */
async function protocolOf(browser: BareChromium, url: string, token: string): Promise<string> {
  return browser.open<string>({
    url: `${url}/dashboard`,
    cookie: { name: 'YJF-TOKEN', value: token },
    viewport: VIEWPORT,
    initScripts: [],
    answer: `(performance.getEntriesByType('navigation')[0] || {}).nextHopProtocol`,
  });
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'yjf-bench-cluster-'));
  const url = `https://127.0.0.1:${PORT}`;
  cluster(dir, 'start', ['--detach', '--self-signed']);
  const browsers: { name: string; expected: string; browser?: BareChromium }[] = [
    { name: 'HTTP/2', expected: 'h2' },
    { name: 'HTTP/1.1', expected: 'http/1.1' },
  ];
  try {
    // Signed in at an instance: the session is in the database, so nginx's instances all take it.
    const token = await signIn(`http://127.0.0.1:${INSTANCE_PORT}`, ADMIN);
    const scripts = [membershipSeenTodayScript(ADMIN)];
    for (const each of browsers) {
      const args = ['--ignore-certificate-errors', ...(each.expected === 'h2' ? [] : ['--disable-http2'])];
      each.browser = await launchBareChromium({ args });
      const spoken = await protocolOf(each.browser, url, token);
      if (spoken !== each.expected) throw new Error(`${each.name} 的浏览器实际使用 ${spoken}`);
    }
    const times = COLD_PAGES.map(() => browsers.map(() => [] as number[]));
    for (let run = 0; run < RUNS; run++) {
      for (const [page, [, address]] of COLD_PAGES.entries()) {
        for (const [index, each] of browsers.entries()) {
          const { at } = await coldLinkOnce(each.browser!, url, address, token, scripts);
          times[page]![index]!.push(at);
        }
      }
    }
    const rows = COLD_PAGES.map(([name], page) => {
      const [h2, h1] = times[page]!.map(median) as [number, number];
      return [name, ms(h2), ms(h1), `${Math.round(((h1 - h2) / h1) * 100)}%`];
    });
    printTable(
      `经 nginx（HTTPS，自签名证书）的冷启动直达：HTTP/2 与 HTTP/1.1（${RUNS} 轮的中位数，每轮各页在两种协议下各打开一次；导航开始 → 内容绘出）`,
      ['页面', 'HTTP/2', 'HTTP/1.1', 'HTTP/2 快了'],
      rows,
    );
    const slowest = (index: number) => Math.max(...times.map((page) => median(page[index]!)));
    recordGoal({
      goal: '经 nginx 的冷启动直达（最慢页面的中位数）：HTTP/2 与 HTTP/1.1',
      target: 'HTTP/2 不慢于 HTTP/1.1',
      measured: `HTTP/2 ${ms(slowest(0))}，HTTP/1.1 ${ms(slowest(1))}`,
      met: slowest(0) <= slowest(1),
    });
  } finally {
    for (const each of browsers) await each.browser?.close();
    cluster(dir, 'stop');
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
