import fs from 'node:fs';
import path from 'node:path';

/**
 * The server package folder, found by walking up from this file: the same answer from `src/` (tests, tsx)
 * and from the bundle in `dist/`.
 */
function findServerRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).name === '@yjf/server') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`cannot find the @yjf/server package above ${start}`);
    dir = parent;
  }
}

export const serverRoot = findServerRoot(__dirname);
export const repositoryRoot = path.dirname(serverRoot);
export const migrationsFolder = path.join(serverRoot, 'drizzle');
