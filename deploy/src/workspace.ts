import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { workspaceAreas } from './areaSources';

/** The repository root (this file is deploy/src/workspace.ts). */
export const root = path.resolve(__dirname, '../..');

/** Something `pnpm start` builds: where it lives, which file says it is built, how to build it. */
export type BuildTarget = { name: string; dir: string; output: string; command: string[] };

const webpackCli = () => createRequire(path.join(root, 'host/package.json')).resolve('webpack-cli/bin/cli.js');

export function remoteTarget(area: string): BuildTarget {
  const dir = path.join(root, 'remotes', area);
  return {
    name: `remote ${area}`,
    dir,
    output: path.join(dir, 'dist/mf-manifest.json'),
    command: [webpackCli(), '--mode', 'production'],
  };
}

/** The host shell, built into host/dist. */
export function hostTarget(): BuildTarget {
  return {
    name: 'host',
    dir: path.join(root, 'host'),
    output: path.join(root, 'host/dist/index.html'),
    command: [webpackCli(), '--mode', 'production'],
  };
}

export function buildTargets(): BuildTarget[] {
  return [
    {
      name: 'server',
      dir: path.join(root, 'server'),
      output: path.join(root, 'server/dist/main.cjs'),
      command: ['build.mjs'],
    },
    hostTarget(),
    ...workspaceAreas(root).map(remoteTarget),
  ];
}

/** Newest modification time of the files below `dir` (skipping build output and dependencies). */
function newestSource(dir: string): number {
  let newest = 0;
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return newest;
}

/** Built, and not older than its own sources or the shared packages it compiles in. */
export function isBuilt(target: BuildTarget): boolean {
  if (!fs.existsSync(target.output)) return false;
  const builtAt = fs.statSync(target.output).mtimeMs;
  const sources = [
    target.dir,
    path.join(root, 'shared'),
    // The server compiles in the areas' declarations and API contracts (remotes/<area>/src) too.
    ...(target.name === 'server' ? [path.join(root, 'deploy/src'), path.join(root, 'remotes')] : []),
  ];
  return sources.every((dir) => newestSource(dir) <= builtAt);
}

/** Runs a build command in its folder, printing its output; rejects when it fails. */
export function build(target: BuildTarget): Promise<void> {
  return run(process.execPath, target.command, target.dir, { NODE_ENV: 'production' });
}

export function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} ${args.join(' ')} 失败（退出码 ${code}）`)),
    );
  });
}
