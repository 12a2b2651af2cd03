import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sweepSpoolFolder } from './spooledUpload';

describe('sweepSpoolFolder', () => {
  it('removes the uploads a process left more than a day ago, and nothing else', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'yjf-spool-'));
    const file = (name: string, hoursAgo: number) => {
      const full = path.join(folder, name);
      fs.writeFileSync(full, 'x');
      const at = new Date(Date.now() - hoursAgo * 3600_000);
      fs.utimesSync(full, at, at);
    };
    file('101-old.upload', 25);
    file('102-current.upload', 1);
    file('notes.txt', 48);
    expect(await sweepSpoolFolder(folder)).toBe(1);
    expect(fs.readdirSync(folder).sort()).toEqual(['102-current.upload', 'notes.txt']);
    expect(await sweepSpoolFolder(path.join(folder, 'none'))).toBe(0);
    fs.rmSync(folder, { recursive: true, force: true });
  });
});
