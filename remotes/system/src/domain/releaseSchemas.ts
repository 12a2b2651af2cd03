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

/**
 * An area's candidate (候选版本): a published version that is not live, given to the companies of its canary (named
 * or picked by share) and to the sessions that preview it, until it is promoted to everyone or withdrawn.
 */
export type ReleaseCandidateInfo = {
  version: string;
  /** The companies named for the canary. */
  companies: { id: number; name: string }[];
  /** Percent of companies picked by a stable hash of company and area (the platform company never is). */
  share: number;
  /** The account (phone) of the administrator who made it the candidate, or made the deploy token that did. */
  createdBy: string;
  createdAt: string;
  /** How many enabled companies get the candidate now (named or picked by share). */
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
  /** The area's candidate, or null when it has none. */
  candidate: ReleaseCandidateInfo | null;
};

/** A candidate withdrawn or a version rolled back by the server itself, from what users' browsers reported. */
export type AutomaticReleaseChange = { at: string; description: string };

/** `GET /api/deploy`, with the automatic withdrawals and rollbacks of the last day, newest first. */
export type DeployOverview = { areas: AreaReleaseInfo[]; automatic: AutomaticReleaseChange[] };

/** What `POST /api/deploy/upload` answers: the version the archive became. */
export type PublishedRelease = {
  area: string;
  version: string;
  publishedAt: string;
  files: number;
  bytes: number;
  live: boolean;
  /** Whether the upload became the area's candidate (`candidate=true`). */
  candidate: boolean;
  /** What the release screen says: new or the same as one published before, live, candidate or neither. */
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
export const releaseUploadFieldsSchema = z
  .object({
    area: areaField,
    /** `false` publishes without making it live; anything else (or nothing) makes it live. */
    activate: z.string().optional(),
    /** `true` publishes without making it live and makes it the area's candidate (replacing an earlier one). */
    candidate: z.enum(['true', 'false'], { error: '候选（candidate）只能是 true 或 false' }).optional(),
  })
  .transform(({ area, activate, candidate }) => ({
    area,
    candidate: candidate === 'true',
    activate: candidate !== 'true' && activate !== 'false' && activate !== '0',
  }));
export type ReleaseUploadFields = z.infer<typeof releaseUploadFieldsSchema>;

/** Most companies a canary names by hand (more are better picked by share). */
export const MAX_CANARY_COMPANIES = 200;

/** `PUT /api/deploy/candidate`: make a published version that is not live the area's candidate. */
export const releaseCandidateSchema = z.object({ area: areaField, version: versionField });
export type ReleaseCandidate = z.infer<typeof releaseCandidateSchema>;

const companyIdField = z
  .number({ error: '公司编号必须是正整数' })
  .int('公司编号必须是正整数')
  .positive('公司编号必须是正整数')
  .max(2_147_483_647, '公司编号必须是正整数');

/** `PUT /api/deploy/canary`: who gets the candidate — named companies and a share of the others. */
export const releaseCanarySchema = z.object({
  area: areaField,
  companies: z
    .array(companyIdField, { error: '请选择灰度公司（可以不选）' })
    .max(MAX_CANARY_COMPANIES, `灰度公司最多 ${MAX_CANARY_COMPANIES} 家，更多请用比例`)
    .transform((ids) => [...new Set(ids)]),
  share: z
    .number({ error: '灰度比例必须是 0 到 100 的整数' })
    .int('灰度比例必须是 0 到 100 的整数')
    .min(0, '灰度比例必须是 0 到 100 的整数')
    .max(100, '灰度比例必须是 0 到 100 的整数'),
});
export type ReleaseCanary = z.infer<typeof releaseCanarySchema>;

/** `POST /api/deploy/promote` (the candidate goes live for everyone) and `POST /api/deploy/withdraw`. */
export const releaseAreaSchema = z.object({ area: areaField });
export type ReleaseArea = z.infer<typeof releaseAreaSchema>;

/** `PUT /api/deploy/preview`: the caller's session previews the area's candidate. */
export const releasePreviewSchema = z.object({ area: areaField, version: versionField });
export type ReleasePreview = z.infer<typeof releasePreviewSchema>;

/** `DELETE /api/deploy/preview?area=`: the caller's session stops previewing the area. */
export const releasePreviewEndSchema = z.object({ area: areaField });
export type ReleasePreviewEnd = z.infer<typeof releasePreviewEndSchema>;

/** What the candidate, canary, promote and withdraw calls answer: the area's live version and candidate afterwards. */
export type RolloutChange = {
  area: string;
  /** The live version afterwards (changed only by promote). */
  live: string | null;
  candidate: ReleaseCandidateInfo | null;
  message: string;
};

/** What the switch and rollback calls answer: the area's live version afterwards. */
export type ReleaseLive = { area: string; live: string; message: string };

/** What `PUT` and `DELETE /api/deploy/preview` answer: the version the caller's session now previews (null: none). */
export type PreviewChange = { area: string; version: string | null; message: string };
