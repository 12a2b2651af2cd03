import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { ArchiveError, entryPath, extractReleaseArchive } from './releaseArchive';
import { fakeRemoteBuild, tgzOf, underFolder, zipOf, type TestEntry } from './testing/releaseArchives';

describe('extractReleaseArchive', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'archive-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const extract = (data: Buffer, kind: 'zip' | 'tgz', limits?: { maxFiles: number; maxBytes: number }) =>
    extractReleaseArchive(data, kind, root, limits);
  const many = (count: number): TestEntry[] =>
    Array.from({ length: count }, (_, i) => ({ name: `chunk-${i}.js`, data: `${i}` }));

  it.each([
    ['zip', zipOf],
    ['tgz', tgzOf],
  ] as const)('unpacks a %s with the build at its root', async (kind, pack) => {
    const dir = await extract(pack(fakeRemoteBuild('system', '你好')), kind);
    expect(dir).toBe(root);
    expect(fs.readFileSync(path.join(dir, 'static/js/page.js'), 'utf8')).toBe('export default "你好";');
  });

  it.each([
    ['zip', zipOf],
    ['tgz', tgzOf],
  ] as const)('answers the one top folder of a %s that holds the build', async (kind, pack) => {
    const dir = await extract(pack(underFolder('dist', fakeRemoteBuild('system', 'x'))), kind);
    expect(dir).toBe(path.join(root, 'dist'));
    expect(fs.existsSync(path.join(dir, 'mf-manifest.json'))).toBe(true);
  });

  it('skips the __MACOSX folder of a zip made on a Mac', async () => {
    const entries = [...fakeRemoteBuild('system', 'x'), { name: '__MACOSX/._remoteEntry.js', data: 'junk' }];
    await extract(zipOf(entries), 'zip');
    expect(fs.existsSync(path.join(root, '__MACOSX'))).toBe(false);
  });

  it.each([
    ['zip', zipOf],
    ['tgz', tgzOf],
  ] as const)('refuses a %s with a path out of the folder', async (kind, pack) => {
    for (const name of ['../evil.js', 'dist/../../evil.js', '/etc/evil.js', 'C:/evil.js', 'a\\..\\evil.js']) {
      const archive = pack([...fakeRemoteBuild('system', 'x'), { name, data: 'evil' }]);
      const target = fs.mkdtempSync(path.join(root, 'case-'));
      await expect(extractReleaseArchive(archive, kind, target)).rejects.toThrow('文件路径不安全');
    }
    expect(fs.existsSync(path.join(root, '..', 'evil.js'))).toBe(false);
  });

  it.each([
    ['zip', zipOf],
    ['tgz', tgzOf],
  ] as const)('refuses links in a %s', async (kind, pack) => {
    const archive = pack([...fakeRemoteBuild('system', 'x'), { name: 'passwd', type: 'symlink', link: '/etc/passwd' }]);
    await expect(extract(archive, kind)).rejects.toThrow('不能有链接');
    expect(fs.existsSync(path.join(root, 'passwd'))).toBe(false);
  });

  it('unpacks a zip whose files are stored, not compressed', async () => {
    const dir = await extract(zipOf(fakeRemoteBuild('system', '原样'), 0), 'zip');
    expect(fs.readFileSync(path.join(dir, 'static/js/page.js'), 'utf8')).toBe('export default "原样";');
  });

  it.each([
    ['zip', zipOf],
    ['tgz', tgzOf],
  ] as const)('stops a %s with too many files', async (kind, pack) => {
    const archive = pack([...fakeRemoteBuild('system', 'x'), ...many(20)]);
    await expect(extract(archive, kind, { maxFiles: 10, maxBytes: 1e6 })).rejects.toThrow('超过 10 个');
  });

  it.each([
    ['zip', zipOf],
    ['tgz', tgzOf],
  ] as const)('stops a %s that unpacks beyond the byte limit', async (kind, pack) => {
    const bomb = pack([...fakeRemoteBuild('system', 'x'), { name: 'zeros.bin', data: Buffer.alloc(8 * 1024 * 1024) }]);
    expect(bomb.length).toBeLessThan(64 * 1024);
    await expect(extract(bomb, kind, { maxFiles: 10, maxBytes: 1024 * 1024 })).rejects.toThrow('超过 1MB');
  });

  it('refuses an archive without a manifest, and what is not an archive', async () => {
    await expect(extract(zipOf([{ name: 'index.js', data: 'x' }]), 'zip')).rejects.toThrow('没有 mf-manifest.json');
    await expect(extract(Buffer.from('not a zip'), 'zip')).rejects.toThrow(ArchiveError);
    await expect(extract(zlib.gzipSync(Buffer.from('not a tar at all')), 'tgz')).rejects.toThrow(ArchiveError);
    await expect(extract(Buffer.from([0x1f, 0x8b, 1, 2, 3]), 'tgz')).rejects.toThrow('无法解压');
  });

  it('names folder entries and paths to skip', () => {
    expect(entryPath('dist/')).toBeNull();
    expect(entryPath('./dist/./a.js')).toBe('dist/a.js');
    expect(() => entryPath('a/../../b')).toThrow(ArchiveError);
  });
});
