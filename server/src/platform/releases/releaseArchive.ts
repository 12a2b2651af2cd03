import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { Parser, type ReadEntry } from 'tar';
import { MAX_RELEASE_FILES, MAX_RELEASE_UNPACKED_BYTES } from '@yjf/area-system/domain/releaseSchemas';

/** Why an uploaded archive cannot become a release; the message is what the administrator reads. */
export class ArchiveError extends Error {}

export type ArchiveLimits = { maxFiles: number; maxBytes: number };

const DEFAULT_LIMITS: ArchiveLimits = { maxFiles: MAX_RELEASE_FILES, maxBytes: MAX_RELEASE_UNPACKED_BYTES };
/** Compressed bytes handed to the inflater at a time: deflate expands at most ~1000×, so one step stays small. */
const ZIP_STEP = 16 * 1024;
/** Folders archivers add that are no part of a build. */
const IGNORED_TOP = new Set(['__MACOSX']);
const MANIFEST = 'mf-manifest.json';

/**
 * Unpacks an uploaded release (`.zip`, `.tar.gz`/`.tgz`) into `targetDir`, an empty folder, and answers the
 * folder that holds the build's `mf-manifest.json`: the archive's root, or its one top folder.
 *
 * Nothing in the archive decides where a file lands: absolute paths, `..`, links and special files are
 * refused, and files and bytes are counted while unpacking, so a zip bomb stops at the limit, not after it.
 */
export async function extractReleaseArchive(
  data: Buffer,
  kind: 'zip' | 'tgz',
  targetDir: string,
  limits: ArchiveLimits = DEFAULT_LIMITS,
): Promise<string> {
  const sink = new FileSink(targetDir, limits);
  if (kind === 'zip') extractZip(data, sink);
  else await extractTar(gunzip(data, limits), sink);
  return buildRootOf(targetDir);
}

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
    if (this.bytes > this.limits.maxBytes) {
      throw new ArchiveError(`压缩包解压后超过 ${Math.round(this.limits.maxBytes / 1024 / 1024)}MB`);
    }
  }

  write(relative: string, chunks: Uint8Array[]): void {
    const target = path.join(this.root, relative);
    try {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      // `wx`: an archive naming one file twice is refused rather than silently overwritten.
      fs.writeFileSync(target, Buffer.concat(chunks), { flag: 'wx' });
    } catch {
      throw new ArchiveError(`压缩包中的文件路径冲突：${relative}`);
    }
  }
}

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

function extractZip(data: Buffer, sink: FileSink): void {
  if (data.length < 4 || data.readUInt32LE(0) !== 0x04034b50) throw new ArchiveError('不是有效的 zip 压缩包');
  let failure: unknown = null;
  const unzip = new Unzip((file: UnzipFile) => {
    if (failure) return;
    try {
      const relative = entryPath(file.name);
      if (!relative) return;
      sink.begin();
      const chunks: Uint8Array[] = [];
      file.ondata = (error, chunk, final) => {
        if (failure) return;
        try {
          if (error) throw new ArchiveError(`压缩包已损坏：${file.name}`);
          sink.count(chunk.length);
          chunks.push(chunk);
          if (final) sink.write(relative, chunks);
        } catch (caught) {
          failure = caught;
          file.terminate();
        }
      };
      try {
        file.start();
      } catch {
        throw new ArchiveError(`不支持的压缩方式：${file.name}`);
      }
    } catch (caught) {
      failure = caught;
    }
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < data.length && !failure; at += ZIP_STEP) {
      unzip.push(data.subarray(at, at + ZIP_STEP), at + ZIP_STEP >= data.length);
    }
  } catch (caught) {
    failure ??= caught;
  }
  if (failure) throw failure instanceof ArchiveError ? failure : new ArchiveError('压缩包已损坏，无法解压');
}

/** A gzipped tar unzipped in memory, stopping at the limit (tar adds 512 bytes a file, and padding). */
function gunzip(data: Buffer, limits: ArchiveLimits): Buffer {
  if (data.length < 2 || data[0] !== 0x1f || data[1] !== 0x8b) return data; // a plain tar is fine too
  try {
    return zlib.gunzipSync(data, { maxOutputLength: limits.maxBytes + (limits.maxFiles + 8) * 1536 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError) {
      throw new ArchiveError(`压缩包解压后超过 ${Math.round(limits.maxBytes / 1024 / 1024)}MB`);
    }
    throw new ArchiveError('压缩包已损坏，无法解压');
  }
}

const TAR_FILES = new Set(['File', 'OldFile', 'ContiguousFile']);
const TAR_FOLDERS = new Set(['Directory', 'GNUDumpDir']);

function extractTar(data: Buffer, sink: FileSink): Promise<void> {
  return new Promise((resolve, reject) => {
    let failure: unknown = null;
    const parser = new Parser({ strict: true });
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
        sink.count(entry.size);
        const chunks: Buffer[] = [];
        entry.on('data', (chunk: Buffer) => chunks.push(chunk));
        entry.on('end', () => {
          if (failure) return;
          try {
            sink.write(relative, chunks);
          } catch (caught) {
            failure = caught;
          }
        });
      } catch (caught) {
        failure = caught;
        entry.resume();
      }
    });
    parser.on('error', () => {
      failure ??= new ArchiveError('压缩包已损坏或不是 tar.gz 格式');
    });
    parser.on('end', () => (failure ? reject(failure) : resolve()));
    parser.end(data);
  });
}

/** The folder holding `mf-manifest.json`: the archive's root, or its only top folder. */
function buildRootOf(dir: string): string {
  if (fs.existsSync(path.join(dir, MANIFEST))) return dir;
  const top = fs.readdirSync(dir, { withFileTypes: true });
  const only = top.length === 1 && top[0]!.isDirectory() ? path.join(dir, top[0]!.name) : null;
  if (only && fs.existsSync(path.join(only, MANIFEST))) return only;
  throw new ArchiveError('压缩包中没有 mf-manifest.json：请上传 remotes/<区域>/dist 目录的内容');
}
