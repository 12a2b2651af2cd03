import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { letServicesThrough } from './traversable';

const asRoot = process.getuid?.() === 0 ? it : it.skip;

describe('letServicesThrough', () => {
  asRoot('gives the private folders above a target the others’ execute bit only, and leaves open ones alone', () => {
    const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'clone-')); // 0700, as CI's clone folder
    try {
      const target = path.join(clone, 'repo/.tmp/cluster');
      fs.mkdirSync(target, { recursive: true, mode: 0o755 });
      expect(letServicesThrough([target])).toEqual([clone]);
      expect(fs.statSync(clone).mode & 0o777).toBe(0o701);
      expect(letServicesThrough([target])).toEqual([]);
    } finally {
      fs.rmSync(clone, { recursive: true, force: true });
    }
  });
});
