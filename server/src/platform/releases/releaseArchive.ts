import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { Parser, type ReadEntry } from 'tar';
import { MAX_RELEASE_FILES, MAX_RELEASE_UNPACKED_BYTES } from '@yjf/area-system/domain/releaseSchemas';

/** Why an uploaded archive cannot become a release; the message is what the administrator reads. */
export class ArchiveError extends Error {}

export type ArchiveLimits = { maxFiles: number; maxBytes: number };

const DEFAULT_LIMITS: ArchiveLimits = { maxFiles: MAX_RELEASE_FILES, maxBytes: MAX_RELEASE_UNPACKED_BYTES };
/** What zlib hands back at a time, and what a plain tar is parsed in: the event loop is free between two. */
const STEP = 64 * 1024;
/** Folders archivers add that are no part of a build. */
const IGNORED_TOP = new Set(['__MACOSX']);
const MANIFEST = 'mf-manifest.json';
const HOST_MARKER = 'kernel.json';

/**
 * Unpacks an uploaded release (`.zip`, `.tar.gz`/`.tgz`) into `targetDir`, an empty folder, and answers the
 * folder that holds the build's `mf-manifest.json`: the archive's root, or its one top folder.
 *
 * Nothing in the archive decides where a file lands: absolute paths, `..`, links and special files are
 * refused, and files and bytes are counted while unpacking, so a zip bomb stops at the limit, not after it.
 *
 * The server keeps answering meanwhile (issue 54): inflating is zlib's, on libuv's threads, handed back 64 KiB at
 * a time, and each chunk goes to its file as it comes. Inflating on the event loop (fflate, `gunzipSync`) held
 * every other request for seconds on the way to a bomb's 200 MB (5.8 s for a 1 MB zip bomb); holding a file's
 * chunks until it was complete still cost 100-190 ms pauses of the garbage collector.
 */
export async function extractReleaseArchive(
  data: Buffer,
  kind: 'zip' | 'tgz',
  targetDir: string,
  limits: ArchiveLimits = DEFAULT_LIMITS,
  build: BuildKind = 'area',
): Promise<string> {
  const sink = new FileSink(targetDir, limits);
  if (kind === 'zip') await extractZip(data, sink);
  else await extractTar(data, sink, limits);
  return buildRootOf(targetDir, build);
}

/** What the archive holds: a remote's build (found by its `mf-manifest.json`) or the host's (`kernel.json`). */
export type BuildKind = 'area' | 'host';

/** Writes the archive's files under the target folder, counting them against the limits. */
class FileSink {
  private files = 0;
  private bytes = 0;

  constructor(
    private readonly root: string,
    private readonly limits: ArchiveLimits,
  ) {}

  /** Counts a file about to be written; throws once the archive holds too many. */
  begin(): void {
    this.files += 1;
    if (this.files > this.limits.maxFiles) throw new ArchiveError(`压缩包中的文件超过 ${this.limits.maxFiles} 个`);
  }

  /** Counts unpacked bytes; throws as soon as they pass the limit. */
  count(bytes: number): void {
    this.bytes += bytes;
    if (this.bytes > this.limits.maxBytes) throw tooLarge(this.limits);
  }

  /**
   * Writes one file from its bytes as they come, one chunk after the other: no more than a chunk is held, and the
   * producer waits while the disk catches up.
   */
  async write(relative: string, bytes: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): Promise<void> {
    const target = path.join(this.root, relative);
    let file: fs.promises.FileHandle;
    try {
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      // `wx`: an archive naming one file twice is refused rather than silently overwritten.
      file = await fs.promises.open(target, 'wx');
    } catch {
      throw new ArchiveError(`压缩包中的文件路径冲突：${relative}`);
    }
    try {
      for await (const chunk of bytes) await file.write(chunk);
    } finally {
      await file.close();
    }
  }
}

const tooLarge = (limits: ArchiveLimits) =>
  new ArchiveError(`压缩包解压后超过 ${Math.round(limits.maxBytes / 1024 / 1024)}MB`);

/**
 * The path an entry is written to, relative to the target folder; null for a folder entry or one to skip.
 * Refuses anything that could land outside the folder.
 */
