import fs from 'node:fs';
import path from 'node:path';
import type { AreaReleases, LiveFile, ReleaseRegistry } from '@yjf/deploy/releaseRegistry';
import { readStored, type FileStorage } from '../../adapters/storage/FileStorage';
import type { NoticeChannel } from '../../db/notices';
import { filesUnder } from '../../adapters/storage/moveToBucket';

/**
 * The releases in object storage, when the server's files are in a bucket (FILES_BUCKET): the bucket holds every
 * published version and the live file, and each instance keeps a copy in its own releases folder, which it serves
 * from (no folder is shared between instances). Under `releases/` in the bucket:
 *
 *   live.json                         the live file every instance follows
 *   areas/<area>/<version>/<file>     a version's files, never changed once written
 *   areas/<area>/<version>.files.json the version's list of files, written after them: a version is in the
 *                                     bucket once its list is
 *   host/<version>/…, host/<version>.files.json   the same for the host
 *
 * A change (publish, switch, rollback, a candidate made live) runs under the registry's lock: the instance first
 * takes the bucket's state, changes its copy, then writes the new versions and the live file to the bucket and
 * tells the others (notice `yjf_releases`), which take it: the files first, the live file last, so an instance
 * never names a version it cannot serve.
 */
export const RELEASES_PREFIX = 'releases/';
/** The notice that tells every instance the bucket's releases changed. */
export const RELEASES_CHANNEL = 'yjf_releases' satisfies NoticeChannel;
const LIVE_KEY = `${RELEASES_PREFIX}live.json`;

type VersionFolder = { prefix: string; dir: string; contentHash: string };
type FileList = { files: { path: string; size: number }[] };

/** How many files of a version are sent or fetched at once. */
const PARALLEL_FILES = 8;

async function inParallel<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_FILES, items.length) }, worker));
}

const emptyLive = (): LiveFile => ({ areas: Object.create(null) as LiveFile['areas'] });

export class ReleaseMirror {
  /** Versions known to be whole in the bucket, by prefix: not asked again. */
  private readonly inBucket = new Set<string>();
  /** One pull at a time; a pull asked for while one runs follows it. */
  private pulling: Promise<void> = Promise.resolve();

  constructor(
    private readonly registry: ReleaseRegistry,
    private readonly bucket: FileStorage,
  ) {}

  /** Every version folder a live file names: its place in the bucket and in this instance's folder. */
  private foldersOf(state: LiveFile): VersionFolder[] {
    const areas = Object.entries(state.areas).flatMap(([area, releases]) =>
      releases.versions.map(({ version, contentHash }) => ({
        prefix: `${RELEASES_PREFIX}areas/${area}/${version}`,
        dir: this.registry.versionDir(area, version),
        contentHash,
      })),
    );
    const host = (state.host?.versions ?? []).map(({ version, contentHash }) => ({
      prefix: `${RELEASES_PREFIX}host/${version}`,
      dir: this.registry.hostVersionDir(version),
      contentHash,
    }));
    return [...areas, ...host];
  }

  /** The bucket's live file, or null while no release was ever written there. */
  private async bucketLive(): Promise<LiveFile | null> {
    const raw = await readStored(this.bucket, LIVE_KEY);
    if (!raw) return null;
    const file = JSON.parse(raw.toString('utf8')) as LiveFile;
    return { ...file, areas: Object.assign(emptyLive().areas, file.areas) };
  }

  /** Takes the bucket's state: fetches the versions this instance lacks, then follows its live file. */
  pull(): Promise<void> {
    const run = this.pulling.then(() => this.pullNow());
    this.pulling = run.catch(() => {});
    return run;
  }

  private async pullNow(): Promise<void> {
    const state = await this.bucketLive();
    if (!state) return;
    // The same build published here under another name (each instance's start publishes its own builds): copied
    // from there rather than fetched.
    const here = new Map(
      this.foldersOf(this.registry.read())
        .filter((folder) => fs.existsSync(folder.dir))
        .map((folder) => [folder.contentHash, folder.dir]),
    );
    for (const folder of this.foldersOf(state)) {
      if (!fs.existsSync(folder.dir)) await this.fetchVersion(folder, here.get(folder.contentHash));
      this.inBucket.add(folder.prefix);
    }
    if (JSON.stringify(state) !== JSON.stringify(this.registry.read())) this.registry.adopt(state);
  }

