import fs from 'node:fs';
import path from 'node:path';

/**
 * As root, the cluster's PostgreSQL runs as the `postgres` user and nginx's workers as `nobody`: they must be able
 * to pass through every folder above the PostgreSQL data, the published remotes and the host's build. A clone
 * in a private folder (`mktemp -d` makes 0700, a home folder is often 0700 or 0750) would stop them with
 * "Permission denied". Each such folder gets the others' execute bit only: passing through, not listing; the
 * files keep their own modes. Answers the folders changed, so the command can say so.
 */
export function letServicesThrough(targets: string[]): string[] {
  if (process.getuid?.() !== 0) return [];
  const changed: string[] = [];
  for (const target of targets) {
    for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
      if (fs.existsSync(dir)) {
        const mode = fs.statSync(dir).mode;
        if (fs.statSync(dir).isDirectory() && (mode & 0o001) === 0) {
          fs.chmodSync(dir, (mode & 0o7777) | 0o001);
          changed.push(dir);
        }
      }
      if (path.dirname(dir) === dir) break;
    }
  }
  return [...new Set(changed)];
}
