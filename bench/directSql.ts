/**
 * The database's share of an API call (issue 26): the SQL a request sends, captured from the engine itself and
 * then sent straight to PostgreSQL by 50 callers through a pool as large as the server's, for as long as the
 * API load runs. The API's requests per second divided by these rounds per second is the overhead the server
 * adds: HTTP, the session check, validation, building the SQL, JSON.
 *
 * The SQL is the engine's own: the same server code (`buildConfiguredApp`, as `pnpm start` builds it) answers each request once in this process on
 * the bench's database, through a drizzle logger that keeps every query and its parameters. The session check
 * is kept apart (it is part of the API's cost); what remains is the page, its count and the record, sent as the
 * server sends them, page and count side by side. Sent again with the session check before them, the same SQL
 * gives the ceiling of any API that checks its session in the database on every request.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildConfiguredApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDatabase, POSTGRES_POOL_SIZE } from '../server/src/db/client';
import { openNotices } from '../server/src/db/notices';
import { withSharedSecrets } from '../server/src/db/sharedSecrets';
import { SESSION_STATEMENT } from '../server/src/platform/auth/sessions';
import { busyCoreSeconds } from './support';

export type CapturedQuery = { sql: string; params: unknown[] };

/** The session check every request runs first; it stays in the API's cost. */
const isSessionCheck = (query: CapturedQuery) => /from "sessions"/.test(query.sql);

/**
 * The queries each of `paths` sends (GET, signed in with `token`), without the session check, answered by the
 * server code in this process on the PostgreSQL at `url`; and the session check itself, as it was sent for the last
 * of them.
 */
export async function captureQueries(
  url: string,
  token: string,
  paths: string[],
): Promise<{ own: CapturedQuery[][]; sessionCheck: CapturedQuery }> {
  let captured: CapturedQuery[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yjf-bench-sql-'));
  const database = await openDatabase({
    driver: 'postgres',
    url,
    logger: { logQuery: (sql, params) => void captured.push({ sql, params }) },
  });
  const settings = loadConfig({
    ...process.env,
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    HOST_DIST: path.join(dataDir, 'no-host'),
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
  });
  const config = await withSharedSecrets(settings, database.db);
  const notices = openNotices(database, url);
  const app = await buildConfiguredApp(config, database, notices);
  try {
    await app.ready();
    const answers: CapturedQuery[][] = [];
    let sessionCheck: CapturedQuery | undefined;
    for (const address of paths) {
      // Twice: the first call also fills the server's caches (the plans, the menu catalogue, the kept session,
      // whose check is seen on the first call only).
      for (let call = 0; call < 2; call++) {
        captured = [];
        const headers = { authorization: `Bearer ${token}` };
        const response = await app.inject({ method: 'GET', url: address, headers });
        if (response.statusCode !== 200) throw new Error(`${address}：${response.statusCode} ${response.body}`);
        sessionCheck ??= captured.find(isSessionCheck);
      }
      answers.push(captured.filter((query) => !isSessionCheck(query)));
    }
    if (!sessionCheck) throw new Error('没有看到会话查询，无法区分接口自己的 SQL');
    return { own: answers, sessionCheck };
  } finally {
    await app.close();
    await notices.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Sends `queries` side by side, over and over, from `callers` callers through a pool of the server's size for
 * `seconds`: answers the rounds per second (every query of a round answered) and the machine's CPU per round.
 * With `first`, each round sends it before the others and waits for its answer, as the server sends its session
 * check before a request's own SQL.
 */
export async function directRounds(
  url: string,
  queries: CapturedQuery[],
  options: { callers: number; seconds: number; first?: CapturedQuery },
): Promise<{ roundsPerSecond: number; cpuMsPerRound: number; errors: number }> {
  const pool = new pg.Pool({ connectionString: url, max: POSTGRES_POOL_SIZE });
  const first = options.first;
  let rounds = 0;
  let errors = 0;
  const started = performance.now();
  const busyBefore = busyCoreSeconds();
  const until = started + options.seconds * 1000;
  const caller = async () => {
    while (performance.now() < until) {
      try {
        // Named, as the server prepares its session check once per connection.
        if (first) await pool.query({ name: SESSION_STATEMENT, text: first.sql, values: first.params });
        await Promise.all(queries.map((query) => pool.query(query.sql, query.params)));
        rounds += 1;
      } catch {
        errors += 1;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: options.callers }, caller));
    const cpuMsPerRound = ((busyCoreSeconds() - busyBefore) * 1000) / Math.max(rounds, 1);
    return { roundsPerSecond: rounds / ((performance.now() - started) / 1000), cpuMsPerRound, errors };
  } finally {
    await pool.end();
  }
}
