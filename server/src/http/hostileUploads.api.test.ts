import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { MAX_ATTACHMENT_BYTES } from '@yjf/domain/attachments';
import {
  MAX_RELEASE_ARCHIVE_BYTES,
  MAX_RELEASE_FILES,
  MAX_RELEASE_UNPACKED_BYTES,
} from '@yjf/area-system/domain/releaseSchemas';
import { MAX_PICTURE_BYTES, PICTURES_ONLY_MESSAGE } from '@yjf/area-system/domain/storageSchemas';
import { startFakeS3, type FakeS3 } from '../../test/fakeS3';
import { bearer, signIn } from '../../test/session';
import { startTestServer, type TestServer } from '../../test/testServer';
import { TINY_PNG } from '../../test/upload';
import { AVATAR_MAX_BYTES } from '../areas/system/users/accountService';
import {
  fakeRemoteBuild,
  tgzOf,
  zipOf,
  zipOfDeflated,
  type TestEntry,
} from '../platform/releases/testing/releaseArchives';
import { MALFORMED_UPLOAD } from './multipartParsing';
import { registeredRoutes } from './routeRegistry';

type Part = { name: string; value: string } | { name: string; fileName: string; data: Buffer };
type Body = { contentType: string; payload: Buffer };

const BOUNDARY = '----yjf-hostile-upload';

/** A multipart body of the parts, as a browser's FormData sends it. */
function multipart(parts: Part[]): Body {
  const chunks = parts.flatMap((part) =>
    'data' in part
      ? [
          Buffer.from(
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
          ),
          part.data,
          Buffer.from('\r\n'),
        ]
      : [Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`)],
  );
  return {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]),
  };
}

/** An upload route, who may use it, the form fields it needs beside the file, and a name it accepts. */
type UploadRoute = { url: string; who: 'company' | 'platform'; fields: Part[]; fileName: string };

/** Every multipart upload route of the app: found by reading every `isMultipart` in the server. */
const UPLOAD_ROUTES: UploadRoute[] = [
  { url: '/api/localStorage', who: 'company', fields: [], fileName: 'a.txt' },
  { url: '/api/upload', who: 'company', fields: [], fileName: 'a.txt' },
  { url: '/api/pictures', who: 'company', fields: [], fileName: 'a.png' },
  { url: '/api/files/attachment', who: 'company', fields: [], fileName: 'a.png' },
  { url: '/api/users/updateAvatar', who: 'company', fields: [], fileName: 'a.png' },
  { url: '/api/qiNiuContent', who: 'platform', fields: [], fileName: 'a.txt' },
  { url: '/api/deploy/upload', who: 'platform', fields: [{ name: 'area', value: 'customers' }], fileName: 'dist.zip' },
  { url: '/api/database/upload', who: 'platform', fields: [], fileName: 'a.sql' },
  // Excel 导入 (one resource stands for all: the routes are the engine's); its hostile files: recordImport.api.test.ts.
  { url: '/api/customer/import/preview', who: 'company', fields: [], fileName: 'a.xlsx' },
  { url: '/api/customer/import', who: 'company', fields: [], fileName: 'a.xlsx' },
];

/**
 * Bodies every upload route refuses (400 to 413, a Chinese message, nothing stored). Not here because
 * storage.api.test.ts and releases.api.test.ts have them: a JSON add, an empty file and 100 MB to local
 * storage; SVG, PDF and text as a picture, a pixel bomb; `..`, links and 2001 files in a release zip, an
 * unknown area, a wrong extension; SQL over 1 MB, not UTF-8, with its own transaction control.
 */
const BROKEN_BODIES: [string, (route: UploadRoute) => Body][] = [
  [
    'multipart without a boundary',
    () => ({ contentType: 'multipart/form-data', payload: Buffer.from('--x\r\n\r\n--x--') }),
  ],
  [
    'multipart that is not multipart',
    () => ({ contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: Buffer.from('garbage') }),
  ],
  [
    'a part cut short before its headers end',
    () => ({
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      payload: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"\r\n`),
    }),
  ],
  [
    'a file cut short',
    (route) => ({
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      payload: Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${route.fileName}"\r\n\r\nabc`,
      ),
    }),
  ],
  ['no file part', (route) => multipart([...route.fields, { name: 'note', value: '没有文件' }])],
  [
    'two file parts',
    (route) =>
      multipart([
        ...route.fields,
        { name: 'file', fileName: route.fileName, data: TINY_PNG },
        { name: 'file', fileName: route.fileName, data: TINY_PNG },
      ]),
  ],
  [
    'an empty file',
    (route) => multipart([...route.fields, { name: 'file', fileName: route.fileName, data: Buffer.alloc(0) }]),
  ],
];

