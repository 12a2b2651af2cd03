import zlib from 'node:zlib';
import { badRequest } from '../../http/errors';

/**
 * The files of an uploaded .xlsx (a zip), read from its central directory, and each one's bytes inflated as they
 * are read, against a budget shared by the whole file.
 *
 * Why the directory and not the local headers in order (a one-pass streaming unzip): Excel writes the sheet
 * before its shared strings, and exceljs writes the workbook's sheet list after the sheets, so a reader in zip
 * order would have to keep a sheet's rows until it learned which sheet is the data and what its strings are; and
 * an entry written by a streaming writer (ours, exceljs) has its sizes after its data, which a one-pass reader
 * finds only by scanning for a signature that compressed bytes may hold by chance. The upload is at most
 * `MAX_IMPORT_FILE_BYTES` compressed, held once; nothing is inflated whole: each part's bytes come 64 KiB at a time
 * from zlib, off the main thread, and are counted as they come, so a zip bomb stops at the budget.
 */

/** One file of the archive: where its compressed bytes are and how they are compressed. */
export type ZipFile = { name: string; method: number; data: Buffer; declaredSize: number };

/** What a refused file reads: always a 400 with a message the user can act on. */
export const NOT_XLSX = '文件不是有效的 .xlsx 表格，请使用下载的模板填写后再导入';
const XLS = '不支持 .xls 格式，请在 Excel 中另存为 .xlsx 后再导入';
const ENCRYPTED = '文件已加密，请取消密码保护后再导入';

const ZIP_LOCAL = 0x04034b50;
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = 0x06054b50;
/** The start of every OLE2 compound file: an .xls, or an .xlsx saved with a password. */
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const STEP = 64 * 1024;

export type ZipLimits = { maxEntries: number; maxInflatedBytes: number };

/** Inflated bytes left to read in this file; every part read counts against it. */
export class InflateBudget {
  private used = 0;
  constructor(private readonly limit: number) {}
  /** Refuses at once a part whose directory says it inflates beyond what is left (an honest bomb). */
  expect(file: ZipFile): void {
    if (this.used + file.declaredSize > this.limit) throw this.exceeded();
  }
  spend(bytes: number): void {
    this.used += bytes;
    if (this.used > this.limit) throw this.exceeded();
  }
  private exceeded() {
    return badRequest(`文件解压后超过 ${Math.round(this.limit / 1024 / 1024)}MB，无法导入`);
  }
}

/** The archive's files by name, from its central directory; refuses what is not a zip an .xlsx can be. */
export function zipDirectory(data: Buffer, limits: ZipLimits): Map<string, ZipFile> {
  if (data.subarray(0, OLE2.length).equals(OLE2)) throw badRequest(XLS);
  if (data.length < 22 || data.readUInt32LE(0) !== ZIP_LOCAL) throw badRequest(NOT_XLSX);
  let end = -1;
  for (let at = data.length - 22; at >= Math.max(0, data.length - 22 - 0xffff); at -= 1) {
    if (data.readUInt32LE(at) === ZIP_END) {
      end = at;
      break;
    }
  }
  if (end < 0) throw badRequest(NOT_XLSX);
  const count = data.readUInt16LE(end + 10);
  const directoryAt = data.readUInt32LE(end + 16);
  // A zip64 archive marks these; an .xlsx of at most 20 MB never needs one.
  if (count === 0xffff || directoryAt === 0xffffffff) throw badRequest(NOT_XLSX);
  if (count > limits.maxEntries) throw badRequest(`文件中的部件超过 ${limits.maxEntries} 个，不是导入模板`);
  const files = new Map<string, ZipFile>();
  let at = directoryAt;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > end || data.readUInt32LE(at) !== ZIP_CENTRAL) throw badRequest(NOT_XLSX);
    const flags = data.readUInt16LE(at + 8);
    const method = data.readUInt16LE(at + 10);
    const compressedSize = data.readUInt32LE(at + 20);
    const declaredSize = data.readUInt32LE(at + 24);
    const nameLength = data.readUInt16LE(at + 28);
    const skip = nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
    const localAt = data.readUInt32LE(at + 42);
    const name = data.toString(flags & 0x800 ? 'utf8' : 'latin1', at + 46, at + 46 + nameLength);
    if (flags & 1) throw badRequest(ENCRYPTED);
    if (localAt + 30 > data.length || data.readUInt32LE(localAt) !== ZIP_LOCAL) throw badRequest(NOT_XLSX);
    const dataAt = localAt + 30 + data.readUInt16LE(localAt + 26) + data.readUInt16LE(localAt + 28);
    if (dataAt + compressedSize > data.length) throw badRequest(NOT_XLSX);
    files.set(name, { name, method, data: data.subarray(dataAt, dataAt + compressedSize), declaredSize });
    at += 46 + skip;
  }
  return files;
}

/**
 * A file's bytes as zlib inflates them, 64 KiB at a time, each chunk counted against the budget before it is
 * handed on: the reading stops as soon as the file passes it. A consumer that stops early (the sheet's row
 * limit) ends the inflating too.
 */
export async function* inflated(file: ZipFile, budget: InflateBudget): AsyncGenerator<Buffer> {
  budget.expect(file);
  if (file.method === 0) {
    for (let at = 0; at < file.data.length; at += STEP) {
      const chunk = file.data.subarray(at, at + STEP);
      budget.spend(chunk.length);
      yield chunk;
    }
    return;
  }
  if (file.method !== 8) throw badRequest(NOT_XLSX);
  const inflater = zlib.createInflateRaw({ chunkSize: STEP });
  inflater.end(file.data);
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      budget.spend(chunk.length);
      yield chunk;
    }
  } catch (error) {
    if ((error as { status?: number }).status) throw error;
    throw badRequest(NOT_XLSX);
  } finally {
    inflater.destroy();
  }
}
