import path from 'node:path';
import { z } from '@yjf/domain/zod';
import { releasesDirFrom } from '@yjf/deploy/releaseRegistry';
import { repositoryRoot } from './paths';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  RELEASES_DIR: z.string().optional(),
  HOST_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REMOTE_DEV_SERVERS: z.string().optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Folder of the embedded database, uploads and releases. */
  dataDir: string;
  /** A PostgreSQL connection string; without it the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | undefined;
  /** Published remote builds and the live-version manifest. */
  releasesDir: string;
  /** The built host shell, served at `/`. */
  hostDist: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** `pnpm dev` only: areas served by a webpack dev server instead of a release (`system=http://127.0.0.1:3006`). */
  remoteDevServers: Record<string, string>;
};

/** Reads the configuration from environment variables (documented in the README's table). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`环境变量配置错误：${problems}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    releasesDir: releasesDirFrom({ RELEASES_DIR: e.RELEASES_DIR, DATA_DIR: dataDir }),
    hostDist: path.resolve(e.HOST_DIST ?? path.join(repositoryRoot, 'host/dist')),
    logLevel: e.LOG_LEVEL,
    remoteDevServers:
      e.NODE_ENV === 'development' && e.REMOTE_DEV_SERVERS
        ? Object.fromEntries(e.REMOTE_DEV_SERVERS.split(',').map((pair) => pair.split('=') as [string, string]))
        : {},
  };
}
