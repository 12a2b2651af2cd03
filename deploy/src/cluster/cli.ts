/**
 * `pnpm cluster <start|stop|restart|status|site>`: the product as a cluster on this machine, from Debian's
 * packages: PostgreSQL, two (or --instances n) server instances and nginx in front of them
 * (deploy/nginx/yunjiaofu.conf.template). `start` runs in the foreground and stops everything in order on Ctrl-C
 * or SIGTERM; `stop` does the same from another shell. See the README's 部署 section.
 */
import path from 'node:path';
import { releasesDirFrom } from '../releaseRegistry';
import { root } from '../workspace';
import { restartInstances, siteTlsOf, startCluster, statusLines, stopCluster, stopFromElsewhere } from './cluster';
import { CLUSTER_USAGE, clusterOptionsOf, instancePorts, listenOf, type ClusterOptions } from './clusterOptions';
import { readState } from './clusterState';
import { hasBrotliModule } from './nginxServer';
import { isRunning } from './processes';
import { renderSite } from './siteConfig';

const say = (line: string) => process.stdout.write(`${line}\n`);

async function start(options: ClusterOptions): Promise<void> {
  const state = await startCluster(options, !options.detach);
  const ports = state.instances.map((instance) => `127.0.0.1:${instance.port}`).join('、');
  say('');
  say(`  云交付集群已启动：${state.url}`);
  say(`  nginx → ${state.instances.length} 个服务实例（${ports}）`);
  say(`  数据库：${state.postgres ? `PostgreSQL 127.0.0.1:${state.postgres.port}` : 'DATABASE_URL'}`);
  say(`  日志：${path.join(options.dir, 'logs')}，nginx：${path.join(state.nginxPrefix, 'logs')}`);
  say(options.detach ? '  停止：pnpm cluster stop' : '  停止：Ctrl-C，或在另一个终端运行 pnpm cluster stop');
  say('');
  if (options.detach) return;

  // In the foreground until a signal: then everything stops in order, once.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`收到 ${signal}，正在停止集群 …`);
    stopCluster(options.dir, readState(options.dir) ?? state).then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`停止集群时出错：${error instanceof Error ? error.message : String(error)}\n`);
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => stop(signal));
  // Says when an instance ends by itself (nginx sends its requests to the others meanwhile).
  const ended = new Set<number>();
  setInterval(() => {
    for (const instance of readState(options.dir)?.instances ?? []) {
      if (isRunning(instance)) ended.delete(instance.pid);
      else if (!stopping && !ended.has(instance.pid)) {
        ended.add(instance.pid);
        say(`端口 ${instance.port} 的服务实例已退出（pnpm cluster restart --instance … 可重启它）；其余实例继续服务`);
      }
    }
  }, 1_000);
}

function site(options: ClusterOptions): void {
  const env = process.env;
  process.stdout.write(
    renderSite({
      listen: listenOf(options),
      serverName: options.serverName,
      instancePorts: instancePorts(options),
      remotesDir: env.FILES_BUCKET
        ? null
        : path.join(releasesDirFrom({ ...env, DATA_DIR: env.DATA_DIR ?? path.join(root, 'data') }), 'areas'),
      brotli: hasBrotliModule(),
      tls: siteTlsOf(options),
    }),
  );
}

async function main([command, ...args]: string[]): Promise<void> {
  const options = clusterOptionsOf(args, process.env);
  if (command === 'start') return start(options);
  if (command === 'stop') return stopFromElsewhere(options.dir, options.postgresPort);
  if (command === 'restart') return restartInstances(options.dir, options.instance);
  if (command === 'status') return void statusLines(options.dir).forEach(say);
  if (command === 'site') return site(options);
  say(CLUSTER_USAGE);
  if (command !== undefined && command !== 'help') process.exitCode = 1;
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
