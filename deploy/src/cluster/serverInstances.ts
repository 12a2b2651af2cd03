import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { builtServerCommand } from '../serverProcess';
import { root } from '../workspace';
import { endProcess, isRunning, refOf, tailOf, type ProcessRef } from './processes';

/** One server instance of the cluster: where it listens, its process, its log. */
export type InstanceState = ProcessRef & { port: number; log: string };

/** Answers the status of GET http://127.0.0.1:port/path, or 0 when nothing answers. */
function statusOf(port: number, pathname: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: pathname, timeout: 2_000 }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(0));
  });
}

/**
 * Starts the built server directly (`builtServerCommand`; pnpm and npx do not always pass SIGTERM on), in its own
 * process group so that only the orderly stop ends it, its output appended to `log`.
 */
export function startInstance(port: number, env: NodeJS.ProcessEnv, log: string): InstanceState {
  fs.mkdirSync(path.dirname(log), { recursive: true });
  const out = fs.openSync(log, 'a');
  const { command, args, env: serverEnv } = builtServerCommand({ ...env, PORT: String(port) });
  const child = spawn(command, args, {
    cwd: root,
    env: serverEnv,
    detached: true,
    stdio: ['ignore', out, out],
  });
  child.unref();
  fs.closeSync(out);
  return { ...refOf(child.pid!), port, log };
}

/**
 * Waits for `/api/health/ready` to answer 200 (the database answers and every live release is on its disk);
 * throws with the end of its log when the process ends first or `timeoutMs` passes.
 */
export async function waitReady(instance: InstanceState, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while ((await statusOf(instance.port, '/api/health/ready')) !== 200) {
    if (!isRunning(instance)) {
      throw new Error(`端口 ${instance.port} 的服务实例启动失败：\n${tailOf(instance.log)}`);
    }
    if (Date.now() > until) throw new Error(`端口 ${instance.port} 的服务实例在 ${timeoutMs / 1000} 秒内没有就绪`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** SIGTERM: the instance answers the requests in flight (at most 10 s, server/src/main.ts) and exits. */
export const stopInstance = (instance: InstanceState) => endProcess(instance, 'SIGTERM', 15_000);
