import { remoteNamePattern } from '@yjf/domain/remotes';
import { z } from '@yjf/domain/zod';

/**
 * Deploy tokens (部署令牌): what lets an area team's pipeline publish, switch and roll back its own areas on a
 * running server (`pnpm release <area> --server <url> --token <token>`) without an administrator's session.
 * A token names the areas it may release, is shown once when made, kept only as its SHA-256, and can be revoked.
 */

/** Every deploy token starts with this, so the server tells it from a session token before looking it up. */
export const DEPLOY_TOKEN_PREFIX = 'yjfd_';

/** `POST /api/deploy/tokens`: a new token for a pipeline. */
export const deployTokenCreateSchema = z.object({
  name: z.string({ error: '请填写令牌名称' }).trim().min(1, '请填写令牌名称').max(50, '令牌名称不能超过 50 个字'),
  areas: z
    .array(z.string().regex(remoteNamePattern, '区域名称不正确'), { error: '请选择可发布的区域' })
    .min(1, '请选择可发布的区域')
    .max(32, '区域太多'),
});
export type DeployTokenCreate = z.infer<typeof deployTokenCreateSchema>;

/** One token as 发布管理 lists it: never the token itself, only how it starts. */
export type DeployTokenInfo = {
  id: number;
  name: string;
  areas: string[];
  /** The first characters of the token (`yjfd_AbC1…`), so an administrator can tell which one a pipeline holds. */
  hint: string;
  createdBy: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
};

/** What making a token answers: the token, this once. */
export type CreatedDeployToken = DeployTokenInfo & { token: string };
