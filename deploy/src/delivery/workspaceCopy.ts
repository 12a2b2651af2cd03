import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A working copy of the workspace in a temporary folder, as a team's pipeline would check it out: the files git
 * knows (tracked and new, not ignored), the root `node_modules` linked (the package store is read-only here),
 * and each package's own `node_modules` copied as the relative links pnpm made, so that a workspace package
 * (`@yjf/area-customers`) resolves to the copy's source, not the original's.
 */
export function copyWorkspace(root: string, prefix = 'yjf-drill-'): string {
  const target = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  })
    .toString('utf8')
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const from = path.join(root, file);
    if (!fs.existsSync(from)) continue; // deleted in the work tree, not yet committed
    const to = path.join(target, file);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(from, to);
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(target, 'node_modules'));
  for (const pkg of workspacePackages(root)) {
    const modules = path.join(root, pkg, 'node_modules');
    if (!fs.existsSync(modules)) continue;
    copyLinks(modules, path.join(target, pkg, 'node_modules'));
  }
  return target;
}

/** The workspace's package folders, relative to the root (`host`, `remotes/customers`, `shared/ui`, ...). */
export function workspacePackages(root: string): string[] {
  const globs = fs
    .readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8')
    .split('\n')
    .map((line) => /^\s*-\s*['"]?([^'"]+)['"]?\s*$/.exec(line)?.[1])
    .filter((glob): glob is string => Boolean(glob));
  return globs.flatMap((glob) => {
    if (!glob.endsWith('/*')) return [glob];
    const parent = glob.slice(0, -2);
    const dir = path.join(root, parent);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`);
  });
}

/** Copies a package's `node_modules`: links as links (they are relative), folders as folders, no build cache. */
function copyLinks(from: string, to: string): void {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (entry.name === '.cache') continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(source), target);
    else if (entry.isDirectory()) copyLinks(source, target);
    else fs.copyFileSync(source, target);
  }
}
