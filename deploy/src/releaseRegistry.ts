import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  contractRefusal,
  kernelCompatible,
  kernelRefusal,
  type AreaPageTable,
  type ServedContracts,
} from '@yjf/domain/remotes';
import { areaPageTableSchema, servedContractsSchema } from '@yjf/domain/remotesSchema';

/**
 * The releases of every remote, on disk:
 *
 *   <releasesDir>/areas/<area>/<version>/   a published build, never changed afterwards
 *   <releasesDir>/host/<version>/           a published build of the host shell (it holds `kernel.json`)
 *   <releasesDir>/live.json                 which version of each area and of the host is live, and the
 *                                           history of switches
 *
 * The server serves the folders at /remotes/, the live versions at GET /api/remotes and the live host's
 * index.html at every page; the release tool (`pnpm release`, the release screen) publishes, switches and rolls
 * back. Writes replace live.json atomically, so a server reading it never sees half a file: a release of an
 * area or of the host is seen by every instance on its next request.
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
  /**
   * When the live version went live (ISO time), for the automatic rollback, which watches a version only in its
   * first minutes; absent in a registry written before it was kept, which is then never rolled back by itself.
   */
  liveSince?: string;
};

export type LiveFile = {
  areas: Record<string, AreaReleases>;
  /** The host shell's releases; absent until a host build is published. */
  host?: AreaReleases;
};

/** The name the host goes by where areas are named too: the release screen, the upload, the CLI. */
export const HOST_RELEASE = 'host';

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
   * The kernel version of the host served while no host version is published (a development checkout's
   * HOST_DIST), or null when there is none to check against. Once a host version is live, its kernel is the
   * one checked. A version the host cannot serve is never made live (published, switched to or rolled back to).
   */
  hostKernel?: () => string | null;
  /**
   * The contracts of the areas' server APIs the running server serves, or null when there is none to check
   * against. A version built against a contract the server does not serve is never made live either.
   */
  serverContracts?: () => ServedContracts | null;
};

/** A published host version on disk: its folder and the kernel it provides. */
export type LiveHost = { version: string; dir: string; kernel: string | null };

export class ReleaseRegistry {
  readonly areasDir: string;
  /** Where the host's published versions are: `<releasesDir>/host/<version>/`. */
  readonly hostDir: string;
  private readonly liveFile: string;
  private readonly pageTables = new Map<string, AreaPageTable | null>();
  private readonly hostKernels = new Map<string, string | null>();

