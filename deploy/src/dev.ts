/**
 * `pnpm dev [area ...]`: the API with reload on change (port 8001), the host's webpack dev server with hot
 * reload on http://127.0.0.1:8000 (it proxies the API), and a dev server for each area named on the command
 * line. Areas not named are served from their releases, built and published first if need be.
 *
 *   pnpm dev              host and API
 *   pnpm dev customers    and the customers remote with hot reload
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DEV_API_PORT, DEV_HOST_PORT, devRemotePort } from '../../shared/build/src/devPorts.mjs';
import { workspaceAreas } from './areaSources';
import { ReleaseRegistry, releasesDirFrom } from './releaseRegistry';
import { build, isBuilt, remoteTarget, root } from './workspace';

async function main(areas: string[]): Promise<void> {
  const known = workspaceAreas(root);
  const unknown = areas.filter((area) => !known.includes(area));
  if (unknown.length) throw new Error(`没有这些区域：${unknown.join(', ')}（可选：${known.join(', ')}）`);

  const registry = new ReleaseRegistry(releasesDirFrom(process.env));
  for (const area of known.filter((a) => !areas.includes(a))) {
    const target = remoteTarget(area);
    if (!isBuilt(target)) await build(target);
    registry.publish(area, path.join(target.dir, 'dist'), { onlyIfNew: true });
  }

  const webpackCli = createRequire(path.join(root, 'host/package.json')).resolve('webpack-cli/bin/cli.js');
  const children: ChildProcess[] = [];
  const start = (name: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) => {
    const child = spawn(process.execPath, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => {
      if (code !== null && code !== 0) process.stderr.write(`${name} 退出，退出码 ${code}\n`);
    });
    children.push(child);
  };

  start('server', [require.resolve('tsx/cli'), 'watch', 'src/main.ts'], path.join(root, 'server'), {
    PORT: String(DEV_API_PORT),
    NODE_ENV: 'development',
    DATA_DIR: path.resolve(process.env.DATA_DIR || path.join(root, 'data')),
    REMOTE_DEV_SERVERS: areas.map((area) => `${area}=http://127.0.0.1:${devRemotePort(area)}`).join(','),
  });
  for (const area of areas)
    start(area, [webpackCli, 'serve', '--mode', 'development'], path.join(root, 'remotes', area));
  start('host', [webpackCli, 'serve', '--mode', 'development'], path.join(root, 'host'));
  process.stdout.write(`\n  开发环境：http://127.0.0.1:${DEV_HOST_PORT}/（接口在 ${DEV_API_PORT} 端口）\n\n`);

  const stop = () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
