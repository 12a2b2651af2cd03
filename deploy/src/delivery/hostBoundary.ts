import fs from 'node:fs';
import path from 'node:path';

/**
 * What the host's built files must never hold: a business area's endpoint (its follow-up and detail calls
 * start with the same path) or the title of a page some remote declares. If one appears, an area's code has
 * leaked into the kernel, and a change to that area would need the host rebuilt and released.
 */
export const AREA_ENDPOINTS = [
  '/api/customer',
  '/api/business',
  '/api/project',
  '/api/task',
  '/api/scheme',
  '/api/collection',
  '/api/product',
  '/api/supplier',
  '/api/purchaseOrder',
  '/api/stockOut',
] as const;

/**
 * Words the shell itself owns although a page shares them: 首页 is the shell's Home (the breadcrumb's first
 * item and the affix tab, spec section 2), whichever area draws the page behind it.
 */
export const SHELL_WORDS = ['首页'] as const;

/** The files a browser loads: scripts, styles, the page and its JSON (not source maps nor compressed copies). */
const LOADED = /\.(js|mjs|css|html|json)$/;

export type PageTitle = { area: string; module: string; title: string };

/** Every page title the remotes' page tables declare (`remotes/<area>/src/pageTable.json`). */
export function remotePageTitles(root: string): PageTitle[] {
  const remotes = path.join(root, 'remotes');
  return fs.readdirSync(remotes).flatMap((area) => {
    const file = path.join(remotes, area, 'src/pageTable.json');
    if (!fs.existsSync(file)) return [];
    const table = JSON.parse(fs.readFileSync(file, 'utf8')) as { module: string; title: string }[];
    return table.map(({ module, title }) => ({ area, module, title }));
  });
}

/** The host's loaded files under `dist`, with their text. */
function loadedFiles(dist: string): { file: string; text: string }[] {
  const found: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (LOADED.test(entry.name))
        found.push({ file: path.relative(dist, full), text: fs.readFileSync(full, 'utf8') });
    }
  };
  walk(dist);
  return found;
}

/** A title as a whole string in built code: `"客户列表"`, `'客户列表'` or `` `客户列表` ``. */
const asLiteral = (title: string) => ['"', "'", '`'].map((quote) => `${quote}${title}${quote}`);

/** Each way the host's built files cross the boundary, in words a reader can act on; empty when none does. */
export function hostBoundaryViolations(hostDist: string, titles: PageTitle[]): string[] {
  const files = loadedFiles(hostDist);
  if (files.length === 0) throw new Error(`${hostDist} 中没有构建产物，请先构建主应用`);
  const found: string[] = [];
  for (const { file, text } of files) {
    for (const endpoint of AREA_ENDPOINTS) {
      if (text.includes(endpoint)) found.push(`${file} holds the area endpoint ${endpoint}`);
    }
    for (const { area, module, title } of titles) {
      if ((SHELL_WORDS as readonly string[]).includes(title)) continue;
      if (asLiteral(title).some((literal) => text.includes(literal))) {
        found.push(`${file} holds the title ${title} of ${area}/${module}`);
      }
    }
  }
  return found.sort();
}
