import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { ListPage } from '@yjf/domain/lists';
import {
  FILE_TOO_LARGE_MESSAGE,
  MAX_STORED_FILE_BYTES,
  PICTURES_ONLY_MESSAGE,
  type LocalFile,
  type Picture,
  type PictureUpload,
} from '@yjf/area-system/domain/storageSchemas';
import { ROLE_FORBIDDEN } from '../../../http/permissions';
import { apiCaller } from '../../../../test/apiCalls';
import { bearer, signIn } from '../../../../test/session';
import { startTestServer, type TestServer } from '../../../../test/testServer';
import { localFiles, pictures } from './schema';
import { postFile } from './storageTestCalls';

/** A PNG whose header claims `width`×`height` pixels over a few bytes of data: a decompression bomb. */
function claimedPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(16))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * 本地存储 and 图床: uploads (names cleaned, types from the bytes, limits), company isolation of lists and
 * files, renames, deletes that remove the stored files, picture thumbnails and md5 dedupe.
 */
describe('local storage and pictures', () => {
  let server: TestServer;
  let admin2: string; // 张伟, administrator of company 2
  let sales2: string; // 李娜, sales of company 2 (no storage permissions)
  let admin3: string; // 王强, administrator of company 3

  const { call, ok } = apiCaller(() => server);
  const upload = (token: string, url: string, fileName: string, data: Buffer) =>
    postFile(server, token, url, fileName, data);
  const uploaded = async <T>(token: string, url: string, fileName: string, data: Buffer) => {
    const response = await upload(token, url, fileName, data);
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json() as T;
  };
  const fileOf = (token: string, url: string) => server.request({ method: 'GET', url, headers: bearer(token) });
  /** Where a record's files are on disk (the test server's local storage). */
  const storedFiles = async (table: typeof localFiles | typeof pictures, id: number) => {
    const [row] = await server.database.db.select().from(table).where(eq(table.id, id));
    const keys = 'thumbKey' in row! ? [row.storageKey, row.thumbKey] : [row!.storageKey];
    return keys.map((key) => path.join(server.config.dataDir, 'files', ...key.split('/')));
  };

  beforeAll(async () => {
    server = await startTestServer();
    [admin2, sales2, admin3] = await Promise.all(
      ['13800000001', '13800000002', '13800000003'].map((phone) => signIn(server, phone)),
    );
  });
  afterAll(() => server.close());

  describe('本地存储', () => {
    it('uploads a file, types it by its bytes and serves it back under its Chinese name', async () => {
      const text = Buffer.from('<html><script>alert(1)</script></html>', 'utf8');
      const file = await uploaded<LocalFile>(admin2, '/api/localStorage', '现场 说明.html', text);
      expect(file).toMatchObject({
        name: '现场 说明.html',
        originalName: '现场 说明.html',
        suffix: 'html',
        type: '其他',
        size: text.length,
        contentType: 'text/plain; charset=utf-8',
        url: `/api/localStorage/${file.id}/file`,
        createdByName: expect.any(String),
      });

      const served = await fileOf(admin2, file.url);
      expect(served.statusCode).toBe(200);
      expect(served.body).toBe(text.toString('utf8'));
      expect(served.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(served.headers['content-disposition']).toBe(
        `attachment; filename="__ __.html"; filename*=UTF-8''${encodeURIComponent('现场 说明.html')}`,
      );
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toBe('sandbox');

      const list = await ok<ListPage<LocalFile>>(admin2, 'GET', '/api/localStorage?blurry=说明');
      expect(list.content.map((f) => f.id)).toEqual([file.id]);
    });

    it('keeps the name given, cleaned of path parts, and answers /api/upload with the URL', async () => {
      const named = await uploaded<LocalFile>(
        admin2,
        `/api/localStorage?name=${encodeURIComponent('../../etc/报价\u202e单.pdf')}`,
        'x.pdf',
        Buffer.from('%PDF-1.4\n%%EOF\n'),
      );
      expect(named).toMatchObject({ name: '报价单.pdf', type: '文档', contentType: 'application/pdf' });

      const traversal = await uploaded<LocalFile>(
        admin2,
        '/api/upload',
        '..\\..\\windows\\win.ini',
        Buffer.from('[x]'),
      );
      expect(traversal.name).toBe('win.ini');
      expect(traversal.url).toBe(`/api/localStorage/${traversal.id}/file`);
      expect((await fileOf(admin2, traversal.url)).body).toBe('[x]');
    });

    it('refuses a JSON add, an empty file and one over 100 MB', async () => {
      const json = await call(admin2, 'POST', '/api/localStorage', { name: 'a.txt' });
      expect([json.statusCode, json.json().message]).toEqual([400, '请选择要上传的文件']);

      const empty = await upload(admin2, '/api/localStorage', 'empty.txt', Buffer.alloc(0));
      expect([empty.statusCode, empty.json().message]).toEqual([400, '文件是空的，请重新选择']);

      const big = await upload(admin2, '/api/localStorage', 'big.bin', Buffer.alloc(MAX_STORED_FILE_BYTES + 1));
      expect([big.statusCode, big.json().message]).toEqual([413, FILE_TOO_LARGE_MESSAGE]);
      expect(FILE_TOO_LARGE_MESSAGE).toBe('文件不能超过 100.0 MB');
    });

    it('writes a large file to disk as it arrives: whole, typed by its start, nothing left in the spool', async () => {
      // 3 MB of Chinese text: a character of three bytes is cut where the type is judged (the first 64 KB).
      const text = Buffer.from('现场布线说明。'.repeat(150_000), 'utf8');
      const file = await uploaded<LocalFile>(admin2, '/api/localStorage', '布线说明.txt', text);
      expect(file).toMatchObject({ size: text.length, contentType: 'text/plain; charset=utf-8' });
      const served = await server.request({ method: 'GET', url: file.url, headers: bearer(admin2) });
      expect(createHash('sha256').update(served.rawPayload).digest('hex')).toBe(
        createHash('sha256').update(text).digest('hex'),
      );
      expect(fs.readdirSync(path.join(server.config.dataDir, 'uploads'))).toEqual([]);
    });

    it('renames, and deletes the stored file with the record', async () => {
      const file = await uploaded<LocalFile>(admin2, '/api/localStorage', '草稿.txt', Buffer.from('草稿'));
      const renamed = await ok<LocalFile>(admin2, 'PUT', '/api/localStorage', {
        id: file.id,
        version: file.version,
        name: '定稿/终版',
      });
      expect(renamed.name).toBe('终版');
      // Downloads keep the extension a rename dropped.
      expect((await fileOf(admin2, file.url)).headers['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent('终版.txt')}`,
      );
      const [stored] = await storedFiles(localFiles, file.id);
      expect(fs.existsSync(stored!)).toBe(true);

      await ok(admin2, 'DELETE', '/api/localStorage', [file.id]);
      expect((await fileOf(admin2, file.url)).statusCode).toBe(404);
      expect(fs.existsSync(stored!)).toBe(false);
    });

    it("keeps each company's files to itself and the sales role out", async () => {
      const own = await uploaded<LocalFile>(admin2, '/api/localStorage', '企业二的合同.txt', Buffer.from('合同'));
      const list3 = await ok<ListPage<LocalFile>>(admin3, 'GET', '/api/localStorage?size=100');
      expect(list3.content.some((f) => f.id === own.id)).toBe(false);
      expect((await fileOf(admin3, own.url)).statusCode).toBe(404);
      expect((await call(admin3, 'GET', `/api/localStorage/${own.id}`)).statusCode).toBe(404);
      const rename = await call(admin3, 'PUT', '/api/localStorage', { id: own.id, version: own.version, name: 'x' });
      expect(rename.statusCode).toBe(404);
      expect((await call(admin3, 'DELETE', '/api/localStorage', [own.id])).statusCode).toBe(404);
      expect((await fileOf(admin2, own.url)).body).toBe('合同');

      for (const [method, url] of [
        ['GET', '/api/localStorage'],
        ['GET', own.url],
        ['DELETE', '/api/localStorage'],
      ] as const) {
        const response = await call(sales2, method, url, method === 'DELETE' ? [own.id] : undefined);
        expect([url, response.statusCode, response.json().message]).toEqual([url, 403, ROLE_FORBIDDEN]);
      }
      const refused = await upload(sales2, '/api/localStorage', 'a.txt', Buffer.from('a'));
      expect(refused.statusCode).toBe(403);
      expect((await upload(sales2, '/api/upload', 'a.txt', Buffer.from('a'))).statusCode).toBe(403);
    });

    it('serves a file to the browser by the session cookie, and to nobody without a session', async () => {
      const file = await uploaded<LocalFile>(admin2, '/api/localStorage', 'cookie.txt', Buffer.from('c'));
      const byCookie = await server.request({
        method: 'GET',
        url: file.url,
        headers: { cookie: `YJF-TOKEN=${admin2}` },
      });
      expect(byCookie.statusCode).toBe(200);
      expect((await server.request({ method: 'GET', url: file.url })).statusCode).toBe(401);
    });

    it('exports the list', async () => {
      const response = await call(admin2, 'GET', '/api/localStorage/download');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
    });
  });

  describe('图床', () => {
    const photo = (width: number, height: number, color = '#3366cc') =>
      sharp({ create: { width, height, channels: 3, background: color } })
        .jpeg()
        .toBuffer();

    it('keeps a picture with its size and a thumbnail of at most 200×200', async () => {
      const data = await photo(640, 480);
      const picture = await uploaded<PictureUpload>(admin2, '/api/pictures', '客厅效果图.jpg', data);
      expect(picture).toMatchObject({
        filename: '客厅效果图.jpg',
        contentType: 'image/jpeg',
        width: 640,
        height: 480,
        size: data.length,
        duplicate: false,
        url: `/api/pictures/${picture.id}/file`,
        thumbUrl: `/api/pictures/${picture.id}/thumb`,
      });
      const full = await fileOf(admin2, picture.url);
      expect(full.headers['content-type']).toBe('image/jpeg');
      expect(full.rawPayload.equals(data)).toBe(true);
      const thumb = await fileOf(admin2, picture.thumbUrl);
      expect(thumb.headers['content-type']).toBe('image/webp');
      const meta = await sharp(thumb.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 200, 150]);

      const tall = await uploaded<PictureUpload>(
        admin2,
        '/api/pictures',
        'tall.png',
        await sharp({
          create: { width: 90, height: 900, channels: 4, background: '#ffffff00' },
        })
          .png()
          .toBuffer(),
      );
      const tallThumb = await sharp((await fileOf(admin2, tall.thumbUrl)).rawPayload).metadata();
      expect([tallThumb.width, tallThumb.height]).toEqual([20, 200]);
    });

    it('keeps the same picture once per company and says so', async () => {
      const data = await photo(300, 300, '#aa0000');
      const first = await uploaded<PictureUpload>(admin2, '/api/pictures', '红.jpg', data);
      const again = await uploaded<PictureUpload>(admin2, '/api/pictures', '又一张红.jpg', data);
      expect(again).toMatchObject({ id: first.id, filename: '红.jpg', duplicate: true });
      const other = await uploaded<PictureUpload>(admin3, '/api/pictures', '红.jpg', data);
      expect(other.duplicate).toBe(false);
      expect(other.id).not.toBe(first.id);
    });

    it('refuses what is not a JPEG, PNG, GIF or WebP picture, and a decompression bomb', async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script/></svg>');
      for (const [name, data] of [
        ['图.svg', svg],
        ['报价.pdf', Buffer.from('%PDF-1.4\n%%EOF\n')],
        ['假图.jpg', Buffer.from('not a picture at all')],
      ] as const) {
        const refused = await upload(admin2, '/api/pictures', name, data);
        expect([name, refused.statusCode, refused.json().message]).toEqual([name, 400, PICTURES_ONLY_MESSAGE]);
      }
      const bomb = await upload(admin2, '/api/pictures', 'bomb.png', claimedPng(10_000, 10_000));
      expect([bomb.statusCode, bomb.json().message]).toEqual([400, '图片像素过多（不能超过 4000 万像素）']);

      const gif = await uploaded<PictureUpload>(
        admin2,
        '/api/pictures',
        '动图.gif',
        await sharp({ create: { width: 40, height: 30, channels: 3, background: '#00ff00' } })
          .gif()
          .toBuffer(),
      );
      expect(gif).toMatchObject({ contentType: 'image/gif', width: 40, height: 30 });
    });

    it('keeps pictures to their company, deletes both files, and keeps the sales role out', async () => {
      const picture = await uploaded<PictureUpload>(
        admin2,
        '/api/pictures',
        '私有.jpg',
        await photo(50, 50, '#123456'),
      );
      const list3 = await ok<ListPage<Picture>>(admin3, 'GET', '/api/pictures?size=100');
      expect(list3.content.some((p) => p.id === picture.id)).toBe(false);
      expect((await fileOf(admin3, picture.url)).statusCode).toBe(404);
      expect((await fileOf(admin3, picture.thumbUrl)).statusCode).toBe(404);
      expect((await call(admin3, 'DELETE', '/api/pictures', [picture.id])).statusCode).toBe(404);
      expect((await call(sales2, 'GET', '/api/pictures')).statusCode).toBe(403);
      expect((await upload(sales2, '/api/pictures', 'a.jpg', await photo(10, 10))).statusCode).toBe(403);

      const list2 = await ok<ListPage<Picture>>(admin2, 'GET', '/api/pictures?blurry=私有');
      expect(list2.content).toEqual([expect.objectContaining({ id: picture.id, thumbUrl: picture.thumbUrl })]);
      const stored = await storedFiles(pictures, picture.id);
      expect(stored.map((file) => fs.existsSync(file))).toEqual([true, true]);
      await ok(admin2, 'DELETE', '/api/pictures', [picture.id]);
      expect((await fileOf(admin2, picture.url)).statusCode).toBe(404);
      expect(stored.map((file) => fs.existsSync(file))).toEqual([false, false]);
    });
  });
});
