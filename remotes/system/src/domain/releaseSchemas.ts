import { releaseVersionPattern, remoteNamePattern } from '@yjf/domain/remotes';
import { z } from '@yjf/domain/zod';

/** Most files one uploaded release may hold: a remote's build has a few dozen. */
export const MAX_RELEASE_FILES = 2000;
/** Most bytes the files of one uploaded release may unpack to, counted while unpacking. */
export const MAX_RELEASE_UNPACKED_BYTES = 200 * 1024 * 1024;
/** Largest archive `POST /api/deploy/upload` takes. */
export const MAX_RELEASE_ARCHIVE_BYTES = 100 * 1024 * 1024;
/** The archive formats the release screen takes. */
export const RELEASE_ARCHIVE_ACCEPT = '.zip,.tar.gz,.tgz';

/** The format of an uploaded archive by its file name; null for anything else. */
export function releaseArchiveKind(fileName: string): 'zip' | 'tgz' | null {
  const name = fileName.toLowerCase();
  if (name.endsWith('.zip')) return 'zip';
  if (name.endsWith('.tar.gz') || name.endsWith('.tgz')) return 'tgz';
  return null;
}

/** One published version of an area, as `GET /api/deploy` lists it. */
export type ReleaseVersionInfo = {
  version: string;
  publishedAt: string;
  files: number;
  bytes: number;
  /** The version users get on their next page load. */
  live: boolean;
};

/** One area's releases: what is live, what was live before (oldest first) and every version, newest first. */
export type AreaReleaseInfo = {
  area: string;
  /** 渠道客户, 系统管理; the area itself when it has no Chinese name. */
  title: string;
  live: string | null;
  history: string[];
  versions: ReleaseVersionInfo[];
};

/** `GET /api/deploy`. */
export type DeployOverview = { areas: AreaReleaseInfo[] };

/** What `POST /api/deploy/upload` answers: the version the archive became. */
export type PublishedRelease = {
  area: string;
  version: string;
  publishedAt: string;
  files: number;
  bytes: number;
  live: boolean;
  /** What the release screen says: new or the same as one published before, live or not. */
  message: string;
};

const areaField = z.string({ error: '请选择区域' }).regex(remoteNamePattern, '区域名称不正确');
const versionField = z.string({ error: '请选择版本' }).regex(releaseVersionPattern, '版本号不正确');

/** `PUT /api/deploy/switch`: make a published version live. */
export const releaseSwitchSchema = z.object({ area: areaField, version: versionField });
export type ReleaseSwitch = z.infer<typeof releaseSwitchSchema>;

/** `POST /api/deploy/rollback`: return an area to the version live before. */
export const releaseRollbackSchema = z.object({ area: areaField });
export type ReleaseRollback = z.infer<typeof releaseRollbackSchema>;

/** The form fields of `POST /api/deploy/upload` besides the file. */
export const releaseUploadFieldsSchema = z.object({
  area: areaField,
  /** `false` publishes without making it live; anything else (or nothing) makes it live. */
  activate: z
    .string()
    .optional()
    .transform((value) => value !== 'false' && value !== '0'),
});

/** What the switch and rollback calls answer: the area's live version afterwards. */
export type ReleaseLive = { area: string; live: string; message: string };
