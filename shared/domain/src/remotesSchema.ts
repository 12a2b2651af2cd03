import type { AreaPageTable, NotInPlan, RemotesResponse, ServedContracts } from './remotes';
import { releaseVersionPattern, remoteNamePattern } from './remotes';
import { z } from './zod';

const MODULE_PATTERN = /^[A-Za-z][A-Za-z0-9]{0,63}$/;
const PATH_PATTERN = /^\/[A-Za-z0-9/:?._-]{0,200}$/;
const SEMVER = /^\d+\.\d+\.\d+$/;

/** One page of an area's page table. */
const areaPageSchema = z.object({
  module: z.string().regex(MODULE_PATTERN, '页面模块名不正确'),
  title: z.string().min(1, '页面缺少标题').max(30, '页面标题不能超过 30 个字符'),
  path: z.string().regex(PATH_PATTERN, '页面路径不正确').optional(),
  home: z.boolean().optional(),
  noCache: z.boolean().optional(),
  parent: z.string().regex(MODULE_PATTERN, '上级页面模块名不正确').optional(),
});

/** An area's Chinese title, as its page table declares it (渠道客户). */
const areaTitleSchema = z.string().trim().min(1, '区域缺少标题').max(20, '区域标题不能超过 20 个字符');

/** `pages.json` of a release: read by the release tools and the server before anything trusts it. */
export const areaPageTableSchema: z.ZodType<AreaPageTable> = z.object({
  area: z.string().regex(remoteNamePattern, '区域名不正确'),
  title: areaTitleSchema.optional(),
  kernel: z.string().regex(/^\d+\.\d+\.\d+$/, '内核版本不正确'),
  contract: z.string().regex(SEMVER, '服务端接口契约版本不正确').optional(),
  pages: z.array(areaPageSchema).max(200),
});

/** `contracts.json` of a server's build (and `GET /api/health`'s contracts): the contract it serves, by area. */
export const servedContractsSchema: z.ZodType<ServedContracts> = z.record(
  z.string().regex(remoteNamePattern, '区域名不正确'),
  z.string().regex(SEMVER, '服务端接口契约版本不正确'),
);

/**
 * `GET /api/remotes`: the version of each area the caller may open (stable, or a candidate by canary or preview),
 * where it is and its pages, and the candidates the caller's session previews.
 */
export const remotesResponseSchema: z.ZodType<RemotesResponse> = z.object({
  remotes: z.array(
    z.object({
      name: z.string().regex(remoteNamePattern),
      title: z.string(),
      version: z.string().regex(releaseVersionPattern),
      entry: z.string(),
      kernel: z.string(),
      compatible: z.boolean(),
      contract: z.string().optional(),
      contractCompatible: z.boolean(),
      pages: z.array(areaPageSchema),
      channel: z.enum(['stable', 'canary', 'preview']),
      stable: z
        .object({ version: z.string().regex(releaseVersionPattern), entry: z.string() })
        .nullable()
        .optional(),
    }),
  ),
  previews: z.array(z.object({ area: z.string().regex(remoteNamePattern), title: z.string(), version: z.string() })),
});

const planNameSchema = z.object({ code: z.string(), name: z.string() });

/** `GET /api/remotes/notInPlan`: the company's plan and the pages of the product it does not open. */
export const notInPlanSchema: z.ZodType<NotInPlan> = z.object({
  plan: planNameSchema.nullable(),
  pages: z.array(z.object({ path: z.string(), title: z.string(), plans: z.array(planNameSchema) })),
  outsideRole: z.array(z.object({ path: z.string(), title: z.string() })),
});
