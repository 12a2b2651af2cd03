import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';

/** A build file named by its content hash, compressed or not (`shell-shared.1a2b3c4d.js.br`). */
const hashedFile = /\.[0-9a-f]{8}\.\w+(\.br|\.gz|\.map)?$/;

/**
 * A second host build, cheaply: the live host's folder with a `<meta name="yjf-host-build" content="marker">` in
 * its page and its sign-in page, packed as an archive for `POST /api/deploy/upload`. It keeps only the hashed
 * files its page names (main.<hash>.js): every other chunk (the shell, the shared tiers) exists only in the
 * version released before it, which is where a page opened earlier must keep finding them, and where the new
 * page finds them too (the server looks through the published versions for a hashed file).
 */
export function hostArchive(liveHostDir: string, marker: string): Buffer {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'host-release-'));
  const build = path.join(work, 'dist');
  try {
    fs.cpSync(liveHostDir, build, { recursive: true });
    const named = fs.readFileSync(path.join(build, 'index.html'), 'utf8');
    for (const file of fs.readdirSync(build)) {
      const base = file.replace(/(\.br|\.gz|\.map)$/, '');
      if (hashedFile.test(file) && !named.includes(`/${base}"`)) fs.rmSync(path.join(build, file));
    }
    for (const page of ['index.html', 'signin.html']) {
      const file = path.join(build, page);
      if (!fs.existsSync(file)) continue;
      const html = fs
        .readFileSync(file, 'utf8')
        .replace('<head>', `<head><meta name="yjf-host-build" content="${marker}">`);
      fs.writeFileSync(file, html);
      // The compressed copies the server would send instead are of the old page: gone.
      fs.rmSync(`${file}.br`, { force: true });
      fs.rmSync(`${file}.gz`, { force: true });
    }
    const archive = path.join(work, 'host.tgz');
    execFileSync('tar', ['-czf', archive, '-C', build, '.']);
    return fs.readFileSync(archive);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** The host build the page was drawn by: its `yjf-host-build` meta, or null for the one `pnpm start` published. */
export const hostBuildOf = (page: Page) =>
  page.evaluate(() => document.querySelector('meta[name="yjf-host-build"]')?.getAttribute('content') ?? null);

/** The host files (`/main.1a2b3c4d.js`) a page fetched, with their status, from the moment this is called. */
export function watchHostChunks(page: Page): { path: string; status: number }[] {
  const seen: { path: string; status: number }[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/^\/[^/]+\.[0-9a-f]{8}\.(js|css)$/.test(pathname)) seen.push({ path: pathname, status: response.status() });
  });
  return seen;
}
