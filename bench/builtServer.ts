import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/src/db/client';
import { prepareDatabase } from '../server/src/composition/prepare';
import { seedCustomers } from './seedCustomers';
import { seedStaff } from './seedStaff';
import { spawnBuiltServer } from './support';

/** The built server (`server/dist/main.cjs`) running for a benchmark. */
export type BuiltServer = {
  url: string;
  /** The server process, for its memory in /proc. */
  process: ChildProcess;
  /** 'PGlite' or 'PostgreSQL', for table titles. */
  driver: string;
  /** Seconds the database took to migrate, seed and take the extra customers. */
  seedSeconds: number;
  stop(): Promise<void>;
};

/**
 * Starts the built server in production mode on a fresh database with `customers` extra customers for
 * company 2: PGlite in a temporary folder, or the PostgreSQL of TEST_DATABASE_URL (server/test/with-postgres.sh
 * gives a throwaway one). `env` adds server settings (TRUST_PROXY, say).
 */
export async function startBuiltServer(options: {
  port: number;
  customers: number;
  /** Staff added to company 2 as copies of 13800000001 (seedStaff), for a sign-in load. */
  staff?: number;
  env?: NodeJS.ProcessEnv;
}): Promise<BuiltServer> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yjf-bench-api-'));
  const seeding = Date.now();
  const database = await openDatabase(pgUrl ? { driver: 'postgres', url: pgUrl } : { driver: 'pglite', dataDir });
  try {
    await prepareDatabase(database);
    await seedCustomers(database, 2, options.customers);
    if (options.staff) await seedStaff(database, '13800000001', options.staff);
  } finally {
    await database.close();
  }
  const seedSeconds = (Date.now() - seeding) / 1000;

  const { child, stop } = await spawnBuiltServer(options.port, dataDir, {
    ...options.env,
    ...(pgUrl ? { DATABASE_URL: pgUrl } : {}),
  });
  const url = `http://127.0.0.1:${options.port}`;
  try {
    await waitUp(url, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, process: child, driver: pgUrl ? 'PostgreSQL' : 'PGlite', seedSeconds, stop };
}

async function waitUp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // starting
    }
    if (child.exitCode !== null) throw new Error(`服务启动失败（退出码 ${child.exitCode}）`);
    if (Date.now() > deadline) throw new Error('服务没有在 2 分钟内启动');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
