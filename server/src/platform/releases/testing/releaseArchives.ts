import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { zipSync } from 'fflate';

/** One entry of a test archive: a file (default), a folder or a link. */
export type TestEntry = { name: string; data?: string | Buffer; type?: 'file' | 'dir' | 'symlink'; link?: string };

/** The files of a tiny built remote: its federation manifest and an entry script that says `text`. */
export function fakeRemoteBuild(area: string, text: string, kernel = '1.0.0'): TestEntry[] {
  const pages = [{ module: 'Page', title: '测试页面', path: `/${area}-page/:id?` }];
  return [
    { name: 'mf-manifest.json', data: JSON.stringify({ id: area, name: area, exposes: [] }) },
    { name: 'pages.json', data: JSON.stringify({ area, kernel, pages }) },
    { name: 'remoteEntry.js', data: `console.log(${JSON.stringify(text)});` },
    { name: 'static/js/page.js', data: `export default ${JSON.stringify(text)};` },
  ];
}

/** Writes a tiny built remote (`fakeRemoteBuild`) into a new folder under `parent`; answers the folder. */
export function writeFakeRemoteBuild(parent: string, area: string, text: string): string {
  const folder = fs.mkdtempSync(path.join(parent, 'build-'));
  for (const entry of fakeRemoteBuild(area, text)) {
    const file = path.join(folder, entry.name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, entry.data ?? '');
  }
  return folder;
}

/** The entries under one top folder, as `zip -r dist.zip dist` makes them. */
export const underFolder = (folder: string, entries: TestEntry[]): TestEntry[] => [
  { name: `${folder}/`, type: 'dir' },
  ...entries.map((entry) => ({ ...entry, name: `${folder}/${entry.name}` })),
];

/** A zip of the files (folders and links are not written: a zip has no links). */
export function zipOf(entries: TestEntry[]): Buffer {
  const files: Record<string, Uint8Array> = {};
  for (const entry of entries) {
    if ((entry.type ?? 'file') === 'file') files[entry.name] = Buffer.from(entry.data ?? '');
  }
  return Buffer.from(zipSync(files, { level: 9 }));
}

/** A gzipped ustar archive written byte by byte, so a test can put in what no honest tool would. */
export function tgzOf(entries: TestEntry[]): Buffer {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const data = Buffer.from(entry.type === 'file' || !entry.type ? (entry.data ?? '') : '');
    const header = Buffer.alloc(512);
    header.write(entry.name, 0, 100, 'utf8');
    header.write(entry.type === 'dir' ? '0000755\0' : '0000644\0', 100);
    header.write('0000000\0', 108);
    header.write('0000000\0', 116);
    header.write(`${data.length.toString(8).padStart(11, '0')}\0`, 124);
    header.write(
      `${Math.floor(Date.now() / 1000)
        .toString(8)
        .padStart(11, '0')}\0`,
      136,
    );
    header.write({ file: '0', dir: '5', symlink: '2' }[entry.type ?? 'file'], 156);
    if (entry.link) header.write(entry.link, 157, 100, 'utf8');
    header.write('ustar\0', 257);
    header.write('00', 263);
    header.fill(' ', 148, 156);
    let sum = 0;
    for (const byte of header) sum += byte;
    header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
    blocks.push(header, data, Buffer.alloc((512 - (data.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return zlib.gzipSync(Buffer.concat(blocks));
}

export type Part = { name: string; value: string } | { name: string; fileName: string; data: Buffer };

/** A multipart body as a browser's FormData sends it. */
export function multipart(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = '----yjf-release-test';
  const chunks = parts.flatMap((part) =>
    'data' in part
      ? [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
          ),
          part.data,
          Buffer.from('\r\n'),
        ]
      : [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`)],
  );
  return {
    body: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
