import { remoteNamePattern } from '@yjf/domain/remotes';
import { z } from '@yjf/domain/zod';

/**
 * Deploy tokens (部署令牌): what lets an area team's pipeline publish, switch and roll back its own areas on a
 * running server (`pnpm release <area> --server <url> --token <token>`) without an administrator's session.
 * A token names the areas it may release, is shown once when made, kept only as its SHA-256, and can be revoked.
 */

/** Every deploy token starts with this, so the server tells it from a session token before looking it up. */
export const DEPLOY_TOKEN_PREFIX = 'yjfd_';

/**
 * What a token may do. `candidate`: upload candidates (not live), choose their canary and let its maker preview
 * them — it can never put code in front of every user. `release`: also upload live, switch, roll back, promote
 * and withdraw. New tokens are `candidate` unless asked otherwise; tokens made before the levels are `release`.
 */
export const DEPLOY_TOKEN_LEVELS = ['candidate', 'release'] as const;
export type DeployTokenLevel = (typeof DEPLOY_TOKEN_LEVELS)[number];

/** How 发布管理 names a level. */
export const DEPLOY_TOKEN_LEVEL_NAMES: Record<DeployTokenLevel, string> = {
  candidate: '候选级（上传候选、灰度）',
  release: '发布级（还可上线、切换、回滚、推全、撤回）',
};

/** `POST /api/deploy/tokens`: a new token for a pipeline. */
export const deployTokenCreateSchema = z.object({
  name: z.string({ error: '请填写令牌名称' }).trim().min(1, '请填写令牌名称').max(50, '令牌名称不能超过 50 个字'),
  areas: z
    .array(z.string().regex(remoteNamePattern, '区域名称不正确'), { error: '请选择可发布的区域' })
    .min(1, '请选择可发布的区域')
    .max(32, '区域太多'),
  level: z.enum(DEPLOY_TOKEN_LEVELS, { error: '令牌级别只能是候选级或发布级' }).default('candidate'),
});
/** What a caller sends: the level may be left out (candidate). */
export type DeployTokenCreate = z.input<typeof deployTokenCreateSchema>;

/** One token as 发布管理 lists it: never the token itself, only how it starts. */
export type DeployTokenInfo = {
  id: number;
  name: string;
  areas: string[];
  level: DeployTokenLevel;
  /** The first characters of the token (`yjfd_AbC1…`), so an administrator can tell which one a pipeline holds. */
  hint: string;
  createdBy: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
};

/** What making a token answers: the token, this once. */
export type CreatedDeployToken = DeployTokenInfo & { token: string };
