import fs from 'node:fs';
import path from 'node:path';
import { assertStorageKey, type FileStorage } from './FileStorage';

/** Files under a folder of the data directory. Writes go to a temporary name first, then are renamed. */
export function localDiskStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    name: 'local',
    async put(key, data) {
      const file = fileOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await fs.promises.writeFile(temporary, data);
      await fs.promises.rename(temporary, file);
    },
    async putFile(key, { path: source }) {
      const file = fileOf(key);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      try {
        await fs.promises.rename(source, file);
      } catch (error) {
        if ((error as { code?: unknown }).code !== 'EXDEV') throw error;
        // Another file system (the spool folder elsewhere): copied under a temporary name, then renamed.
        const temporary = `${file}.${process.pid}.tmp`;
        await fs.promises.copyFile(source, temporary);
        await fs.promises.rename(temporary, file);
        await fs.promises.rm(source, { force: true });
      }
    },
    async get(key) {
      const file = fileOf(key);
      try {
        const stat = await fs.promises.stat(file);
        return stat.isFile() ? { body: fs.createReadStream(file), size: stat.size } : null;
      } catch {
        return null;
      }
    },
    async remove(key) {
      await fs.promises.rm(fileOf(key), { force: true });
    },
  };
}
