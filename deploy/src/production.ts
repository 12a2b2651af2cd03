import { spawn } from 'node:child_process';
import path from 'node:path';
import { workspaceAreas } from './areaSources';
import { hostKernelOf, ReleaseRegistry, releasesDirFrom, serverContractsOf } from './releaseRegistry';
import { builtServerCommand } from './serverProcess';
import { build, buildTargets, isBuilt, root } from './workspace';

/**
 * What a start needs on disk: builds whatever is not built yet, then publishes the host build (HOST_DIST) and
 * the remote builds the release registry has not seen (so a restart never undoes a rollback). Prints what it
 * does.
 */
export async function prepareBuilds(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const started = Date.now();
  for (const target of buildTargets()) {
    if (isBuilt(target)) continue;
    process.stdout.write(`正在构建 ${target.name} …\n`);
    const t0 = Date.now();
    await build(target);
    process.stdout.write(`  ${target.name} 构建完成，用时 ${((Date.now() - t0) / 1000).toFixed(1)} 秒\n`);
  }
  const hostDist = path.resolve(env.HOST_DIST ?? path.join(root, 'host/dist'));
  const serverDist = path.join(root, 'server/dist');
  const registry = new ReleaseRegistry(releasesDirFrom(env), {
    hostKernel: () => hostKernelOf(hostDist),
    serverContracts: () => serverContractsOf(serverDist),
  });
  // The host first, unchecked against the live areas: the areas of this checkout follow, each checked against it.
  const host = registry.publishHost(hostDist, { onlyIfNew: true, checkAreas: false });
  process.stdout.write(`主应用线上版本：${registry.liveHost()?.version ?? host.version}\n`);
  for (const area of workspaceAreas(root))
    registry.publish(area, path.join(root, 'remotes', area, 'dist'), { onlyIfNew: true });
  const live = registry.live().map(({ name, version }) => `${name} ${version}`);
  process.stdout.write(`远程模块线上版本：${live.join('，')}\n`);
  if (Date.now() - started > 1000)
    process.stdout.write(`准备完成，用时 ${((Date.now() - started) / 1000).toFixed(1)} 秒\n`);
}

/** Runs the built server in the foreground with `env`; Ctrl-C and SIGTERM reach it; exits as it exits. */
export function serveBuilt(env: NodeJS.ProcessEnv): void {
  const { command, args, env: serverEnv } = builtServerCommand(env);
  const server = spawn(command, args, { cwd: root, stdio: 'inherit', env: serverEnv });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 0));
}
