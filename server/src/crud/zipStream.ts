import { pipeline, Readable } from 'node:stream';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import { Zip, type ZipInputFile } from 'fflate';

/** A file of the archive: bytes known up front, or bytes that come as they are made. */
export type ZipEntry = { name: string; content: Buffer | AsyncIterable<Buffer> };

/** Deflated bytes handed to fflate's Zip, which writes the headers, the data descriptor and the directory. */
type DeflatedFile = ZipInputFile & Required<Pick<ZipInputFile, 'ondata'>>;

/** zlib's output: chunks of their own memory, as fflate takes them (no SharedArrayBuffer). */
type DeflatedChunks = AsyncIterable<Buffer<ArrayBuffer>>;

/** The entry's bytes through Node's fastest deflate, pulled as the archive's reader takes them. */
async function* deflated(content: AsyncIterable<Buffer>, file: DeflatedFile) {
  async function* counted() {
    for await (const chunk of content) {
      file.crc = crc32(chunk, file.crc);
      file.size += chunk.length;
      yield chunk;
    }
  }
  // A sheet of repeated markup shrinks nearly as well at level 1, in a fraction of the time. pipeline ends the
  // source when the deflate is destroyed, so an abandoned download stops reading rows.
  yield* pipeline(Readable.from(counted()), createDeflateRaw({ level: 1 }), () => {}) as DeflatedChunks;
}

/**
 * A zip archive of `entries`, deflated, as a stream of bytes. fflate's `Zip` writes the archive (a data descriptor
 * after each entry, UTF-8 names, the central directory); the bytes are deflated by Node's zlib, off the main
 * thread and about five times as fast as fflate's own deflate at level 1 (see docs/architecture.md). An entry
 * whose content is a stream is read only as fast as the archive is taken (backpressure), so nothing is held but
 * the chunk in hand and the deflate's window.
 */
export async function* zipStream(entries: ZipEntry[], date = new Date()): AsyncGenerator<Buffer> {
  const made: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else made.push(chunk);
  });
  function* taken() {
    if (failure) throw failure;
    for (const chunk of made.splice(0)) yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  }
  const none = new Uint8Array(0);
  for (const { name, content } of entries) {
    const file = { filename: name, compression: 8, crc: 0, size: 0, mtime: date } as DeflatedFile;
    zip.add(file);
    if (Buffer.isBuffer(content)) {
      Object.assign(file, { crc: crc32(content), size: content.length });
      file.ondata(null, deflateRawSync(content, { level: 1 }), true);
    } else {
      for await (const chunk of deflated(content, file)) {
        file.ondata(null, chunk, false);
        yield* taken();
      }
      file.ondata(null, none, true);
    }
    yield* taken();
  }
  zip.end();
  yield* taken();
}
