/**
 * Front-end weight and build times of the production build:
 * - bytes (gzip, JS + CSS) and requests of the sign-in page, of the shell with one remote page, and of the
 *   shell with the dashboard and its charts (the heaviest first screen);
 * - the build time of each remote on its own.
 * Goals: sign-in page under 220 KiB, shell plus a page (the dashboard too) under 520 KiB, any remote rebuilt in
 * under 10 s.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { AREAS } from '@yjf/domain/remotes';
import { kib, launchChromium, measureWeight, printTable, root, signIn, startProduct } from './support';

const PORT = Number(process.env.BENCH_PORT || 8130);

async function main(): Promise<void> {
  const buildRows: (string | number)[][] = [];
  const webpackCli = createRequire(path.join(root, 'host/package.json')).resolve('webpack-cli/bin/cli.js');
  for (const area of AREAS) {
    const started = Date.now();
    execFileSync(process.execPath, [webpackCli, '--mode', 'production'], {
      cwd: path.join(root, 'remotes', area),
      stdio: 'ignore',
    });
    const seconds = (Date.now() - started) / 1000;
    buildRows.push([area, `${seconds.toFixed(1)} s`, seconds < 10 ? '达标' : '超标']);
  }

  const product = await startProduct(PORT);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const login = await measureWeight(page, async () => {
      await page.goto(`${product.url}/login`);
      await page.getByRole('heading', { name: '云交付-智能影音项目管理系统' }).waitFor();
    });

    // The shell with one page of a remote (服务监控 of the system remote), in a fresh browser context.
    const shellContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await shellContext.addCookies([
      { name: 'YJF-TOKEN', value: await signIn(product.url, '13800000000'), url: product.url },
    ]);
    const shellPage = await shellContext.newPage();
    await shellPage.route('**/api/menus/build', (route) =>
      route.fulfill({
        json: [
          {
            name: 'System',
            path: '/system',
            hidden: false,
            component: 'Layout',
            meta: { title: '系统管理', icon: '', noCache: false },
            children: [
              {
                name: 'ServerStatus',
                path: 'server',
                hidden: false,
                component: 'system/ServerStatus',
                meta: { title: '服务监控', icon: '', noCache: false },
              },
            ],
          },
        ],
      }),
    );
    const shell = await measureWeight(shellPage, async () => {
      await shellPage.goto(`${product.url}/system/server`);
      await shellPage.getByText('服务状态').waitFor();
    });

    // The shell with the dashboard of a sales company, charts drawn: the chart code comes with it.
    const dashboardContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await dashboardContext.addCookies([
      { name: 'YJF-TOKEN', value: await signIn(product.url, '13800000001'), url: product.url },
    ]);
    const dashboardPage = await dashboardContext.newPage();
    const dashboard = await measureWeight(dashboardPage, async () => {
      await dashboardPage.goto(`${product.url}/dashboard`);
      await dashboardPage.getByRole('img', { name: '商机漏斗' }).locator('canvas').waitFor();
    });

    const pages = [
      ['登录页', login],
      ['框架 + 一个远程页面', shell],
      ['框架 + 首页图表', dashboard],
    ] as const;
    printTable(
      '页面体积（生产构建，JS + CSS，gzip -9）',
      ['页面', '请求数', '体积', '目标', '结论'],
      pages.map(([name, weight]) => {
        const goal = name === '登录页' ? 220 : 520;
        return [
          name,
          weight.requests,
          kib(weight.gzipBytes),
          `< ${goal} KiB`,
          weight.gzipBytes < goal * 1024 ? '达标' : '超标',
        ];
      }),
    );
    if (process.env.BENCH_VERBOSE) {
      for (const [name, weight] of pages) {
        printTable(
          name,
          ['文件', '体积'],
          [...weight.files].sort((a, b) => b.gzipBytes - a.gzipBytes).map((f) => [f.url, kib(f.gzipBytes)]),
        );
      }
    }
    printTable('远程模块单独构建用时', ['区域', '用时', '结论（< 10 s）'], buildRows);
  } finally {
    await browser.close();
    await product.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
