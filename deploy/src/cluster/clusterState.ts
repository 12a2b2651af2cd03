import fs from 'node:fs';
import path from 'node:path';
import type { PostgresPlace } from './postgresServer';
import { isRunning, type ProcessRef } from './processes';
import type { InstanceState } from './serverInstances';

/**
 * What a running cluster is made of, kept in `<dir>/cluster.json` so that `pnpm cluster stop` works from another
 * shell, and after the foreground command was itself killed. Readable by its owner only: it holds the
 * database's connection string.
 */
export type ClusterState = {
  /** The foreground `pnpm cluster start`, which stops everything in order on a signal; null with --detach. */
  supervisor: ProcessRef | null;
  url: string;
  postgres: PostgresPlace | null;
  instances: InstanceState[];
  /** What each instance gets on top of the environment of the command that starts it (restarts use it too). */
  instanceEnv: Record<string, string>;
  nginxPrefix: string;
  nginx: ProcessRef | null;
};

const stateFile = (dir: string) => path.join(dir, 'cluster.json');

export function readState(dir: string): ClusterState | null {
  try {
    return JSON.parse(fs.readFileSync(stateFile(dir), 'utf8')) as ClusterState;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export function writeState(dir: string, state: ClusterState): void {
  fs.mkdirSync(dir, { recursive: true });
  const temporary = `${stateFile(dir)}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(temporary, stateFile(dir));
}

export function removeState(dir: string): void {
  fs.rmSync(stateFile(dir), { force: true });
}

/** Whether any process of the cluster still runs (its PostgreSQL is checked by the caller, by its pid file). */
export const anyRunning = (state: ClusterState) =>
  [state.supervisor, state.nginx, ...state.instances].some((ref) => isRunning(ref));
