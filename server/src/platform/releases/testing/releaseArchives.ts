import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { zipSync } from 'fflate';
import type { ReleaseRegistry } from '@yjf/deploy/releaseRegistry';

/** One entry of a test archive: a file (default), a folder or a link. */
export type TestEntry = { name: string; data?: string | Buffer; type?: 'file' | 'dir' | 'symlink'; link?: string };

/** The titles the demo's areas carry in their page tables; a build of another area carries none. */
const DEMO_TITLES: Record<string, string> = {
  customers: '渠道客户',
  projects: '项目管理',
  business: '商机管理',
  finance: '财务收款',
  purchasing: '采购出库',
  system: '系统管理',
};

/**
 * The files of a tiny built remote: its federation manifest, its page table (titled `title`) and an entry
 * script that says `text`, built against `kernel` and (when given) the area's API contract `contract`.
 */
export function fakeRemoteBuild(
  area: string,
  text: string,
  kernel = '1.0.0',
  { title = DEMO_TITLES[area], contract }: { title?: string; contract?: string } = {},
): TestEntry[] {
  const pages = [{ module: 'Page', title: '测试页面', path: `/${area}-page/:id?` }];
  return [
    { name: 'mf-manifest.json', data: JSON.stringify({ id: area, name: area, exposes: [] }) },
    { name: 'pages.json', data: JSON.stringify({ area, title, kernel, contract, pages }) },
    { name: 'remoteEntry.js', data: `console.log(${JSON.stringify(text)});` },
    { name: 'static/js/page.js', data: `export default ${JSON.stringify(text)};` },
  ];
}

/**
 * The files of a tiny host build: a page that says `text`, the sign-in page, the kernel it provides and one
 * hashed chunk (`main.<chunk>.js`) the page names.
 */
export function fakeHostBuild(text: string, kernel = '1.0.0', chunk = '0a0a0a0a'): TestEntry[] {
  const page = (title: string) =>
    `<!doctype html><html><head><meta name="yjf-host-build" content="${text}"><title>${title}</title>` +
    `<script defer src="/main.${chunk}.js"></script></head><body><div id="app"></div></body></html>`;
  return [
    { name: 'index.html', data: page('云交付') },
    { name: 'signin.html', data: page('登录') },
    { name: 'kernel.json', data: JSON.stringify({ kernel }) },
    { name: 'favicon.svg', data: `<svg><title>${text}</title></svg>` },
    { name: `main.${chunk}.js`, data: `console.log(${JSON.stringify(text)});` },
  ];
}

/** Writes a tiny built remote (`fakeRemoteBuild`) into a new folder under `parent`; answers the folder. */
export function writeFakeRemoteBuild(parent: string, area: string, text: string, contract?: string): string {
  const folder = fs.mkdtempSync(path.join(parent, 'build-'));
  for (const entry of fakeRemoteBuild(area, text, '1.0.0', { contract })) {
    const file = path.join(folder, entry.name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, entry.data ?? '');
  }
  return folder;
}

/**
 * Publishes a tiny built remote of each area (live), as `pnpm start` publishes the real ones: the registry then
 * holds these areas, and a deploy token may name them.
 */
export function publishFakeRemotes(releases: ReleaseRegistry, areas: string[]): void {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'fake-remotes-'));
  try {
    for (const area of areas) releases.publish(area, writeFakeRemoteBuild(parent, area, `${area} 的首个版本`));
  } finally {
    fs.rmSync(parent, { recursive: true, force: true });
  }
}

/** The entries under one top folder, as `zip -r dist.zip dist` makes them. */
export const underFolder = (folder: string, entries: TestEntry[]): TestEntry[] => [
  { name: `${folder}/`, type: 'dir' },
  ...entries.map((entry) => ({ ...entry, name: `${folder}/${entry.name}` })),
];

/** The Unix mode of a symbolic link, as `zip -y` keeps it in an entry's external attributes. */
const UNIX_LINK = 0o120777;

/**
 * A zip of the files and links (a link holds its target, as `zip -y` stores one); folders are not written.
 * `level` 0 stores the files without compressing them.
 */
export function zipOf(entries: TestEntry[], level: 0 | 9 = 9): Buffer {
  const files: Record<string, Uint8Array | [Uint8Array, { os: number; attrs: number }]> = {};
  for (const entry of entries) {
    if ((entry.type ?? 'file') === 'file') files[entry.name] = Buffer.from(entry.data ?? '');
    if (entry.type === 'symlink')
      files[entry.name] = [Buffer.from(entry.link ?? ''), { os: 3, attrs: UNIX_LINK << 16 }];
  }
  return Buffer.from(zipSync(files, { level }));
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

/** A zip entry written by hand: its name, its data deflated and what it unpacks to (size and CRC). */
export type DeflatedEntry = { name: string; deflated: Buffer; size: number; crc: number };

/** A zip of entries already deflated, so a test can hold a bomb without deflating its gigabytes again. */
export function zipOfDeflated(entries: DeflatedEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.deflated.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.crc, 16);
    central.writeUInt32LE(entry.deflated.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.deflated);
    centrals.push(central, name);
    offset += local.length + name.length + entry.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * Archives of a few hundred kilobytes that unpack to `entries` files of `entryBytes` zeros each, beside a valid
 * build: with the defaults, 400 MiB, twice the unpacked limit. The zeros are deflated once and shared.
 */
export function archiveBombs(entries = 8, entryBytes = 50 * 1024 * 1024): { zip: Buffer; tgz: Buffer } {
  const zeros = Buffer.alloc(entryBytes);
  const build = fakeRemoteBuild('system', 'bomb');
  const deflated = zlib.deflateRawSync(zeros, { level: 9 });
  const crc = zlib.crc32(zeros);
  const zip = zipOfDeflated([
    ...build.map((entry) => {
      const data = Buffer.from(entry.data ?? '');
      return { name: entry.name, deflated: zlib.deflateRawSync(data), size: data.length, crc: zlib.crc32(data) };
    }),
    ...Array.from({ length: entries }, (_, i) => ({ name: `zeros-${i}.bin`, deflated, size: entryBytes, crc })),
  ]);
  // gzip members may follow one another: the tar's headers and the shared zeros, each its own member.
  const zeroMember = zlib.gzipSync(zeros, { level: 9 });
  const header = (name: string) => gunzipped(tgzOf([{ name, data: Buffer.alloc(0) }])).subarray(0, 512);
  const members = [zlib.gzipSync(gunzipped(tgzOf(build)).subarray(0, -1024))];
  for (let i = 0; i < entries; i += 1) {
    const sized = Buffer.from(header(`zeros-${i}.bin`));
    setTarSize(sized, entryBytes);
    members.push(zlib.gzipSync(sized), zeroMember);
  }
  members.push(zlib.gzipSync(Buffer.alloc(1024)));
  return { zip, tgz: Buffer.concat(members) };
}

const gunzipped = (data: Buffer) => zlib.gunzipSync(data);

/** Writes a size into a ustar header and its checksum again. */
function setTarSize(header: Buffer, size: number): void {
  header.write(`${size.toString(8).padStart(11, '0')}\0`, 124);
  header.fill(' ', 148, 156);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
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
