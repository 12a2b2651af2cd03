import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localDiskStorage } from './localDiskStorage';

const read = async (stream: NodeJS.ReadableStream) => {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts).toString();
};

describe('localDiskStorage', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-'));
  const storage = localDiskStorage(root);

  it('stores, reads and removes a file', async () => {
    await storage.put('avatars/abc.png', Buffer.from('png'), 'image/png');
    const file = await storage.get('avatars/abc.png');
    expect(file?.size).toBe(3);
    expect(await read(file!.body)).toBe('png');
    await storage.remove('avatars/abc.png');
    expect(await storage.get('avatars/abc.png')).toBeNull();
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of [
      '../x.png',
      'avatars/../../etc/passwd',
      '/etc/passwd',
      'avatars/',
      'Avatars/x.png',
      'avatars/a b.png',
    ]) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow('invalid storage key');
    }
  });
});
