import fs from 'node:fs';
import path from 'node:path';
import type { AreaPage } from '@yjf/domain/remotes';

/** A page as an area's source declares it: its page, and the file that is its module. */
export type SourcePage = AreaPage & { source: string };

/** An area's page table in its source (`remotes/<area>/src/pageTable.json`): its Chinese title and its pages. */
export type SourcePageTable = { title: string; pages: SourcePage[] };

const pageTableFile = (areaDir: string) => path.join(areaDir, 'src/pageTable.json');

/**
 * The areas of a workspace: each folder of `remotes/` that is a package with a page table, sorted by name. There
 * is no list of areas anywhere else: a team adds an area by adding its folder.
 */
export function workspaceAreas(root: string): string[] {
  const remotes = path.join(root, 'remotes');
  if (!fs.existsSync(remotes)) return [];
  return fs
    .readdirSync(remotes, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((name) => {
      const dir = path.join(remotes, name);
      return fs.existsSync(path.join(dir, 'package.json')) && fs.existsSync(pageTableFile(dir));
    })
    .sort();
}

/** The page table of an area's source folder (`remotes/<area>`). */
export function sourcePageTable(areaDir: string): SourcePageTable {
  return JSON.parse(fs.readFileSync(pageTableFile(areaDir), 'utf8')) as SourcePageTable;
}
