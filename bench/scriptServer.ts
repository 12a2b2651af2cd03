/**
 * A comparison server of the API bench (bareHttp.ts, passThroughHttp.ts): a Node script in a process of its own,
 * as the API's server is, listening on 127.0.0.1 at the port in its `SERVER_PORT` and printing a line once it
 * does. Packages resolve from this folder (`pg`).
 */
import { spawn } from 'node:child_process';

export type ScriptServer = { url: string; stop(): Promise<void> };

/** Runs `script` on `port` with `env` added; `name` says which server failed to start. */
export async function startScriptServer(
  name: string,
  script: string,
  port: number,
  env: NodeJS.ProcessEnv,
): Promise<ScriptServer> {
  const child = spawn(process.execPath, ['-e', script], {
    cwd: __dirname,
    env: { ...process.env, ...env, SERVER_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`${name}没有启动（退出码 ${code}）`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
