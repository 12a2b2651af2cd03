import path from 'node:path';
import { root } from './workspace';

/**
 * glibc's malloc hands every block of 32 KiB or more straight from the kernel and gives it back on free.
 *
 * V8 compiles in "zones" of 32 KiB segments. The busiest are TurboFan's, on its background threads, which
 * optimise PGlite's hot WebAssembly (the PostgreSQL executor and parser). Left to itself, malloc serves them
 * from per-thread arenas and raises its own threshold each time a large block is freed. Freed segments then stay
 * in the arenas: 30-90 MiB of an idle server on PGlite that no one uses, more after an export. With the
 * threshold fixed at 32 KiB they go back to the system when a compilation ends.
 *
 * Measured with `pnpm bench lists-pglite` (issue 26), alternated runs:
 * - idle: 223-224 MiB against 281-301 MiB;
 * - peak of an export of 100,000 rows: 381-387 MiB against 432-448 MiB;
 * - list latencies the same.
 *
 * musl and other systems ignore the variable.
 */
export const MALLOC_TUNABLE = 'glibc.malloc.mmap_threshold=32768';

/** `GLIBC_TUNABLES` with the server's malloc threshold added; a threshold the operator set stays theirs. */
export function withMallocTunable(tunables: string | undefined): string {
  const own = (tunables ?? '').split(':').filter(Boolean);
  if (own.some((tunable) => tunable.startsWith('glibc.malloc.mmap_threshold='))) return own.join(':');
  return [...own, MALLOC_TUNABLE].join(':');
}

/**
 * How the built server is started, the one place for it: `pnpm start`, the cluster's instances, the end-to-end
 * tests and the bench all start it this way, and the README's systemd unit says the same. Stack traces point
 * into the TypeScript sources.
 */
export function builtServerCommand(env: NodeJS.ProcessEnv): {
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
} {
  return {
    command: process.execPath,
    args: ['--enable-source-maps', path.join(root, 'server/dist/main.cjs')],
    env: { ...env, GLIBC_TUNABLES: withMallocTunable(env.GLIBC_TUNABLES) },
  };
}
