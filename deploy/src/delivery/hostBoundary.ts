import fs from 'node:fs';
import path from 'node:path';
import { sourcePageTable, workspaceAreas } from '../areaSources';

/** The first segment of an endpoint an API file calls: `'api/customer/waitFollow'`, or a list engine resource. */
const CALLED = [/['"`]\/?api\/([A-Za-z][A-Za-z0-9]*)/g, /resourceApi<[^(]*\(\s*'([A-Za-z][A-Za-z0-9]*)'/g];

/** The code of a file without its comments, whose examples name endpoints nobody calls. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** The files under `dir` whose names `wanted` takes, with their text, named from `dir`; none when it is missing. */
function filesUnder(dir: string, wanted: RegExp): { file: string; text: string }[] {
  const found: { file: string; text: string }[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (wanted.test(entry.name))
        found.push({ file: path.relative(dir, full), text: fs.readFileSync(full, 'utf8') });
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return found;
}

/** The endpoint roots (`/api/<first segment>`) the API files under `dir` call; tests aside. */
function calledRoots(dir: string): Set<string> {
  const roots = new Set<string>();
  for (const { file, text } of filesUnder(dir, /\.tsx?$/)) {
    if (/\.test\.tsx?$/.test(file)) continue;
    for (const pattern of CALLED) {
      for (const match of withoutComments(text).matchAll(pattern)) roots.add(`/api/${match[1]}`);
    }
  }
  return roots;
}

/**
 * What the host's built files must never hold: an endpoint of a business area, read from the areas' own API
 * files (`remotes/<area>/src/api`), so a new area or endpoint is covered with nothing listed here. A root the
 * kernel's API (`shared/api`) calls too is the kernel's (`/api/users` for the account, `/api/logs` for 我的日志).
 * If one appears, an area's code has leaked into the kernel, and a change to that area would need the host
 * rebuilt and released.
 */
export function areaEndpoints(root: string): string[] {
  const kernel = calledRoots(path.join(root, 'shared/api/src'));
  const remotes = path.join(root, 'remotes');
  const areas = fs
    .readdirSync(remotes, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => [...calledRoots(path.join(remotes, entry.name, 'src/api'))]);
  return [...new Set(areas)].filter((endpoint) => !kernel.has(endpoint)).sort();
}

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
  return workspaceAreas(root).flatMap((area) =>
    sourcePageTable(path.join(root, 'remotes', area)).pages.map(({ module, title }) => ({ area, module, title })),
  );
}

/** The host's loaded files under `dist`, with their text. */
function loadedFiles(dist: string): { file: string; text: string }[] {
  return filesUnder(dist, LOADED);
}

/** A title as a whole string in built code: `"客户列表"`, `'客户列表'` or `` `客户列表` ``. */
const asLiteral = (title: string) => ['"', "'", '`'].map((quote) => `${quote}${title}${quote}`);

/** Each way the host's built files cross the boundary, in words a reader can act on; empty when none does. */
export function hostBoundaryViolations(hostDist: string, titles: PageTitle[], endpoints: string[]): string[] {
  const files = loadedFiles(hostDist);
  if (files.length === 0) throw new Error(`${hostDist} 中没有构建产物，请先构建主应用`);
  const found: string[] = [];
  for (const { file, text } of files) {
    for (const endpoint of endpoints) {
      if (new RegExp(`${endpoint}(?![A-Za-z0-9_])`).test(text))
        found.push(`${file} holds the area endpoint ${endpoint}`);
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
