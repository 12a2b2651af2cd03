/**
 * The ceiling of an API served by Node in front of a request's SQL (issue 26): Node's own HTTP server that, for
 * each path, sends the SQL the API sent for it (captured by directSql.ts) through a pool of the server's size,
 * exactly as the direct SQL does (the session check first and named, then the rest side by side), and answers the
 * rows as JSON. No routing, validation, permission, row mapping or framework: what is left is the cost of HTTP itself
 * (the load generator's share included) on top of the SQL. Its requests per second divided by the direct SQL's
 * rounds per second is the most any API that checks its session in the database can reach on this machine; under
 * OPEN_PREFIX, without the session check, the most any API served by Node can reach.
 */
import { POSTGRES_POOL_SIZE } from '../server/src/db/client';
import { SESSION_STATEMENT } from '../server/src/platform/auth/sessions';
import type { CapturedQuery } from './directSql';
import { startScriptServer, type ScriptServer } from './scriptServer';

/** A path under this prefix skips the session check: the ceiling of an API with no session at all. */
export const OPEN_PREFIX = '/open';

const SERVER = `
const http = require('node:http');
const pg = require('pg');
const { routes, sessionCheck } = JSON.parse(process.env.PASS_ROUTES);
const pool = new pg.Pool({ connectionString: process.env.PASS_DATABASE_URL, max: Number(process.env.PASS_POOL) });
const byPath = new Map(Object.entries(routes));
const OPEN = ${JSON.stringify(OPEN_PREFIX)};
const SESSION_STATEMENT = ${JSON.stringify(SESSION_STATEMENT)};
http
  .createServer(async (request, response) => {
    const open = request.url.startsWith(OPEN);
    const queries = byPath.get(open ? request.url.slice(OPEN.length) : request.url);
    if (!queries) { response.statusCode = 404; response.end(); return; }
    try {
      if (!open) await pool.query({ name: SESSION_STATEMENT, text: sessionCheck.sql, values: sessionCheck.params });
      const results = await Promise.all(queries.map((query) => pool.query(query.sql, query.params)));
      response.setHeader('content-type', 'application/json; charset=utf-8');
      response.end(JSON.stringify(results.map((result) => result.rows)));
    } catch (error) {
      response.statusCode = 500;
      response.end(String(error));
    }
  })
  .listen(Number(process.env.SERVER_PORT), '127.0.0.1', () => process.stdout.write('up\\n'));
`;

/**
 * Starts the pass-through server on `port`: each path of `routes` runs `sessionCheck`, then its queries, on the
 * PostgreSQL at `databaseUrl` (under OPEN_PREFIX, its queries alone); `stop` ends it.
 */
export function startPassThroughHttp(
  port: number,
  databaseUrl: string,
  routes: Record<string, CapturedQuery[]>,
  sessionCheck: CapturedQuery,
): Promise<ScriptServer> {
  return startScriptServer('直通 SQL 的 HTTP 服务', SERVER, port, {
    PASS_POOL: String(POSTGRES_POOL_SIZE),
    PASS_DATABASE_URL: databaseUrl,
    PASS_ROUTES: JSON.stringify({ routes, sessionCheck }),
  });
}
