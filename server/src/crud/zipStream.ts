import { pipeline, Readable } from 'node:stream';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

/** A file of the archive: bytes known up front, or bytes that come as they are made. */
export type ZipEntry = { name: string; content: Buffer | AsyncIterable<Buffer> };

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
/** Sizes and CRC follow the data (a streamed entry); names are UTF-8. */
const FLAG_DESCRIPTOR = 0x0008;
const FLAG_UTF8 = 0x0800;
const DEFLATE = 8;
const VERSION = 20;
/** Without ZIP64 a size or an offset is 32 bits; an export stops far below it (MAX_EXPORT_ROWS). */
const ZIP32_LIMIT = 0xffffffff;

type Written = { name: Buffer; flags: number; crc: number; compressed: number; size: number; offset: number };

/** The MS-DOS time and date a zip records, in the server's local time. */
function dosTime(date: Date): { time: number; day: number } {
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1),
    day: ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

/**
 * The fields a local header and a central header share, in the same order: flags, method, time, date, CRC,
 * compressed size, size and the name's length, from `at`.
 */
function writeEntryFields(header: Buffer, at: number, entry: Written, stamp: { time: number; day: number }): void {
  header.writeUInt16LE(entry.flags, at);
  header.writeUInt16LE(DEFLATE, at + 2);
  header.writeUInt16LE(stamp.time, at + 4);
  header.writeUInt16LE(stamp.day, at + 6);
  header.writeUInt32LE(entry.crc, at + 8);
  header.writeUInt32LE(entry.compressed, at + 12);
  header.writeUInt32LE(entry.size, at + 16);
  header.writeUInt16LE(entry.name.length, at + 20);
}

function localHeader(entry: Written, stamp: { time: number; day: number }): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(LOCAL_HEADER, 0);
  header.writeUInt16LE(VERSION, 4);
  writeEntryFields(header, 6, entry, stamp);
  return Buffer.concat([header, entry.name]);
}

function centralHeader(entry: Written, stamp: { time: number; day: number }): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(CENTRAL_HEADER, 0);
  header.writeUInt16LE(VERSION, 4); // made by
  header.writeUInt16LE(VERSION, 6); // needed to extract
  writeEntryFields(header, 8, entry, stamp);
  header.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([header, entry.name]);
}

function endOfCentralDirectory(count: number, size: number, offset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return end;
}

/** The entry's bytes through the fastest deflate, pulled as the archive's reader takes them. */
async function* deflated(content: AsyncIterable<Buffer>, measured: { crc: number; size: number }) {
  async function* counted() {
    for await (const chunk of content) {
      measured.crc = crc32(chunk, measured.crc);
      measured.size += chunk.length;
      yield chunk;
    }
  }
  // A sheet of repeated markup shrinks nearly as well at level 1, in a fraction of the time. pipeline ends the
  // source when the deflate is destroyed, so an abandoned download stops reading rows.
  const deflate = createDeflateRaw({ level: 1 });
  yield* pipeline(Readable.from(counted()), deflate, () => {}) as AsyncIterable<Buffer>;
}

/**
 * A zip archive of `entries`, deflated, as a stream of bytes: an entry whose content is a stream is read only as
 * fast as the archive is taken (backpressure), and its CRC and sizes follow its data (a data descriptor), so
 * nothing is held but the chunk in hand and the deflate's window.
 */
export async function* zipStream(entries: ZipEntry[], date = new Date()): AsyncGenerator<Buffer> {
  const stamp = dosTime(date);
  const written: Written[] = [];
  let offset = 0;
  const out = (bytes: Buffer) => {
    offset += bytes.length;
    if (offset > ZIP32_LIMIT) throw new Error('zip archive over 4 GiB');
    return bytes;
  };
  for (const { name, content } of entries) {
    const entry: Written = { name: Buffer.from(name), flags: FLAG_UTF8, crc: 0, compressed: 0, size: 0, offset };
    written.push(entry);
    if (Buffer.isBuffer(content)) {
      const data = deflateRawSync(content, { level: 1 });
      Object.assign(entry, { crc: crc32(content), compressed: data.length, size: content.length });
      yield out(localHeader(entry, stamp));
      yield out(data);
      continue;
    }
    entry.flags |= FLAG_DESCRIPTOR;
    yield out(localHeader(entry, stamp));
    const measured = { crc: 0, size: 0 };
    for await (const chunk of deflated(content, measured)) {
      entry.compressed += chunk.length;
      yield out(chunk);
    }
    if (measured.size > ZIP32_LIMIT) throw new Error(`zip entry ${name} over 4 GiB`);
    Object.assign(entry, measured);
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0);
    descriptor.writeUInt32LE(entry.crc, 4);
    descriptor.writeUInt32LE(entry.compressed, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    yield out(descriptor);
  }
  const directoryStart = offset;
  for (const entry of written) yield out(centralHeader(entry, stamp));
  yield out(endOfCentralDirectory(written.length, offset - directoryStart, directoryStart));
}
