/**
 * The delivery drill (`pnpm test:drill`): proves that an area team releases on its own, and that the server and
 * the areas agree. In a copy of the workspace it builds the host, the server and the drilled areas' remotes, makes
 * the three changes an area team makes most (a rule of a record declaration that changes what a request accepts,
 * with its migration when it is a column's; a new endpoint with its server route; a new hidden page:
 * `drillChanges.ts`) in two areas, raising each area's API contract (a minor: something was added), and builds
 * again. It asserts that the host's files are byte-identical (the build's `mf-manifest-stats.json` aside, which
 * records build times) while each area's changed and declares its new page and contract; that `pnpm release`
 * refuses each remote while the built server is the old one, naming both contracts, and releases it once the
 * server is built with the change. Before the changes it checks the boundary itself: the host's files hold no
 * area endpoint nor any remote page's title, and each remote exposes exactly the pages its table declares.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { serverContractsOf } from '../releaseRegistry';
import { AREA_DRILLS, editsOutsideArea, insideArea, nextMinor, type AreaDrill, type FileEdit } from './drillChanges';
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

/** Builds the server as `pnpm --filter ./server build` does: `dist/main.cjs` and `dist/contracts.json`. */
function buildServer(workspace: string): void {
  const started = Date.now();
  const result = spawnSync(process.execPath, ['build.mjs'], { cwd: path.join(workspace, 'server'), encoding: 'utf8' });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout}\n${result.stderr}\n`);
    throw new Error('building the server failed');
  }
  console.log(`  built server in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const tsx = require.resolve('tsx/cli');

/** `pnpm release <area> --dir <dist>` of the copy, on this machine, into `releasesDir`: its exit code and output. */
function releaseTool(workspace: string, releasesDir: string, area: string): { code: number | null; output: string } {
  const result = spawnSync(
    process.execPath,
    [tsx, 'deploy/src/releaseCli.ts', area, '--dir', path.join(workspace, 'remotes', area, 'dist')],
    {
      cwd: workspace,
      encoding: 'utf8',
      env: {
        ...process.env,
        RELEASES_DIR: releasesDir,
        HOST_DIST: path.join(workspace, 'host/dist'),
        SERVER_DIST: path.join(workspace, 'server/dist'),
      },
    },
  );
  return { code: result.status, output: `${result.stdout}${result.stderr}`.trim() };
}

/** Raises the minor of the area's API contract (`src/contract.json`); answers the versions before and after. */
function raiseContract(workspace: string, area: string): { from: string; to: string } {
  const file = path.join(workspace, 'remotes', area, 'src/contract.json');
  const contract = JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string; changes?: Record<string, string> };
  const from = contract.version;
  const to = nextMinor(from);
  contract.version = to;
  contract.changes = { ...contract.changes, [to]: 'the delivery drill: a longer rule, an endpoint, a hidden page' };
  fs.writeFileSync(file, `${JSON.stringify(contract, null, 2)}\n`);
  return { from, to };
}

