/**
 * The delivery drill (`pnpm test:drill`): proves that an area team releases on its own. In a copy of the
 * workspace it builds the host and the drilled areas' remotes, makes the three changes an area team makes most
 * (a wording in a record declaration, a new endpoint, a new hidden page: `drillChanges.ts`) in two areas, builds again
 * and asserts that the host's files are byte-identical (the build's `mf-manifest-stats.json` aside, which
 * records build times) while each area's changed and declares its new page. Before the changes it checks the
 * boundary itself: the host's files hold no area endpoint nor any remote page's title, and each remote exposes
 * exactly the pages its table declares.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { AREA_DRILLS, editsOutsideArea, type AreaDrill, type FileEdit } from './drillChanges';
import { areaEndpoints, hostBoundaryViolations, remotePageTitles } from './hostBoundary';
import { copyWorkspace } from './workspaceCopy';

const root = path.resolve(__dirname, '../../..');
/** What differs between two builds of the same sources: the federation stats (with their compressed copies). */
const isBuildNoise = (name: string) => path.basename(name).startsWith('mf-manifest-stats.json');

type Fingerprint = Map<string, string>;

function fingerprint(dist: string): Fingerprint {
  const found: Fingerprint = new Map();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else found.set(path.relative(dist, full), createHash('sha256').update(fs.readFileSync(full)).digest('hex'));
    }
  };
  walk(dist);
  return found;
}

/** The files added, removed or changed between two builds, noise aside. */
function differences(before: Fingerprint, after: Fingerprint): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => !isBuildNoise(name) && before.get(name) !== after.get(name)).sort();
}

function build(workspace: string, pkg: string): void {
  const started = Date.now();
  const dir = path.join(workspace, pkg);
  const result = spawnSync(
    process.execPath,
    [path.join(dir, 'node_modules/webpack/bin/webpack.js'), '--mode', 'production'],
    {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout}\n${result.stderr}\n`);
    throw new Error(`building ${pkg} failed`);
  }
  console.log(`  built ${pkg} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function applyEdit(workspace: string, edit: FileEdit): void {
  const file = path.join(workspace, edit.file);
  if ('create' in edit) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, edit.create);
  } else if ('append' in edit) {
    fs.appendFileSync(file, edit.append);
  } else {
    const text = fs.readFileSync(file, 'utf8');
    if (!text.includes(edit.find))
      throw new Error(`the drill's change no longer applies: ${edit.file} has no ${edit.find}`);
    fs.writeFileSync(file, text.replace(edit.find, edit.replace));
  }
}

function addPage(workspace: string, drill: AreaDrill): void {
  const file = path.join(workspace, 'remotes', drill.area, 'src/pageTable.json');
  const table = JSON.parse(fs.readFileSync(file, 'utf8')) as { pages: unknown[] };
  table.pages.push({ ...drill.page, source: `./src/pages/${drill.page.module}/index.tsx` });
  fs.writeFileSync(file, `${JSON.stringify(table, null, 2)}\n`);
}

type Built = { pages: { module: string; path?: string }[]; exposes: string[] };

function readRemote(dist: string): Built {
  const pages = JSON.parse(fs.readFileSync(path.join(dist, 'pages.json'), 'utf8')) as Built;
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
    exposes: { name: string }[];
  };
  return { pages: pages.pages, exposes: manifest.exposes.map((expose) => expose.name) };
}

/** A remote exposes exactly the pages its table declares: nothing more is reachable from outside. */
function exposesOnlyItsPages(remote: string, dist: string): string[] {
  const { pages, exposes } = readRemote(dist);
  const declared = pages.map((page) => page.module).sort();
  const exposed = [...exposes].sort();
  return JSON.stringify(declared) === JSON.stringify(exposed)
    ? []
    : [`${remote} exposes ${exposed.join(', ')} but declares ${declared.join(', ')}`];
}

function main(): void {
  const started = Date.now();
  const failures: string[] = [];
  const workspace = copyWorkspace(root);
  console.log(`delivery drill in ${workspace}`);
  try {
    const packages = ['host', ...AREA_DRILLS.map((drill) => `remotes/${drill.area}`)];
    for (const pkg of packages) build(workspace, pkg);
    const before = new Map(packages.map((pkg) => [pkg, fingerprint(path.join(workspace, pkg, 'dist'))]));

    const endpoints = areaEndpoints(workspace);
    console.log(
      `  the host's boundary: ${endpoints.length} area endpoints, ${remotePageTitles(workspace).length} page titles`,
    );
    failures.push(...hostBoundaryViolations(path.join(workspace, 'host/dist'), remotePageTitles(workspace), endpoints));
    for (const drill of AREA_DRILLS) {
      failures.push(...exposesOnlyItsPages(drill.area, path.join(workspace, 'remotes', drill.area, 'dist')));
    }

    for (const drill of AREA_DRILLS) {
      const outside = editsOutsideArea(drill);
      if (outside.length)
        failures.push(`${drill.area}'s change touches files outside remotes/${drill.area}: ${outside.join(', ')}`);
      for (const edit of drill.edits) applyEdit(workspace, edit);
      addPage(workspace, drill);
      console.log(
        `  changed ${drill.area}: a declaration's wording, a new endpoint, the hidden page ${drill.page.path}`,
      );
    }
    for (const pkg of packages) build(workspace, pkg);

    const hostChanged = differences(before.get('host')!, fingerprint(path.join(workspace, 'host/dist')));
    if (hostChanged.length) failures.push(`the host's files changed: ${hostChanged.join(', ')}`);
    else console.log('  host: byte-identical');
    for (const drill of AREA_DRILLS) {
      const pkg = `remotes/${drill.area}`;
      const dist = path.join(workspace, pkg, 'dist');
      const changed = differences(before.get(pkg)!, fingerprint(dist));
      if (!changed.length) failures.push(`${drill.area} did not change`);
      const { pages, exposes } = readRemote(dist);
      if (!pages.some((page) => page.module === drill.page.module && page.path === drill.page.path)) {
        failures.push(`${drill.area}'s pages.json does not declare ${drill.page.path}`);
      }
      if (!exposes.includes(drill.page.module)) failures.push(`${drill.area} does not expose ${drill.page.module}`);
      failures.push(...exposesOnlyItsPages(drill.area, dist));
      console.log(`  ${drill.area}: ${changed.length} files changed`);
    }
  } finally {
    if (!process.env.KEEP_DRILL) fs.rmSync(workspace, { recursive: true, force: true });
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (failures.length) {
    console.error(`delivery drill failed (${seconds} s):\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log(`delivery drill passed in ${seconds} s`);
  }
}

main();
