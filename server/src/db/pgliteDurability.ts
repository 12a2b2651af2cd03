import fs from 'node:fs';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * What the embedded PostgreSQL needs, beside PGlite's own start parameters, to keep an acknowledged write through a
 * power cut: fsync on (PGlite turns it off with `-F`, removed by `durableStartParams`), and the WAL flushed with
 * fsync. PostgreSQL's default on Linux, fdatasync, does nothing in PGlite: Emscripten's fdatasync returns at once
 * without asking the file system; its fsync asks the file system, which `SyncedNodeFS` answers.
 */
const FLUSH_WITH_FSYNC = ['-c', 'fsync=on', '-c', 'wal_sync_method=fsync'];

/** PGlite's start parameters without its `-F` (fsync off), with the WAL flushed by fsync. */
export function durableStartParams(defaults: readonly string[]): string[] {
  return [...defaults.filter((param) => param !== '-F'), ...FLUSH_WITH_FSYNC];
}

/** What of Emscripten's NODEFS this file touches: its file operations, and its conversion of Node's errors. */
type NodeFileSystem = {
  stream_ops: { fsync?: (stream: { nfd: number }) => number };
  tryFSOperation<T>(operation: () => T): T;
};

/**
 * PGlite's file system for a data folder on disk, whose fsync reaches the disk. Emscripten's NODEFS writes each
 * page with Node's `fs.writeSync` but has no fsync: PostgreSQL's fsync of a WAL segment at commit, or of a data
 * file at a checkpoint, returned at once and left the pages in the operating system's cache, where a power cut
 * loses them. Given here, before PostgreSQL starts (its crash recovery at start flushes too), as Node's
 * `fs.fsyncSync` on the file's descriptor; an error becomes the errno PostgreSQL expects (it then stops rather than
 * go on with data it may have lost).
 */
export class SyncedNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const { emscriptenOpts } = await super.init(...args);
    const syncToDisk = (mod: { NODEFS: unknown }) => {
      const nodeFs = mod.NODEFS as NodeFileSystem;
      nodeFs.stream_ops.fsync = (stream) => {
        nodeFs.tryFSOperation(() => fs.fsyncSync(stream.nfd));
        return 0;
      };
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), syncToDisk] } };
  }
}