  /** Writes the versions the bucket lacks, then this instance's live file, to the bucket. */
  async push(): Promise<void> {
    const state = this.registry.read();
    for (const folder of this.foldersOf(state)) await this.sendVersion(folder);
    await this.bucket.put(LIVE_KEY, Buffer.from(`${JSON.stringify(state, null, 2)}\n`), 'application/json');
  }

  /**
   * When the instance starts: the versions it published from its own builds (`pnpm start`, the cluster) join the
   * bucket's, a build the bucket has never seen going live as a start's publish does (`onlyIfNew`); a build the
   * bucket holds (by content) changes nothing. Then it takes the bucket's state. Run under the registry's lock.
   */
  async join(): Promise<void> {
    const local = this.registry.read();
    const shared = (await this.bucketLive()) ?? emptyLive();
    let changed = false;
    const joinReleases = (mine: AreaReleases, theirs: AreaReleases, prefixOf: (version: string) => string) => {
      for (const version of mine.versions) {
        if (theirs.versions.some((known) => known.contentHash === version.contentHash)) continue;
        theirs.versions.push(version);
        changed = true;
        if (mine.live === version.version) {
          if (theirs.live) theirs.history.push(theirs.live);
          theirs.live = version.version;
          theirs.liveSince = new Date().toISOString();
        }
        this.inBucket.delete(prefixOf(version.version));
      }
    };
    for (const [area, releases] of Object.entries(local.areas)) {
      joinReleases(releases, (shared.areas[area] ??= { live: null, history: [], versions: [] }), (v) => {
        return `${RELEASES_PREFIX}areas/${area}/${v}`;
      });
    }
    if (local.host) {
      joinReleases(local.host, (shared.host ??= { live: null, history: [], versions: [] }), (v) => {
        return `${RELEASES_PREFIX}host/${v}`;
      });
    }
    if (changed) {
      for (const folder of this.foldersOf(shared)) if (fs.existsSync(folder.dir)) await this.sendVersion(folder);
      await this.bucket.put(LIVE_KEY, Buffer.from(`${JSON.stringify(shared, null, 2)}\n`), 'application/json');
    }
    await this.pull();
  }

  private async sendVersion(folder: VersionFolder): Promise<void> {
    if (this.inBucket.has(folder.prefix)) return;
    const listKey = `${folder.prefix}.files.json`;
    const known = await this.bucket.get(listKey);
    if (known) {
      known.body.destroy();
    } else {
      const files = filesUnder(folder.dir).map((file) => ({
        path: file,
        size: fs.statSync(path.join(folder.dir, file)).size,
      }));
      await inParallel(files, async (file) => {
        const data = await fs.promises.readFile(path.join(folder.dir, file.path));
        await this.bucket.put(`${folder.prefix}/${file.path}`, data, 'application/octet-stream');
      });
      const list: FileList = { files };
      await this.bucket.put(listKey, Buffer.from(JSON.stringify(list)), 'application/json');
    }
    this.inBucket.add(folder.prefix);
  }

  /**
   * Copies a version from the bucket (or from `sameBuild`, this instance's folder of the same files) into a
   * staging folder, checks each file's size, then puts it in place.
   */
  private async fetchVersion(folder: VersionFolder, sameBuild?: string): Promise<void> {
    if (sameBuild) {
      const staging = `${folder.dir}.copying-${process.pid}`;
      await fs.promises.rm(staging, { recursive: true, force: true });
      await fs.promises.cp(sameBuild, staging, { recursive: true });
      await fs.promises.rename(staging, folder.dir);
      return;
    }
    const raw = await readStored(this.bucket, `${folder.prefix}.files.json`);
    if (!raw) throw new Error(`对象存储中没有版本 ${folder.prefix} 的文件清单：版本不完整`);
    const list = JSON.parse(raw.toString('utf8')) as FileList;
    const staging = `${folder.dir}.pulling-${process.pid}`;
    await fs.promises.rm(staging, { recursive: true, force: true });
    await inParallel(list.files, async (file) => {
      const data = await readStored(this.bucket, `${folder.prefix}/${file.path}`);
      if (!data || data.length !== file.size) {
        throw new Error(`对象存储中版本 ${folder.prefix} 的文件 ${file.path} 缺失或不完整`);
      }
      const target = path.join(staging, ...file.path.split('/'));
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.writeFile(target, data);
    });
    await fs.promises.mkdir(path.dirname(folder.dir), { recursive: true });
    await fs.promises.mkdir(staging, { recursive: true });
    await fs.promises.rename(staging, folder.dir);
  }
}