/** A Windows program: what an .exe renamed .png holds. */
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(120, 0x41)]);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const ZIP = zipOf([{ name: 'a.txt', data: 'x' }]);

/** `bytes` zeros compressed as they stream by (run-length deflate: fast, and about 1000 to 1): no big buffer. */
async function compressedZeros(bytes: number, stream: zlib.Gzip | zlib.DeflateRaw, head?: Buffer): Promise<Buffer> {
  const out: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise<Buffer>((resolve) => stream.on('end', () => resolve(Buffer.concat(out))));
  if (head) stream.write(head);
  const block = Buffer.alloc(1024 * 1024);
  for (let written = 0; written < bytes; written += block.length) {
    if (!stream.write(block)) await new Promise((resolve) => stream.once('drain', resolve));
  }
  stream.end(head ? Buffer.alloc(1024) : undefined);
  return ended;
}

/** A zip of one file of `bytes` zeros (its sizes and CRC in the headers, as a real zip tool writes them). */
async function zipBomb(bytes: number): Promise<Buffer> {
  const data = await compressedZeros(bytes, zlib.createDeflateRaw({ level: 9, strategy: zlib.constants.Z_RLE }));
  let crc = 0;
  const block = Buffer.alloc(1024 * 1024);
  for (let done = 0; done < bytes; done += block.length) crc = zlib.crc32(block, crc);
  return zipOfDeflated([{ name: 'zeros.js', deflated: data, size: bytes, crc: crc >>> 0 }]);
}

/** A gzipped tar of one entry that says it holds `bytes` zeros, and does. */
function tgzBomb(bytes: number): Promise<Buffer> {
  const header = zlib.gunzipSync(tgzOf([{ name: 'zeros.js', data: '' }])).subarray(0, 512);
  header.write(`${bytes.toString(8).padStart(11, '0')}\0`, 124);
  header.fill(' ', 148, 156);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return compressedZeros(bytes, zlib.createGzip({ level: 9, strategy: zlib.constants.Z_RLE }), header);
}

/** Every file under a folder, as paths relative to it. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .flatMap((entry) => (entry.isFile() ? [path.relative(dir, path.join(entry.parentPath, entry.name))] : []));
}

/**
 * Hostile uploads (issue 11) to every multipart route: broken multipart, no file, two files, empty files,
 * the wrong content behind a name, just over each limit, zip and tar bombs, and names that climb out of
 * their folder. Each is refused with a Chinese message and leaves nothing behind: no row, no stored
 * file, no release, no unpacked folder.
 */
