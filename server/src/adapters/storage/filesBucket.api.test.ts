import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { demoDrawing, ensureDemoFiles } from '../../composition/seed/demoFiles';
import { loadConfig } from '../../config';
import { runServerCommand } from '../../../test/commandProcess';
import { startS3Server, type S3Server } from '../../../test/s3Server';
import { copyTemplateData, type ServerData } from '../../../test/serverProcess';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { bearer, signIn } from '../../../test/session';
import { TINY_PNG, uploaded } from '../../../test/upload';
import { fileStorage } from '../createAdapters';
import { assertFilesLocation, filesBucketOf } from './filesLocation';
import { filesUnder } from './moveToBucket';
import { localDiskStorage } from './localDiskStorage';
import { readStored } from './FileStorage';

const sha256 = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex');

/** The server's files in an S3 bucket (FILES_BUCKET), against s3rver: a real S3 server in a process of the test. */
describe('files in a bucket', () => {
  let s3: S3Server;
  let server: TestServer;

  beforeAll(async () => {
    s3 = await startS3Server({ buckets: ['yjf-files'] });
    server = await startTestServer(s3.env);
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  it('stores an upload in the bucket, never on disk, and serves it from every instance with its type', async () => {
    const token = await signIn(server, '13800000001');
    const attachment = await uploaded(server, token, '现场.png', TINY_PNG);
    const bucket = await fileStorage(server.config.files);
    expect(await readStored(bucket, attachment.filePath)).toEqual(TINY_PNG);
    expect(filesUnder(path.join(server.config.dataDir, 'files'))).toEqual([]);

    const other = await server.anotherInstance();
    try {
      for (const instance of [server.app, other]) {
        const response = await instance.inject({ method: 'GET', url: attachment.fileFullPath, headers: bearer(token) });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('image/png');
        expect(response.rawPayload).toEqual(TINY_PNG);
      }
      // Still only its own company's.
      const stranger = await signIn(server, '13800000003');
      const refused = await other.inject({ method: 'GET', url: attachment.fileFullPath, headers: bearer(stranger) });
      expect(refused.statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });

  it('writes the demo drawings into the bucket when the server starts on it', async () => {
    const drawing = demoDrawing(2, 'floorPlan');
    const token = await signIn(server, '13800000001');
    const response = await server.request({ method: 'GET', url: drawing.fileFullPath, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBe(drawing.fileSize);
  });
});

/**
 * `pnpm storage:move` on the demo data: the installation's files on disk go to the bucket, each checked, and the
 * installation is switched over; a second run and a server started without the bucket are refused.
 */
describe('pnpm storage:move', () => {
  let s3: S3Server;
  let installation: ServerData;

  beforeAll(async () => {
    [s3, installation] = await Promise.all([startS3Server({ buckets: ['yjf-files'] }), copyTemplateData()]);
  });
  afterAll(async () => {
    await installation?.remove();
    await s3?.close();
  });

  test('copies every file with an equal hash, goes on where a stopped move stopped, and switches once', async () => {
    const dataDir = installation.env.DATA_DIR!;
    const diskDir = path.join(dataDir, 'files');
    const disk = localDiskStorage(diskDir);
    // What a server on disk holds: the demo drawings it writes when it starts, and an avatar uploaded since.
    await ensureDemoFiles(disk);
    await disk.put('avatars/2/a1b2c3d4.png', TINY_PNG, 'image/png');
    const keys = filesUnder(diskDir);
    expect(keys.length).toBeGreaterThan(8);

    const env = { ...installation.env, ...s3.env };
    const bucket = await fileStorage(loadConfig({ ...env, NODE_ENV: 'test' }).files);
    // A move that stopped half way: one file already in the bucket, equal; one there but cut short.
    const [equal, cut] = keys as [string, string];
    await bucket.put(equal, fs.readFileSync(path.join(diskDir, equal)), 'image/png');
    await bucket.put(cut, fs.readFileSync(path.join(diskDir, cut)).subarray(0, 10), 'image/png');

    const move = await runServerCommand('composition/storageMoveCli.ts', [], env);
    expect({ code: move.code, stderr: move.stderr }).toEqual({ code: 0, stderr: '' });
    expect(move.stdout).toContain(`${equal} 已在桶中，一致`);
    expect(move.stdout).toContain(`${cut} 已复制，核对一致`);
    expect(move.stdout).toContain(`已迁移 ${keys.length} 个文件`);
    expect(move.stdout).toContain('（其中 1 个此前已在桶中）');
    for (const key of keys) {
      const local = fs.readFileSync(path.join(diskDir, ...key.split('/')));
      expect({ key, hash: sha256((await readStored(bucket, key))!) }).toEqual({ key, hash: sha256(local) });
    }

    const again = await runServerCommand('composition/storageMoveCli.ts', [], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('不会再迁移一次');

    const database = await installation.open();
    try {
      expect(await filesBucketOf(database.db)).toMatchObject({ bucket: 'yjf-files', files: keys.length });
      const onDisk = loadConfig({ DATA_DIR: dataDir }).files;
      await expect(assertFilesLocation(database.db, onDisk, diskDir)).rejects.toThrow(
        /存到对象存储桶 yjf-files：请设置 FILES_BUCKET=yjf-files/,
      );
      const elsewhere = loadConfig({ ...env, FILES_BUCKET: 'other-files' }).files;
      await expect(assertFilesLocation(database.db, elsewhere, diskDir)).rejects.toThrow(
        /FILES_BUCKET 却是 other-files/,
      );
      await assertFilesLocation(database.db, loadConfig(env).files, diskDir);
    } finally {
      await database.close();
    }
  }, 120_000);

  test('a server given a bucket while files on disk were never moved refuses to start', async () => {
    const other = await copyTemplateData();
    try {
      const diskDir = path.join(other.env.DATA_DIR!, 'files');
      await localDiskStorage(diskDir).put('avatars/3/e5f6.png', TINY_PNG, 'image/png');
      const database = await other.open();
      try {
        await expect(assertFilesLocation(database.db, loadConfig(s3.env).files, diskDir)).rejects.toThrow(
          /还有文件（如 avatars\/3\/e5f6\.png）没有迁移到对象存储桶 yjf-files：请先运行 pnpm storage:move/,
        );
        expect(await filesBucketOf(database.db)).toBeNull();
        fs.rmSync(diskDir, { recursive: true });
        // Nothing on disk: the bucket is used from the start, and recorded.
        await assertFilesLocation(database.db, loadConfig(s3.env).files, diskDir);
        expect(await filesBucketOf(database.db)).toMatchObject({ bucket: 'yjf-files', files: 0 });
      } finally {
        await database.close();
      }
    } finally {
      await other.remove();
    }
  }, 60_000);
});
