/**
 * The floor of an HTTP answer (issue 26): a server that does nothing but answer each path with the body the API
 * gave for it, from memory, in a process of its own as the API's is. Loaded as the API is, its requests per
 * second say what HTTP alone costs on this machine (the load generator's share included), with no session,
 * routing, validation, database or JSON building at all.
 */
import { spawn } from 'node:child_process';

/** Node's own HTTP server answering `bodies` (path -> JSON text); anything else is a 404. */
const SERVER = `
const http = require('node:http');
const bodies = new Map(Object.entries(JSON.parse(process.env.BARE_BODIES)));
http
  .createServer((request, response) => {
    const body = bodies.get(request.url);
    if (body === undefined) { response.statusCode = 404; response.end(); return; }
    response.setHeader('content-type', 'application/json; charset=utf-8');
    response.setHeader('cache-control', 'no-store');
    response.end(body);
  })
  .listen(Number(process.env.BARE_PORT), '127.0.0.1', () => process.stdout.write('up\\n'));
`;

/** Starts the bare server on `port` answering `bodies`; `stop` ends it. */
export async function startBareHttp(
  port: number,
  bodies: Record<string, string>,
): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['-e', SERVER], {
    env: { ...process.env, BARE_PORT: String(port), BARE_BODIES: JSON.stringify(bodies) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`裸 HTTP 服务没有启动（退出码 ${code}）`)));
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