  constructor(
    readonly releasesDir: string,
    private readonly options: ReleaseRegistryOptions = {},
  ) {
    this.areasDir = path.join(releasesDir, 'areas');
    this.hostDir = path.join(releasesDir, HOST_RELEASE);
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

  /**
   * Refuses a release the live host's kernel or the running server's contracts cannot serve, naming the area by
   * the release's title.
   */
  private assertServable(area: string, table: Pick<AreaPageTable, 'title' | 'kernel' | 'contract'> | null): void {
    const title = table?.title ?? area;
    const host = this.hostKernel();
    const kernel = host ? kernelRefusal(title, table?.kernel ?? '0.0.0', host) : null;
    if (kernel) throw new ReleaseError(kernel);
    const served = this.servedContracts();
    const contract = served ? contractRefusal(area, table?.contract, served, title) : null;
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
    const state = this.read();
    const releases = (state.areas[area] ??= { live: null, history: [], versions: [] });
    const { release, isNew } = copyIn(buildDir, path.join(this.areasDir, area), releases, options.now);
    if (!isNew && options.onlyIfNew && releases.live) return release;
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
    goLive(releases, previous);
    this.write(state);
    return previous;
  }

  /** Where a published version's files are. */
  versionDir(area: string, version: string): string {
    return path.join(this.areasDir, area, version);
  }

  /**
   * The kernel the host provides that serves the areas: the live host version's, else (nothing published yet)
   * the one the options name.
   */
  hostKernel(): string | null {
    const live = this.liveHost();
    return live ? live.kernel : (this.options.hostKernel?.() ?? null);
  }

  /** The live host version, read from live.json on each call (another instance may have switched it). */
  liveHost(): LiveHost | null {
    const version = this.read().host?.live;
    return version ? this.hostVersion(version) : null;
  }

  /** A published host version: its folder and its kernel (read once: a version never changes). */
  hostVersion(version: string): LiveHost {
    const dir = this.hostVersionDir(version);
    if (!this.hostKernels.has(version)) this.hostKernels.set(version, hostKernelOf(dir));
    return { version, dir, kernel: this.hostKernels.get(version)! };
  }

  /** Where a published host version's files are. */
  hostVersionDir(version: string): string {
    return path.join(this.hostDir, version);
  }

  /**
   * The folders the server serves the host from, read from live.json on each call: the live version's (its
   * index.html, sign-in page and start-up files), or `fallback` (HOST_DIST) while no host version is live; then
   * every other published version, newest first, where a page opened before a host release still finds the
   * hashed chunks it asks for.
   */
  hostDirs(fallback: string): string[] {
    const host = this.read().host;
    const others = (host?.versions ?? [])
      .map((v) => v.version)
      .filter((version) => version !== host?.live)
      .reverse()
      .map((version) => this.hostVersionDir(version));
    return [host?.live ? this.hostVersionDir(host.live) : fallback, ...others];
  }

  /**
   * Copies a host build folder in as a new version of the host and makes it live. The build must hold
   * `index.html` and `kernel.json` (what marks a host build). A host whose kernel cannot serve a live area is
   * never made live: the message names both versions.
   *
   * - `activate: false` publishes without switching.
   * - `onlyIfNew: true` (what `pnpm start` does) leaves the live version alone when this build was published
   *   before, so a restart never undoes a rollback.
   * - `checkAreas: false` (`pnpm start` too) skips the check of the live areas: start publishes the areas of
   *   the same checkout right after, each checked against this host.
   */
  publishHost(
    buildDir: string,
    options: { activate?: boolean; onlyIfNew?: boolean; checkAreas?: boolean; now?: Date } = {},
  ): ReleaseVersion {
    if (!fs.existsSync(path.join(buildDir, 'index.html')))
      throw new ReleaseError(`构建目录中没有 index.html，不是主应用的构建：${buildDir}`);
    const kernel = hostKernelOf(buildDir);
    if (!kernel) throw new ReleaseError(`构建目录中没有可读的 kernel.json，不是主应用的构建：${buildDir}`);
    const state = this.read();
    const releases = (state.host ??= { live: null, history: [], versions: [] });
    if (options.activate !== false && options.checkAreas !== false) this.assertHostServes(kernel);
    const { release, isNew } = copyIn(buildDir, this.hostDir, releases, options.now);
    if (!isNew && options.onlyIfNew && releases.live) return release;
    if (options.activate !== false) switchTo(releases, release.version);
    this.write(state);
    return release;
  }

  /** Makes a published host version live. */
  switchHost(version: string): void {
    const state = this.read();
    const releases = state.host;
    if (!releases?.versions.some((v) => v.version === version)) throw new ReleaseError(`主应用没有版本 ${version}`);
    this.assertHostServes(this.hostVersion(version).kernel);
    switchTo(releases, version);
    this.write(state);
  }

  /** Returns the host to the version that was live before the current one; answers that version. */
  rollbackHost(): string {
    const state = this.read();
    const releases = state.host;
    const previous = releases?.history.at(-1);
    if (!releases || !previous) throw new ReleaseError('主应用没有可回滚的上一个版本');
    this.assertHostServes(this.hostVersion(previous).kernel);
    releases.history.pop();
    goLive(releases, previous);
    this.write(state);
    return previous;
  }

  /** Refuses a host whose kernel cannot serve a live area's release, naming both. */
  private assertHostServes(kernel: string | null): void {
    if (!kernel) throw new ReleaseError('这个主应用版本没有可读的 kernel.json');
    for (const { name, version } of this.live()) {
      const needs = this.pageTable(name, version)?.kernel;
      if (needs && !kernelCompatible(needs, kernel))
        throw new ReleaseError(
          `主应用的这个版本提供平台内核 ${kernel}，线上的 ${name} 版本 ${version} 需要平台内核 ${needs}：请先发布与之兼容的 ${name}`,
        );
    }
  }

  /**
   * Takes another registry's live file as this one's (the bucket's, which every instance follows when releases
   * live in object storage): the versions it names must be here already.
   */
  adopt(state: LiveFile): void {
    this.write(state);
  }

  private write(state: LiveFile): void {
    fs.mkdirSync(this.releasesDir, { recursive: true });
    const temporary = `${this.liveFile}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, `${JSON.stringify(state, null, 2)}\n`);
    fs.renameSync(temporary, this.liveFile);
  }
}

/**
 * Copies a build folder in as a version under `parent` (`<parent>/<version>/`), unless the same files were
 * published before: answers the version and whether it is new. The caller writes the live file.
 */
function copyIn(
  buildDir: string,
  parent: string,
  releases: AreaReleases,
  now = new Date(),
): { release: ReleaseVersion; isNew: boolean } {
  const files = listFiles(buildDir);
  const hash = crypto.createHash('sha256');
  let bytes = 0;
  for (const file of files) {
    const content = fs.readFileSync(path.join(buildDir, file));
    bytes += content.length;
    hash.update(file).update('\0').update(content).update('\0');
  }
  const contentHash = hash.digest('hex').slice(0, 12);
  const known = releases.versions.find((v) => v.contentHash === contentHash);
  if (known) return { release: known, isNew: false };
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const release = {
    version: `${stamp}-${contentHash.slice(0, 7)}`,
    contentHash,
    publishedAt: now.toISOString(),
    files: files.length,
    bytes,
  };
  const target = path.join(parent, release.version);
  const staging = `${target}.staging-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.cpSync(buildDir, staging, { recursive: true });
  // The copy keeps the source folder's mode: an unpacked upload's is mkdtemp's 0700, which nginx (another
  // user, serving the releases from disk) cannot enter.
  fs.chmodSync(staging, 0o755);
  fs.rmSync(target, { recursive: true, force: true });
  fs.renameSync(staging, target);
  releases.versions.push(release);
  return { release, isNew: true };
}

function switchTo(releases: AreaReleases, version: string): void {
  if (releases.live === version) return;
  if (releases.live) releases.history.push(releases.live);
  goLive(releases, version);
}

function goLive(releases: AreaReleases, version: string): void {
  releases.live = version;
  releases.liveSince = new Date().toISOString();
}

function assertArea(area: string): void {
  if (!areaPattern.test(area) || area === HOST_RELEASE) throw new ReleaseError(`区域名称不正确：${area}`);
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
