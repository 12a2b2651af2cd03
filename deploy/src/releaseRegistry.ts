import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { contractRefusal, kernelRefusal, type AreaPageTable, type ServedContracts } from '@yjf/domain/remotes';
import { areaPageTableSchema, servedContractsSchema } from '@yjf/domain/remotesSchema';

/**
 * The releases of every remote, on disk:
 *
 *   <releasesDir>/areas/<area>/<version>/   a published build, never changed afterwards
 *   <releasesDir>/live.json                 which version of each area is live, and the history of switches
 *
 * The server serves the folders at /remotes/ and the live versions at GET /api/remotes; the release tool
 * (`pnpm release`, the release screen) publishes, switches and rolls back. Writes replace live.json atomically,
 * so a server reading it never sees half a file.
 */

export type ReleaseVersion = {
  version: string;
  /** Hash of the build's files: publishing the same build twice makes no second version. */
  contentHash: string;
  publishedAt: string;
  files: number;
  bytes: number;
};

export type AreaReleases = {
  live: string | null;
  /** Versions that were live before, oldest first; rollback returns to the last one. */
  history: string[];
  versions: ReleaseVersion[];
};

export type LiveFile = { areas: Record<string, AreaReleases> };

const areaPattern = /^[a-z][a-z0-9-]{0,31}$/;

export class ReleaseError extends Error {}

/** Where releases live: `RELEASES_DIR`, else `releases` in `DATA_DIR` (default `./data`). */
export function releasesDirFrom(env: NodeJS.ProcessEnv): string {
  return path.resolve(env.RELEASES_DIR || path.join(env.DATA_DIR || './data', 'releases'));
}

/**
 * The kernel version of the host a folder holds (`kernel.json`, written by the host's build), or null when no
 * host is built there.
 */
export function hostKernelOf(hostDist: string): string | null {
  try {
    const { kernel } = JSON.parse(fs.readFileSync(path.join(hostDist, 'kernel.json'), 'utf8')) as { kernel?: unknown };
    return typeof kernel === 'string' ? kernel : null;
  } catch {
    return null;
  }
}

/**
 * The contracts of the areas' server APIs a built server serves (`contracts.json`, written by the server's build
 * beside `main.cjs`), or null when no server is built there.
 */
