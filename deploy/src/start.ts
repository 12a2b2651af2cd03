/**
 * `pnpm start`: builds whatever is not built yet, publishes the remote builds the release registry has not
 * seen, then runs the server in the foreground. Configuration comes from the environment (README table).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { AREAS } from '@yjf/domain/remotes';
import { ReleaseRegistry, releasesDirFrom } from './releaseRegistry';
import { build, buildTargets, isBuilt, root } from './workspace';

async function main(): Promise<void> {
  const started = Date.now();
  for (const target of buildTargets()) {
    if (isBuilt(target)) continue;
    process.stdout.write(`正在构建 ${target.name} …\n`);
    const t0 = Date.now();
    await build(target);
    process.stdout.write(`  ${target.name} 构建完成，用时 ${((Date.now() - t0) / 1000).toFixed(1)} 秒\n`);
  }

  const registry = new ReleaseRegistry(releasesDirFrom(process.env));
  for (const area of AREAS) registry.publish(area, path.join(root, 'remotes', area, 'dist'), { onlyIfNew: true });
  const live = registry.live().map(({ name, version }) => `${name} ${version}`);
  process.stdout.write(`远程模块线上版本：${live.join('，')}\n`);
  if (Date.now() - started > 1000)
    process.stdout.write(`准备完成，用时 ${((Date.now() - started) / 1000).toFixed(1)} 秒\n`);

  const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'server/dist/main.cjs')], {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'production', ...process.env },
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
  server.on('exit', (code) => process.exit(code ?? 0));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