describe('hostile uploads', () => {
  let server: TestServer;
  let s3: FakeS3;
  let tokens: { company: string; platform: string };
  let tmpDir: string;
  const previousTmp = process.env.TMPDIR;

  const post = (route: UploadRoute, body: Body) =>
    server.request({
      method: 'POST',
      url: route.url,
      headers: { ...bearer(tokens[route.who]), 'content-type': body.contentType },
      payload: body.payload,
    });
  const withFile = (route: UploadRoute, fileName: string, data: Buffer) =>
    post(route, multipart([...route.fields, { name: 'file', fileName, data }]));
  const routeOf = (url: string) => UPLOAD_ROUTES.find((route) => route.url === url)!;

  /**
   * What an upload could leave behind: rows of the upload tables, stored files, uploads spooled to disk as they
   * arrived, releases, unpacked folders.
   */
  const leftovers = async () => {
    const rows = (await server.database.db.execute(
      sql`select (select count(*) from local_files) || '/' || (select count(*) from pictures) || '/' || (select count(*) from object_files) || '/' || (select count(*) from users where avatar_path <> '') as n`,
    )) as unknown as { rows: { n: string }[] };
    return {
      rows: rows.rows[0]!.n,
      stored: filesUnder(path.join(server.config.dataDir, 'files')),
      spooled: filesUnder(path.join(server.config.dataDir, 'uploads')),
      releases: filesUnder(server.config.releasesDir),
      unpacked: fs.readdirSync(tmpDir).filter((name) => name.startsWith('yjf-release-')),
      bucket: s3.requests.filter((request) => request.startsWith('PUT')).length,
    };
  };

  /** Sends the upload and expects a refusal with a message, and nothing left behind. */
  const expectRefused = async (
    response: Promise<{ statusCode: number; body: string }>,
    message?: string | RegExp,
  ): Promise<void> => {
    const before = await leftovers();
    const { statusCode, body } = await response;
    const answer = JSON.parse(body) as { message?: string };
    expect([statusCode >= 400 && statusCode <= 413, answer.message]).toEqual([
      true,
      expect.stringMatching(
        message === undefined
          ? /[\u4e00-\u9fff]/
          : message instanceof RegExp
            ? message
            : new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      ),
    ]);
    expect(await leftovers()).toEqual(before);
  };

  beforeAll(async () => {
    // The release upload unpacks under os.tmpdir(): a folder of this test's own, so leftovers can be counted.
    tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yjf-hostile-uploads-'));
    process.env.TMPDIR = tmpDir;
    s3 = await startFakeS3();
    server = await startTestServer({ ...s3.env });
    const [company, platform] = await Promise.all([signIn(server, '13800000001'), signIn(server, '13800000000')]);
    tokens = { company: company!, platform: platform! };
  });
  afterAll(async () => {
    await server.close();
    await s3.close();
    process.env.TMPDIR = previousTmp;
    fs.rmSync(tmpDir, { recursive: true, force: true });
  });

  it('covers every route served to multipart requests only', () => {
    const multipartOnly = registeredRoutes(server.app).filter((route) => route.multipart);
    expect(multipartOnly.length).toBeGreaterThan(0);
    for (const route of multipartOnly) expect(UPLOAD_ROUTES.map((upload) => upload.url)).toContain(route.url);
  });

  describe.each(UPLOAD_ROUTES)('$url', (route) => {
    it.each(BROKEN_BODIES)('refuses %s', async (_case, body) => {
      await expectRefused(post(route, body(route)));
    });
  });

  it('answers a multipart body the parser cannot read with 400 上传内容格式不正确, on every upload route', async () => {
    for (const route of UPLOAD_ROUTES) {
      for (const [, body] of BROKEN_BODIES.slice(0, 3)) {
        const response = await post(route, body(route));
        // Object storage and the release upload check the form first only when it can be read.
        expect([route.url, response.statusCode, response.json().message]).toEqual([route.url, 400, MALFORMED_UPLOAD]);
      }
    }
  });

  it('refuses a program, a web page and a zip where a picture is expected', async () => {
    for (const [name, data] of [
      ['setup.png', EXE],
      ['page.jpg', HTML],
      ['archive.png', ZIP],
    ] as const) {
      await expectRefused(withFile(routeOf('/api/pictures'), name, data), PICTURES_ONLY_MESSAGE);
      await expectRefused(withFile(routeOf('/api/users/updateAvatar'), name, data));
      await expectRefused(withFile(routeOf('/api/files/attachment'), name, data));
    }
    await expectRefused(withFile(routeOf('/api/files/attachment'), 'setup.exe', EXE), /只能上传图片/);
  });

  it('refuses a file one byte over each route’s limit', async () => {
    const over = (limit: number) => Buffer.alloc(limit + 1, 0x20);
    await expectRefused(withFile(routeOf('/api/pictures'), 'big.png', over(MAX_PICTURE_BYTES)), /不能超过/);
    await expectRefused(withFile(routeOf('/api/files/attachment'), 'big.pdf', over(MAX_ATTACHMENT_BYTES)), /不能超过/);
    await expectRefused(withFile(routeOf('/api/users/updateAvatar'), 'big.png', over(AVATAR_MAX_BYTES)), /不能超过/);
    await expectRefused(
      withFile(routeOf('/api/deploy/upload'), 'dist.zip', over(MAX_RELEASE_ARCHIVE_BYTES)),
      /压缩包不能超过/,
    );
  });

  it('stops a zip bomb and a tar bomb while unpacking, and leaves no folder behind', async () => {
    const deploy = routeOf('/api/deploy/upload');
    const bytes = MAX_RELEASE_UNPACKED_BYTES + 1024 * 1024;
    const zip = await zipBomb(bytes);
    expect(zip.length).toBeLessThan(1024 * 1024);
    await expectRefused(withFile(deploy, 'dist.zip', zip), /解压后超过/);
    const tgz = await tgzBomb(bytes);
    expect(tgz.length).toBeLessThan(1024 * 1024);
    await expectRefused(withFile(deploy, 'dist.tgz', tgz), /解压后超过/);

    const many: TestEntry[] = Array.from({ length: MAX_RELEASE_FILES + 1 }, (_, i) => ({
      name: `c/${i}.js`,
      data: '',
    }));
    await expectRefused(
      withFile(deploy, 'dist.tgz', tgzOf([...fakeRemoteBuild('customers', 'x'), ...many])),
      /超过 2000 个/,
    );
  });

  it('refuses names inside a release that climb out of its folder', async () => {
    const deploy = routeOf('/api/deploy/upload');
    const build = fakeRemoteBuild('customers', 'x');
    for (const name of ['../../evil.js', '/etc/evil.js', 'static/../../evil.js', 'C:/evil.js']) {
      await expectRefused(withFile(deploy, 'dist.tgz', tgzOf([...build, { name, data: 'x' }])), /路径不安全/);
    }
    for (const name of ['..\\..\\evil.js', '/abs/evil.js', 'a\0b.js']) {
      await expectRefused(withFile(deploy, 'dist.zip', zipOf([...build, { name, data: 'x' }])), /路径不安全|压缩包/);
    }
    await expectRefused(
      withFile(deploy, 'dist.tgz', tgzOf([...build, { name: 'static', type: 'symlink', link: '../../..' }])),
      /不能有链接/,
    );
  });

  it('keeps a file whose name climbs out of its folder inside the storage folder, under a clean name', async () => {
    const root = path.join(server.config.dataDir, 'files');
    for (const route of [routeOf('/api/upload'), routeOf('/api/files/attachment')]) {
      for (const name of ['../../etc/passwd.txt', '..\\..\\x.txt', '/etc/cron.d/x.txt', 'a\u0000b.txt']) {
        const before = new Set(filesUnder(root));
        const response = await withFile(route, name, Buffer.from('内容'));
        expect([route.url, name, response.statusCode < 300]).toEqual([route.url, name, true]);
        const answer = response.json() as { name?: string; fileName?: string };
        expect(answer.name ?? answer.fileName).toMatch(/^[^/\\\0]+\.txt$/);
        const added = filesUnder(root).filter((file) => !before.has(file));
        expect(added).toHaveLength(1);
        expect(added[0]!.startsWith('..')).toBe(false);
      }
    }
  });
});
