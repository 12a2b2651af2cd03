/**
 * The content type of a stored file, from its bytes, never from what the browser said: HTML, SVG and other
 * script-capable text are kept as plain text, so no file is ever served as a page of our origin.
 */
const SIGNATURES: [RegExp | ((data: Buffer) => boolean), string][] = [
  [(d) => d.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), 'image/png'],
  [(d) => d[0] === 0xff && d[1] === 0xd8 && d[2] === 0xff, 'image/jpeg'],
  [/^GIF8[79]a/, 'image/gif'],
  [/^RIFF....WEBP/s, 'image/webp'],
  [/^BM/, 'image/bmp'],
  [/^%PDF-/, 'application/pdf'],
  [
    (d) => d[0] === 0x50 && d[1] === 0x4b && ((d[2] === 3 && d[3] === 4) || (d[2] === 5 && d[3] === 6)),
    'application/zip',
  ],
  [/^ID3/, 'audio/mpeg'],
  [(d) => d[0] === 0xff && (d[1]! & 0xe0) === 0xe0 && (d[1]! & 0x06) !== 0, 'audio/mpeg'],
  [/^RIFF....WAVE/s, 'audio/wav'],
  [/^fLaC/, 'audio/flac'],
  [/^OggS/, 'audio/ogg'],
  [/^RIFF....AVI /s, 'video/x-msvideo'],
  [/^....ftyp(qt {2})/s, 'video/quicktime'],
  [/^....ftypM4A/s, 'audio/mp4'],
  [/^....ftyp/s, 'video/mp4'],
  [(d) => d.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])), 'video/webm'],
];

/** How much of a file's start the content type is judged on. */
export const SNIFFED_BYTES = 65536;

/** UTF-8 text without NUL bytes (a byte order mark allowed), judged on the first 64 KB of `size` bytes. */
function isUtf8Text(data: Buffer, size: number): boolean {
  // A multi-byte character cut by the sample's end is not a reason to refuse: decoded as a stream's first part,
  // it waits for bytes that are not there rather than failing.
  const sample = data.subarray(0, SNIFFED_BYTES);
  if (sample.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: size > sample.length });
    return true;
  } catch {
    return false;
  }
}

/**
 * The content type the bytes show: an image, PDF, archive, audio, video, UTF-8 text, or octet-stream. `data` may be
 * the file's first SNIFFED_BYTES of `size` (an upload written to disk as it arrived).
 */
export function sniffContentType(data: Buffer, size = data.length): string {
  const head = data.subarray(0, 16).toString('latin1');
  for (const [test, type] of SIGNATURES) {
    if (typeof test === 'function' ? data.length >= 4 && test(data) : test.test(head)) return type;
  }
  return isUtf8Text(data, size) ? 'text/plain; charset=utf-8' : 'application/octet-stream';
}

const BY_SUFFIX: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  zip: 'application/zip',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  txt: 'text/plain; charset=utf-8',
};

/** What an object found in the bucket (never read) is taken to be, by its extension. */
export const contentTypeOfSuffix = (suffix: string) => BY_SUFFIX[suffix] ?? 'application/octet-stream';

/** Content types a browser may show in the page (an <img>, its PDF viewer); everything else is downloaded. */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp', 'application/pdf']);
export const showsInline = (contentType: string) => INLINE_TYPES.has(contentType);