/** Generates the migration of the copy's changed tables; answers the files it added under `server/drizzle`. */
function generateMigration(workspace: string, name: string): string[] {
  const dir = path.join(workspace, 'server/drizzle');
  const before = fingerprint(dir);
  const result = spawnSync(process.execPath, [tsx, 'src/composition/generateMigration.ts', '--name', name], {
    cwd: path.join(workspace, 'server'),
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout}\n${result.stderr}\n`);
    throw new Error('generating the migration failed');
  }
  return differences(before, fingerprint(dir)).map((file) => `server/drizzle/${file}`);
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

type Built = { pages: { module: string; path?: string }[]; contract?: string; exposes: string[] };

function readRemote(dist: string): Built {
  const pages = JSON.parse(fs.readFileSync(path.join(dist, 'pages.json'), 'utf8')) as Omit<Built, 'exposes'>;
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
    exposes: { name: string }[];
  };
  return { pages: pages.pages, contract: pages.contract, exposes: manifest.exposes.map((expose) => expose.name) };
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
    buildServer(workspace);
    const before = new Map(
      [...packages, 'server'].map((pkg) => [pkg, fingerprint(path.join(workspace, pkg, 'dist'))] as const),
    );

    const endpoints = areaEndpoints(workspace);
    console.log(
      `  the host's boundary: ${endpoints.length} area endpoints, ${remotePageTitles(workspace).length} page titles`,
    );
    failures.push(...hostBoundaryViolations(path.join(workspace, 'host/dist'), remotePageTitles(workspace), endpoints));
    for (const drill of AREA_DRILLS) {
      failures.push(...exposesOnlyItsPages(drill.area, path.join(workspace, 'remotes', drill.area, 'dist')));
    }

    const contracts = new Map<string, { from: string; to: string }>();
    for (const drill of AREA_DRILLS) {
      const outside = editsOutsideArea(drill);
      if (outside.length)
        failures.push(
          `${drill.area}'s change touches files outside remotes/${drill.area} and server/src/areas/${drill.area}: ${outside.join(', ')}`,
        );
      for (const edit of drill.edits) applyEdit(workspace, edit);
      addPage(workspace, drill);
      const contract = raiseContract(workspace, drill.area);
      contracts.set(drill.area, contract);
      let migration = '';
      if (drill.migration) {
        const generated = generateMigration(workspace, drill.migration);
        if (!generated.some((file) => file.endsWith(`_${drill.migration}.sql`)))
          failures.push(`${drill.area}'s rule generated no migration ${drill.migration}`);
        const stray = generated.filter((file) => !insideArea(drill.area, file, true));
        if (stray.length) failures.push(`${drill.area}'s migration touches ${stray.join(', ')}`);
        migration = `, its migration (${generated.length} files)`;
      }
      console.log(
        `  changed ${drill.area}: a rule${migration}, the endpoint ${drill.route} with its server route, ` +
          `the hidden page ${drill.page.path}; its API contract ${contract.from} -> ${contract.to}`,
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
      const { pages, contract, exposes } = readRemote(dist);
      if (!pages.some((page) => page.module === drill.page.module && page.path === drill.page.path)) {
        failures.push(`${drill.area}'s pages.json does not declare ${drill.page.path}`);
      }
      if (contract !== contracts.get(drill.area)!.to)
        failures.push(
          `${drill.area}'s pages.json records the contract ${contract}, not ${contracts.get(drill.area)!.to}`,
        );
      if (!exposes.includes(drill.page.module)) failures.push(`${drill.area} does not expose ${drill.page.module}`);
      failures.push(...exposesOnlyItsPages(drill.area, dist));
      console.log(`  ${drill.area}: ${changed.length} files changed`);
    }

    // Released before its server: the built server is still the old one, which does not serve the new contract.
    const releasesDir = fs.mkdtempSync(path.join(workspace, 'releases-'));
    for (const drill of AREA_DRILLS) {
      const { from, to } = contracts.get(drill.area)!;
      const early = releaseTool(workspace, releasesDir, drill.area);
      const named = `需要服务端接口契约 ${to}，当前服务端提供的是 ${from}`;
      if (early.code === 0 || !early.output.includes(named))
        failures.push(`${drill.area} released before its server was not refused with "${named}": ${early.output}`);
      else console.log(`  ${drill.area} before its server: refused (${early.output})`);
    }
    buildServer(workspace);
    const serverDist = path.join(workspace, 'server/dist');
    const serverChanged = differences(before.get('server')!, fingerprint(serverDist));
    if (!serverChanged.includes('main.cjs')) failures.push('the server did not change');
    const served = serverContractsOf(serverDist) ?? {};
    const bundle = fs.readFileSync(path.join(serverDist, 'main.cjs'), 'utf8');
    for (const drill of AREA_DRILLS) {
      const { to } = contracts.get(drill.area)!;
      if (served[drill.area] !== to)
        failures.push(`the built server serves ${drill.area}'s contract ${served[drill.area]}, not ${to}`);
      if (!bundle.includes(`'${drill.route}'`) && !bundle.includes(`"${drill.route}"`))
        failures.push(`the built server has no route ${drill.route}`);
      const released = releaseTool(workspace, releasesDir, drill.area);
      if (released.code !== 0) failures.push(`${drill.area} was not released once its server was: ${released.output}`);
      else console.log(`  ${drill.area} once its server is built (contract ${to}): ${released.output}`);
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
