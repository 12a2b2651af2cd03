import { execFile } from 'node:child_process';
import path from 'node:path';
import { repositoryRoot, serverRoot } from '../src/paths';

export type CommandRun = { code: number; stdout: string; stderr: string };

/**
 * Runs one of the server's command-line scripts (`src/<script>`) as `pnpm <script>` does, with Node's tsx loader,
 * in a process of its own: its exit code and output are what a user sees. The environment is the test's, without
 * the database variables, plus `env`.
 */
export function runServerCommand(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<CommandRun> {
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(serverRoot, 'src', script), ...args],
      { cwd: repositoryRoot, env: { ...inherited, NODE_ENV: 'test', ...env }, timeout: 120_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