export function entryPath(name: string): string | null {
  if (name.includes('\0') || name.includes('\\') || name.startsWith('/') || /^[A-Za-z]:/.test(name)) {
    throw new ArchiveError(`压缩包中的文件路径不安全：${name}`);
  }
  const parts = name.split('/').filter((part) => part !== '' && part !== '.');
  if (parts.includes('..')) throw new ArchiveError(`压缩包中的文件路径不安全：${name}`);
  if (!parts.length || name.endsWith('/') || IGNORED_TOP.has(parts[0]!)) return null;
  return parts.join('/');
}

/** One file of a zip, as its central directory describes it. */
type ZipEntry = { name: string; method: number; data: Buffer; special: boolean };

const ZIP_LOCAL = 0x04034b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = 0x06054b50;
/** The Unix file types a zip's external attributes may name (made on Unix): a regular file or a folder. */
const UNIX_TYPE = 0o170000;
const UNIX_PLAIN = new Set([0, 0o100000, 0o040000]);
const corrupt = () => new ArchiveError('压缩包已损坏，无法解压');

/**
 * The entries of a zip, read from its central directory (the list the zip's writer made once it knew every file's
 * size, which a streaming reader of the local headers has to guess for some writers), each with its compressed
 * bytes. Refuses zip64 (a release is far below its 4 GB) and encryption.
 */
function zipEntries(data: Buffer): ZipEntry[] {
  let end = -1;
  for (let at = data.length - 22; at >= Math.max(0, data.length - 22 - 0xffff); at -= 1) {
    if (data.readUInt32LE(at) === ZIP_END) {
      end = at;
      break;
    }
  }
  if (end < 0) throw corrupt();
  const count = data.readUInt16LE(end + 10);
  const directoryAt = data.readUInt32LE(end + 16);
  if (count === 0xffff || directoryAt === 0xffffffff) throw new ArchiveError('不支持 zip64 格式的压缩包');
  const entries: ZipEntry[] = [];
  let at = directoryAt;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > end || data.readUInt32LE(at) !== ZIP_CENTRAL) throw corrupt();
    const madeOnUnix = data.readUInt8(at + 5) === 3;
    const flags = data.readUInt16LE(at + 8);
    const method = data.readUInt16LE(at + 10);
    const compressedSize = data.readUInt32LE(at + 20);
    const nameLength = data.readUInt16LE(at + 28);
    const skip = nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
    const mode = data.readUInt32LE(at + 38) >>> 16;
    const localAt = data.readUInt32LE(at + 42);
    // Bit 11: the name is UTF-8; otherwise code page 437, read byte for byte (a build's names are ASCII).
    const name = data.toString(flags & 0x800 ? 'utf8' : 'latin1', at + 46, at + 46 + nameLength);
    if (flags & 1) throw new ArchiveError(`压缩包已加密，无法解压：${name}`);
    if (localAt + 30 > data.length || data.readUInt32LE(localAt) !== ZIP_LOCAL) throw corrupt();
    const dataAt = localAt + 30 + data.readUInt16LE(localAt + 26) + data.readUInt16LE(localAt + 28);
    if (dataAt + compressedSize > data.length) throw corrupt();
    const special = madeOnUnix && !UNIX_PLAIN.has(mode & UNIX_TYPE);
    entries.push({ name, method, data: data.subarray(dataAt, dataAt + compressedSize), special });
    at += 46 + skip;
  }
  return entries;
}

async function extractZip(data: Buffer, sink: FileSink): Promise<void> {
  if (data.length < 22 || data.readUInt32LE(0) !== ZIP_LOCAL) throw new ArchiveError('不是有效的 zip 压缩包');
  for (const entry of zipEntries(data)) {
    const relative = entryPath(entry.name);
    if (entry.special) throw new ArchiveError(`压缩包中不能有链接或特殊文件：${entry.name}`);
    if (!relative) continue;
    sink.begin();
    if (entry.method === 0) {
      sink.count(entry.data.length);
      await sink.write(relative, [entry.data]);
    } else if (entry.method === 8) {
      await sink.write(relative, inflated(entry, sink));
    } else throw new ArchiveError(`不支持的压缩方式：${entry.name}`);
  }
}

