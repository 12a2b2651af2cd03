/**
 * The floor of an HTTP answer (issue 26): a server that does nothing but answer each path with the body the API
 * gave for it, from memory, in a process of its own as the API's is. Loaded as the API is, its requests per
 * second say what HTTP alone costs on this machine (the load generator's share included), with no session,
 * routing, validation, database or JSON building at all.
 */
import { startScriptServer, type ScriptServer } from './scriptServer';

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
  .listen(Number(process.env.SERVER_PORT), '127.0.0.1', () => process.stdout.write('up\\n'));
`;

/** Starts the bare server on `port` answering `bodies`; `stop` ends it. */
export function startBareHttp(port: number, bodies: Record<string, string>): Promise<ScriptServer> {
  return startScriptServer('裸 HTTP 服务', SERVER, port, { BARE_BODIES: JSON.stringify(bodies) });
}