export function serverContractsOf(serverDist: string): ServedContracts | null {
  try {
    const parsed = servedContractsSchema.safeParse(
      JSON.parse(fs.readFileSync(path.join(serverDist, 'contracts.json'), 'utf8')),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Reads and checks a build's page table (`pages.json`). */
function readPageTable(dir: string): AreaPageTable {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(path.join(dir, 'pages.json'), 'utf8'));
  } catch {
    throw new ReleaseError('构建中没有可读的 pages.json（区域的页面表），请用本平台的构建配置重新构建');
  }
  const parsed = areaPageTableSchema.safeParse(raw);
  if (!parsed.success) throw new ReleaseError(`构建中的 pages.json 不正确：${parsed.error.issues[0]?.message ?? ''}`);
  return parsed.data;
}

export type ReleaseRegistryOptions = {
  /**
   * The kernel version of the live host, or null when there is none to check against. A version the host
   * cannot serve is never made live (published, switched to or rolled back to).
   */
  hostKernel?: () => string | null;
  /**
   * The contracts of the areas' server APIs the running server serves, or null when there is none to check
   * against. A version built against a contract the server does not serve is never made live either.
   */
  serverContracts?: () => ServedContracts | null;
};

export class ReleaseRegistry {
  readonly areasDir: string;
  private readonly liveFile: string;
  private readonly pageTables = new Map<string, AreaPageTable | null>();

  constructor(
    readonly releasesDir: string,
    private readonly options: ReleaseRegistryOptions = {},
  ) {
    this.areasDir = path.join(releasesDir, 'areas');
    this.liveFile = path.join(releasesDir, 'live.json');
  }

  /** The page table of a published version (immutable, so read once), or null for a release made without one. */
  pageTable(area: string, version: string): AreaPageTable | null {
    const key = `${area}@${version}`;
    if (!this.pageTables.has(key)) {
      let table: AreaPageTable | null;
      try {
        table = readPageTable(this.versionDir(area, version));
      } catch {
        table = null;
      }
      this.pageTables.set(key, table);
    }
    return this.pageTables.get(key)!;
  }

  /** The contracts the running server serves, by area, or null when the registry was given none to check. */
  servedContracts(): ServedContracts | null {
    return this.options.serverContracts?.() ?? null;
  }

  /** Refuses a release the live host's kernel or the running server's contracts cannot serve. */
  private assertServable(area: string, table: Pick<AreaPageTable, 'kernel' | 'contract'> | null): void {
    const host = this.options.hostKernel?.();
    const kernel = host ? kernelRefusal(area, table?.kernel ?? '0.0.0', host) : null;
    if (kernel) throw new ReleaseError(kernel);
    const served = this.servedContracts();
    const contract = served ? contractRefusal(area, table?.contract, served) : null;
    if (contract) throw new ReleaseError(contract);
  }

  /**
   * The live file. Its areas are keyed by names callers send (`{"area":"constructor"}`), so they sit in an object
   * with no prototype: a name is an area or nothing, never an object's inherited member.
   */
  read(): LiveFile {
    const areas: LiveFile['areas'] = Object.create(null);
    try {
      const file = JSON.parse(fs.readFileSync(this.liveFile, 'utf8')) as LiveFile;
      return { ...file, areas: Object.assign(areas, file.areas) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { areas };
      throw error;
    }
  }

  /** The live version of each area that has one, sorted by area name. */
  live(): { name: string; version: string }[] {
    return Object.entries(this.read().areas)
      .filter((entry): entry is [string, AreaReleases & { live: string }] => Boolean(entry[1].live))
      .map(([name, area]) => ({ name, version: area.live }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  /**
   * Copies a remote's build folder in as a new version of its area and makes it live. The build must hold an
   * `mf-manifest.json` whose federation name is the area.
   *
   * - `activate: false` publishes without switching.
   * - `onlyIfNew: true` (what `pnpm start` does) leaves the live version alone when this build was published
   *   before, so a restart never undoes a rollback; a build never seen before still goes live.
   */
  publish(
    area: string,
    buildDir: string,
    options: { activate?: boolean; onlyIfNew?: boolean; now?: Date } = {},
  ): ReleaseVersion {
    assertArea(area);
    const manifestPath = path.join(buildDir, 'mf-manifest.json');
    if (!fs.existsSync(manifestPath)) throw new ReleaseError(`构建目录中没有 mf-manifest.json：${buildDir}`);
    let manifest: { name?: string; id?: string };
    try {
      manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as { name?: string; id?: string };
    } catch {
      throw new ReleaseError('构建中的 mf-manifest.json 不是合法的 JSON');
    }
    if (manifest.name !== area && manifest.id !== area) {
      throw new ReleaseError(`构建的模块名 ${manifest.name ?? '(无)'} 与发布的区域 ${area} 不一致`);
    }
    const table = readPageTable(buildDir);
    if (table.area !== area) throw new ReleaseError(`pages.json 属于区域 ${table.area}，不是 ${area}`);
    if (options.activate !== false) this.assertServable(area, table);
    const files = listFiles(buildDir);
    const hash = crypto.createHash('sha256');
    let bytes = 0;
    for (const file of files) {
      const content = fs.readFileSync(path.join(buildDir, file));
      bytes += content.length;
      hash.update(file).update('\0').update(content).update('\0');
    }
    const contentHash = hash.digest('hex').slice(0, 12);

    const state = this.read();
    const releases = (state.areas[area] ??= { live: null, history: [], versions: [] });
    let release = releases.versions.find((v) => v.contentHash === contentHash);
    if (release && options.onlyIfNew && releases.live) return release;
    if (!release) {
      const now = options.now ?? new Date();
      const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
      release = {
        version: `${stamp}-${contentHash.slice(0, 7)}`,
        contentHash,
        publishedAt: now.toISOString(),
        files: files.length,
        bytes,
      };
      const target = path.join(this.areasDir, area, release.version);
      const staging = `${target}.staging-${process.pid}`;
      fs.rmSync(staging, { recursive: true, force: true });
      fs.cpSync(buildDir, staging, { recursive: true });
      // The copy keeps the source folder's mode: an unpacked upload's is mkdtemp's 0700, which nginx (another
      // user, serving the releases from disk) cannot enter.
      fs.chmodSync(staging, 0o755);
      fs.rmSync(target, { recursive: true, force: true });
      fs.renameSync(staging, target);
      releases.versions.push(release);
    }
    if (options.activate !== false) switchTo(releases, release.version);
    this.write(state);
    return release;
  }

  /** Makes a published version of an area live. */
  switch(area: string, version: string): void {
    assertArea(area);
    const state = this.read();
    const releases = state.areas[area];
    if (!releases?.versions.some((v) => v.version === version)) throw new ReleaseError(`${area} 没有版本 ${version}`);
    this.assertServable(area, this.pageTable(area, version));
    switchTo(releases, version);
    this.write(state);
  }

  /** Returns an area to the version that was live before the current one; answers that version. */
  rollback(area: string): string {
    assertArea(area);
    const state = this.read();
    const releases = state.areas[area];
    const previous = releases?.history.pop();
    if (!releases || !previous) throw new ReleaseError(`${area} 没有可回滚的上一个版本`);
    this.assertServable(area, this.pageTable(area, previous));
    releases.live = previous;
    this.write(state);
    return previous;
  }

  /** Where a published version's files are. */
  versionDir(area: string, version: string): string {
    return path.join(this.areasDir, area, version);
  }

  private write(state: LiveFile): void {
    fs.mkdirSync(this.releasesDir, { recursive: true });
    const temporary = `${this.liveFile}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, `${JSON.stringify(state, null, 2)}\n`);
    fs.renameSync(temporary, this.liveFile);
  }
}

function switchTo(releases: AreaReleases, version: string): void {
  if (releases.live === version) return;
  if (releases.live) releases.history.push(releases.live);
  releases.live = version;
}

function assertArea(area: string): void {
  if (!areaPattern.test(area)) throw new ReleaseError(`区域名称不正确：${area}`);
}

function listFiles(dir: string, prefix = ''): string[] {
  return fs
    .readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const relative = path.join(prefix, entry.name);
      return entry.isDirectory() ? listFiles(dir, relative) : [relative];
    });
}