/** An entry's bytes as zlib inflates them, counted as they come: it stops as soon as they pass the limit. */
async function* inflated(entry: ZipEntry, sink: FileSink): AsyncGenerator<Buffer> {
  const inflater = zlib.createInflateRaw({ chunkSize: STEP }).end(entry.data);
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      sink.count(chunk.length);
      yield chunk;
    }
  } catch (error) {
    throw error instanceof ArchiveError ? error : new ArchiveError(`压缩包已损坏：${entry.name}`);
  }
}

/**
 * A tar's bytes, 64 KiB at a time: gunzipped by zlib off the event loop, or a plain tar's own, with a turn of the
 * event loop between two. At most `maxBytes` (tar adds 512 bytes a file, and padding) are handed out.
 */
async function* tarBytes(data: Buffer, limits: ArchiveLimits): AsyncGenerator<Buffer> {
  const most = limits.maxBytes + (limits.maxFiles + 8) * 1536;
  const gzipped = data.length >= 2 && data[0] === 0x1f && data[1] === 0x8b;
  const source: AsyncIterable<Buffer> = gzipped ? zlib.createGunzip({ chunkSize: STEP }).end(data) : slices(data);
  let handed = 0;
  try {
    for await (const chunk of source) {
      handed += chunk.length;
      if (handed > most) throw tooLarge(limits);
      yield chunk;
    }
  } catch (error) {
    throw error instanceof ArchiveError ? error : corrupt();
  }
}

async function* slices(data: Buffer): AsyncGenerator<Buffer> {
  for (let at = 0; at < data.length; at += STEP) {
    yield data.subarray(at, at + STEP);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const TAR_FILES = new Set(['File', 'OldFile', 'ContiguousFile']);
const TAR_FOLDERS = new Set(['Directory', 'GNUDumpDir']);

async function extractTar(data: Buffer, sink: FileSink, limits: ArchiveLimits): Promise<void> {
  let failure: unknown = null;
  const fail = (caught: unknown) => void (failure ??= caught);
  const writes: Promise<void>[] = [];
  const parser = new Parser({ strict: true });
  const ended = new Promise((resolve) => parser.on('end', resolve));
  parser.on('entry', (entry: ReadEntry) => {
    if (failure) return void entry.resume();
    try {
      if (TAR_FOLDERS.has(entry.type)) {
        entryPath(entry.path);
        return void entry.resume();
      }
      if (!TAR_FILES.has(entry.type)) throw new ArchiveError(`压缩包中不能有链接或特殊文件：${entry.path}`);
      const relative = entryPath(entry.path);
      if (!relative) return void entry.resume();
      sink.begin();
      // A tar says each file's size before its bytes: counted at once, so a file beyond the limit is never read.
      sink.count(entry.size);
      writes.push(
        sink.write(relative, entry).catch((caught: unknown) => {
          fail(caught);
          entry.resume();
        }),
      );
    } catch (caught) {
      fail(caught);
      entry.resume();
    }
  });
  parser.on('error', () => fail(new ArchiveError('压缩包已损坏或不是 tar.gz 格式')));
  try {
    for await (const chunk of tarBytes(data, limits)) {
      // The parser holds a chunk while the entry it feeds waits for the disk: so does this loop.
      if (!parser.write(chunk)) await new Promise((resolve) => parser.once('drain', resolve));
      if (failure) break;
    }
  } catch (caught) {
    fail(caught);
  }
  parser.end();
  await ended;
  await Promise.all(writes);
  if (failure) throw failure;
}

/**
 * The folder holding the build's marker (`mf-manifest.json`, the host's `kernel.json`): the archive's root, or
 * its only top folder.
 */
function buildRootOf(dir: string, build: BuildKind): string {
  const marker = build === 'host' ? HOST_MARKER : MANIFEST;
  if (fs.existsSync(path.join(dir, marker))) return dir;
  const top = fs.readdirSync(dir, { withFileTypes: true });
  const only = top.length === 1 && top[0]!.isDirectory() ? path.join(dir, top[0]!.name) : null;
  if (only && fs.existsSync(path.join(only, marker))) return only;
  throw new ArchiveError(
    build === 'host'
      ? '压缩包中没有 kernel.json：请上传主应用 host/dist 目录的内容'
      : '压缩包中没有 mf-manifest.json：请上传 remotes/<区域>/dist 目录的内容',
  );
}
