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

/** A company named in a canary, by id and name. */
export type CanaryCompany = { id: number; name: string };

/**
 * An area's candidate: a published version that is not live, and who gets it before everyone does — the named
 * companies and a share of all companies (chosen stably: raising the share only adds companies).
 */
export type ReleaseCandidate = {
  version: string;
  companies: CanaryCompany[];
  /** Per cent of companies, 0..100. */
  share: number;
  /** The user id of who made it the candidate (the uploading admin, or the creator of the deploy token). */
  createdBy: number | null;
  createdAt: string;
  /** How many companies get the candidate now. */
  reach: number;
};

/** One area's releases: what is live, what was live before (oldest first) and every version, newest first. */
export type AreaReleaseInfo = {
  area: string;
  /** 渠道客户, 系统管理; the area itself when it has no Chinese name. */
  title: string;
  live: string | null;
  history: string[];
  versions: ReleaseVersionInfo[];
  /** The version being tried before it goes live for everyone, or null. */
  candidate: ReleaseCandidate | null;
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

/** Most companies one canary may name. */
export const MAX_CANARY_COMPANIES = 200;

/** `PUT /api/deploy/candidate`: make a published version that is not live the area's candidate. */
export const releaseCandidateSchema = z.object({ area: areaField, version: versionField });
export type ReleaseCandidateChoice = z.infer<typeof releaseCandidateSchema>;

/** `PUT /api/deploy/canary`: who gets the candidate — named companies and a share of all companies. */
export const releaseCanarySchema = z.object({
  area: areaField,
  companies: z
    .array(z.number({ error: '企业编号不正确' }).int('企业编号不正确').positive('企业编号不正确'))
    .max(MAX_CANARY_COMPANIES, `最多指定 ${MAX_CANARY_COMPANIES} 家企业`),
  share: z
    .number({ error: '请填写灰度比例' })
    .int('灰度比例须为整数')
    .min(0, '灰度比例不能小于 0')
    .max(100, '灰度比例不能大于 100'),
});
export type ReleaseCanary = z.infer<typeof releaseCanarySchema>;

/** `POST /api/deploy/promote` and `POST /api/deploy/withdraw`: the area whose candidate goes live or is withdrawn. */
export const releaseCandidateAreaSchema = z.object({ area: areaField });
export type ReleaseCandidateArea = z.infer<typeof releaseCandidateAreaSchema>;

/** `PUT /api/deploy/preview`: the caller's session uses the area's candidate. */
export const releasePreviewSchema = z.object({ area: areaField, version: versionField });
export type ReleasePreview = z.infer<typeof releasePreviewSchema>;

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
