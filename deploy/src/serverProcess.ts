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
 * On the embedded database, V8's old generation held to 512 MB, where a process on a large machine may grow it to
 * about 4 GB.
 *
 * V8 lets the old generation grow to a multiple of what the last full collection kept before it collects again,
 * and the multiple is larger the larger the heap may get: up to 4 on this 24 GiB machine. The server keeps about
 * 50 MB of live objects, and its garbage (rows read, answers written) then sat in up to 150 MB of heap. With
 * the limit at 512 MB the multiple is about 2.3. A server needs far less: an export streams its rows and no
 * call holds more than a page.
 *
 * Measured on the built server with 100,000 customers (issue 26), alternated runs:
 * - on PGlite, after 1,800 list calls: 225 MiB against 249 MiB; the peak of an export after them 252 MiB against
 *   303 MiB; throughput under 50 connections within the noise;
 * - on PostgreSQL, 6 pairs: the search 238 against 279 requests/s (medians), the first page 930 against 1000: a
 *   loss within a noisy machine's spread but on the wrong side. There the database's memory is not the
 *   server's, and throughput is what several instances are for, so V8 keeps its default.
 */
export const HEAP_LIMIT_FLAG = '--max-old-space-size=512';

/** The heap limit on PGlite, unless the operator set one in NODE_OPTIONS (a command-line flag would win). */
const heapFlags = (env: NodeJS.ProcessEnv) =>
  env.DATABASE_URL || /--max-old-space-size\b/.test(env.NODE_OPTIONS ?? '') ? [] : [HEAP_LIMIT_FLAG];

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
    args: ['--enable-source-maps', ...heapFlags(env), path.join(root, 'server/dist/main.cjs')],
    env: { ...env, GLIBC_TUNABLES: withMallocTunable(env.GLIBC_TUNABLES) },
  };
}
