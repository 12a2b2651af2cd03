import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PASSWORD_IV, DEFAULT_PASSWORD_KEY } from '@yjf/domain/passwordCipher';
import { DEFAULT_HSTS_MAX_AGE } from '@yjf/domain/transportSecurity';
import { z } from '@yjf/domain/zod';
import { DEFAULT_HOST, DEFAULT_PORT } from '@yjf/deploy/listenAddress';
import { releasesDirFrom } from '@yjf/deploy/releaseRegistry';
import { repositoryRoot } from './paths';

/** A percentage (or percentage points) setting: a whole number from 1 to 100. */
const percent = (fallback: number) =>
  z.coerce.number().int('须为整数').min(1, '须在 1 到 100 之间').max(100, '须在 1 到 100 之间').default(fallback);
/** The fewest page loads a decision needs. */
const loadCount = (fallback: number) =>
  z.coerce.number().int('须为整数').min(1, '至少为 1').max(1_000_000, '不能超过 1000000').default(fallback);
/** A window of minutes within the hour the counts are read over. */
const minutes = (fallback: number) =>
  z.coerce.number().int('须为整数').min(1, '须在 1 到 60 之间').max(60, '须在 1 到 60 之间').default(fallback);

const envSchema = z.object({
  // Production unless a development tool says otherwise: `pnpm dev` sets development, the tests set test.
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default(DEFAULT_HOST),
  PORT: z.coerce.number().int().min(0).max(65535).default(DEFAULT_PORT),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  RELEASES_DIR: z.string().optional(),
  HOST_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REMOTE_DEV_SERVERS: z.string().optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  HSTS_MAX_AGE: z.coerce.number().int().min(0).default(DEFAULT_HSTS_MAX_AGE),
  PASSWORD_AES_KEY: z
    .string()
    .refine((v) => [16, 24, 32].includes(Buffer.byteLength(v)), '须为 16、24 或 32 字节')
    .default(DEFAULT_PASSWORD_KEY),
  PASSWORD_AES_IV: z
    .string()
    .refine((v) => Buffer.byteLength(v) === 16, '须为 16 字节')
    .default(DEFAULT_PASSWORD_IV),
  PORTAL_URL: z.string().default('https://www.yunjiaofu.cn/portal'),
  SMS_PROVIDER: z.enum(['console', 'aliyun']).default('console'),
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().optional(),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().optional(),
  ALIYUN_SMS_SIGN_NAME: z.string().optional(),
  ALIYUN_SMS_TEMPLATE_CODE: z.string().optional(),
  ALIYUN_SMS_ENDPOINT: z.string().default('https://dysmsapi.aliyuncs.com/'),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'wechat']).default('sandbox'),
  PUBLIC_URL: z.string().url('须为完整网址，如 https://yjf.example.com').optional(),
  PAYMENT_SANDBOX_SECRET: z.string().min(16, '至少 16 个字符').optional(),
  WECHATPAY_MCHID: z.string().optional(),
  WECHATPAY_APPID: z.string().optional(),
  WECHATPAY_SERIAL_NO: z.string().optional(),
  WECHATPAY_PRIVATE_KEY: z.string().optional(),
  WECHATPAY_APIV3_KEY: z
    .string()
    .refine((v) => Buffer.byteLength(v) === 32, '须为 32 字节')
    .optional(),
  WECHATPAY_PLATFORM_PUBLIC_KEY: z.string().optional(),
  WECHATPAY_PLATFORM_SERIAL: z.string().optional(),
  WECHATPAY_NOTIFY_URL: z.string().url('须为完整网址').optional(),
  WECHATPAY_ENDPOINT: z.string().default('https://api.mch.weixin.qq.com'),
  S3_ENDPOINT: z.string().url('须为完整网址，如 http://127.0.0.1:9000').optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  S3_PUBLIC_URL: z.string().url('须为完整网址').optional(),
  FILES_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, '须为存储桶名称：3 到 63 个小写字母、数字、点或连字符')
    .optional(),
  ALLOW_DEMO_PASSWORDS: z.enum(['true', 'false']).default('false'),
  RELEASE_ROLLBACK_ENABLED: z.enum(['true', 'false']).default('true'),
  RELEASE_ROLLBACK_CANDIDATE_MARGIN: percent(20),
  RELEASE_ROLLBACK_CANDIDATE_MIN_LOADS: loadCount(20),
  RELEASE_ROLLBACK_CANDIDATE_WINDOW_MINUTES: minutes(10),
  RELEASE_ROLLBACK_STABLE_THRESHOLD: percent(50),
  RELEASE_ROLLBACK_STABLE_MIN_LOADS: loadCount(20),
  RELEASE_ROLLBACK_STABLE_WINDOW_MINUTES: minutes(15),
  RELEASE_ROLLBACK_CHECK_SECONDS: z.coerce
    .number()
    .int('须为整数')
    .min(1, '须在 1 到 3600 之间')
    .max(3600, '须在 1 到 3600 之间')
    .default(30),
});

/** An S3-compatible bucket (对象存储, `/api/qiNiuContent`). */
/** Where the server keeps its own files: see Config.files. */
export type FilesLocation = { kind: 'disk'; dir: string } | { kind: 'bucket'; bucket: S3Config };

export type S3Config = {
  /** Unset for AWS itself; `http://127.0.0.1:9000` for a MinIO, say. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `<endpoint>/<bucket>/<key>` rather than `<bucket>.<endpoint>/<key>` (most S3-compatible servers). */
  forcePathStyle: boolean;
  /** Where the bucket's objects are public, if they are: links then point there. */
  publicUrl: string | undefined;
};

/** WeChat Pay API v3 (Native) merchant settings; keys are PEM text (or a path to a PEM file). */
export type WechatPayConfig = {
  provider: 'wechat';
  mchId: string;
  appId: string;
  /** Serial number of the merchant API certificate (signs our requests). */
  serialNo: string;
  privateKeyPem: string;
  /** The APIv3 key: decrypts notification resources (AEAD_AES_256_GCM). */
  apiV3Key: string;
  /** WeChat Pay's platform public key: verifies notification signatures. */
  platformPublicKeyPem: string;
  /** When set, a notification signed under another serial is refused. */
  platformSerial: string | undefined;
  notifyUrl: string;
  /** `https://api.mch.weixin.qq.com`; tests point it at a local server. */
  endpoint: string;
};

/**
 * When releases are withdrawn or rolled back by themselves, from what users' browsers report (releaseHealth.ts).
 * Percentages are whole numbers (20 is 20%).
 */
export type ReleaseRollbackSettings = {
  enabled: boolean;
  /** A candidate is withdrawn when its failure rate passes the stable version's by more than these points... */
  candidateMargin: number;
  /** ...over at least this many page loads tried... */
  candidateMinLoads: number;
  /** ...in this many last minutes. */
  candidateWindowMinutes: number;
  /** A version that just went live is rolled back when its failure rate passes this percentage... */
  stableThreshold: number;
  /** ...over at least this many page loads tried... */
  stableMinLoads: number;
  /** ...within this many minutes of going live. */
  stableWindowMinutes: number;
  /** How often each server instance reads the counts and decides (`releases/autoRollback.ts`). */
  checkSeconds: number;
};

export type Config = {
  env: 'development' | 'production' | 'test';
  /** `/dev/captcha` and `/dev/sms`: only under `pnpm dev` and the tests, never in production. */
  devHelpers: boolean;
  /** Why other machines can reach this server (not on loopback, behind a proxy), or null when they cannot. */
  exposedBy: string | null;
  /** A reachable server may still carry the demo accounts' published password (ALLOW_DEMO_PASSWORDS=true). */
  allowDemoPasswords: boolean;
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
  /** Behind one reverse proxy: the client address is the last X-Forwarded-For entry (the one the proxy added). */
  trustProxy: boolean;
  /** Seconds of Strict-Transport-Security sent to https requests; 0 sends none. */
  hstsMaxAge: number;
  /** Key and IV of the password encryption between browser and server. */
  passwordCipher: { key: string; iv: string };
  /** The external portal the 'back to home' link opens. */
  portalUrl: string;
  sms:
    | { provider: 'console' }
    | {
        provider: 'aliyun';
        accessKeyId: string;
        accessKeySecret: string;
        signName: string;
        templateCode: string;
        endpoint: string;
      };
  /** Where payments go: the sandbox page of this server, or WeChat Pay. */
  payment: { provider: 'sandbox'; publicUrl: string | undefined; sandboxSecret: string } | WechatPayConfig;
  /** The object storage bucket of 对象存储; null when S3_BUCKET and its keys are not set. */
  s3: S3Config | null;
  /**
   * Where the server's own files are (attachments, 图床 pictures, avatars, 本地存储): under DATA_DIR/files, or
   * in the bucket FILES_BUCKET names, reached with the S3_* endpoint and keys.
   */
  files: FilesLocation;
  releaseRollback: ReleaseRollbackSettings;
};

const WECHATPAY_REQUIRED = [
  'WECHATPAY_MCHID',
  'WECHATPAY_APPID',
  'WECHATPAY_SERIAL_NO',
  'WECHATPAY_PRIVATE_KEY',
  'WECHATPAY_APIV3_KEY',
  'WECHATPAY_PLATFORM_PUBLIC_KEY',
  'WECHATPAY_NOTIFY_URL',
] as const;

const LOOPBACK_HOSTS = new Set(['localhost', '::1', '[::1]']);
const isLoopback = (host: string) => LOOPBACK_HOSTS.has(host.toLowerCase()) || /^127\.\d+\.\d+\.\d+$/.test(host);

/**
 * Why machines other than this one can reach the server, or null: it listens beyond loopback, it sits behind a
 * proxy, or the public URL it gives out names another host.
 */
export function exposureOf(e: { HOST: string; TRUST_PROXY: string; PUBLIC_URL?: string | undefined }): string | null {
  if (!isLoopback(e.HOST)) return `HOST=${e.HOST}`;
  if (e.TRUST_PROXY === 'true') return 'TRUST_PROXY=true';
  if (e.PUBLIC_URL && !isLoopback(new URL(e.PUBLIC_URL).hostname)) return `PUBLIC_URL=${e.PUBLIC_URL}`;
  return null;
}

/** PEM text as given, or read from the file a path names. */
const pemOf = (value: string) => (value.includes('-----BEGIN') ? value : readFileSync(value, 'utf8'));

/** Reads the configuration from environment variables (documented in the README's table). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`环境变量配置错误：${problems}`);
  }
  const e = parsed.data;
  if (e.SMS_PROVIDER === 'aliyun') {
    const missing = [
      'ALIYUN_SMS_ACCESS_KEY_ID',
      'ALIYUN_SMS_ACCESS_KEY_SECRET',
      'ALIYUN_SMS_SIGN_NAME',
      'ALIYUN_SMS_TEMPLATE_CODE',
    ].filter((name) => !e[name as keyof typeof e]);
    if (missing.length) throw new Error(`环境变量配置错误：SMS_PROVIDER=aliyun 还需要 ${missing.join('、')}`);
  }
  const exposedBy = exposureOf(e);
  if (exposedBy && !env.PAYMENT_PROVIDER) {
    throw new Error(
      `环境变量配置错误：服务器可被其他机器访问（${exposedBy}），默认的沙箱支付不会真正收款。` +
        `请设置 PAYMENT_PROVIDER=wechat 接入微信支付，或明确设置 PAYMENT_PROVIDER=sandbox 继续使用沙箱。` +
        ` / The server is reachable from other machines (${exposedBy}) and the default sandbox payments take no money:` +
        ` set PAYMENT_PROVIDER=wechat, or PAYMENT_PROVIDER=sandbox to keep the sandbox on purpose.`,
    );
  }
  if (e.PAYMENT_PROVIDER === 'wechat') {
    const missing = WECHATPAY_REQUIRED.filter((name) => !e[name]);
    if (missing.length) throw new Error(`环境变量配置错误：PAYMENT_PROVIDER=wechat 还需要 ${missing.join('、')}`);
  }
  const s3Set = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => e[name]);
  // Keys alone are FILES_BUCKET's; the bucket of 对象存储 (S3_BUCKET) needs them too.
  if (s3Set.length && s3Set.length < 3 && (e.S3_BUCKET || !e.FILES_BUCKET)) {
    throw new Error('环境变量配置错误：对象存储需要同时设置 S3_BUCKET、S3_ACCESS_KEY_ID 和 S3_SECRET_ACCESS_KEY');
  }
  if (e.FILES_BUCKET && !(e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY)) {
    throw new Error(
      '环境变量配置错误：FILES_BUCKET（文件存到对象存储）还需要 S3_ACCESS_KEY_ID 和 S3_SECRET_ACCESS_KEY',
    );
  }
  if (e.FILES_BUCKET && e.FILES_BUCKET === e.S3_BUCKET) {
    throw new Error(
      '环境变量配置错误：FILES_BUCKET 不能与 S3_BUCKET 相同：对象存储页面可以列出和删除 S3_BUCKET 里的一切，系统自己的文件须放在另一个桶',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    devHelpers: e.NODE_ENV !== 'production',
    exposedBy,
    allowDemoPasswords: e.ALLOW_DEMO_PASSWORDS === 'true',
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
    trustProxy: e.TRUST_PROXY === 'true',
    hstsMaxAge: e.HSTS_MAX_AGE,
    passwordCipher: { key: e.PASSWORD_AES_KEY, iv: e.PASSWORD_AES_IV },
    portalUrl: e.PORTAL_URL,
    sms:
      e.SMS_PROVIDER === 'aliyun'
        ? {
            provider: 'aliyun',
            accessKeyId: e.ALIYUN_SMS_ACCESS_KEY_ID!,
            accessKeySecret: e.ALIYUN_SMS_ACCESS_KEY_SECRET!,
            signName: e.ALIYUN_SMS_SIGN_NAME!,
            templateCode: e.ALIYUN_SMS_TEMPLATE_CODE!,
            endpoint: e.ALIYUN_SMS_ENDPOINT,
          }
        : { provider: 'console' },
    payment:
      e.PAYMENT_PROVIDER === 'wechat'
        ? {
            provider: 'wechat',
            mchId: e.WECHATPAY_MCHID!,
            appId: e.WECHATPAY_APPID!,
            serialNo: e.WECHATPAY_SERIAL_NO!,
            privateKeyPem: pemOf(e.WECHATPAY_PRIVATE_KEY!),
            apiV3Key: e.WECHATPAY_APIV3_KEY!,
            platformPublicKeyPem: pemOf(e.WECHATPAY_PLATFORM_PUBLIC_KEY!),
            platformSerial: e.WECHATPAY_PLATFORM_SERIAL,
            notifyUrl: e.WECHATPAY_NOTIFY_URL!,
            endpoint: e.WECHATPAY_ENDPOINT,
          }
        : {
            provider: 'sandbox',
            publicUrl: e.PUBLIC_URL,
            // Signs the sandbox page's notifications; unless set, the one in the database (withSharedSecrets), the
            // same for every instance.
            sandboxSecret: e.PAYMENT_SANDBOX_SECRET ?? '',
          },
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          bucket: e.S3_BUCKET!,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
          publicUrl: e.S3_PUBLIC_URL,
        }
      : null,
    files: e.FILES_BUCKET
      ? {
          kind: 'bucket',
          bucket: {
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.FILES_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
            forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
            publicUrl: undefined,
          },
        }
      : { kind: 'disk', dir: path.join(dataDir, 'files') },
    releaseRollback: {
      enabled: e.RELEASE_ROLLBACK_ENABLED === 'true',
      candidateMargin: e.RELEASE_ROLLBACK_CANDIDATE_MARGIN,
      candidateMinLoads: e.RELEASE_ROLLBACK_CANDIDATE_MIN_LOADS,
      candidateWindowMinutes: e.RELEASE_ROLLBACK_CANDIDATE_WINDOW_MINUTES,
      stableThreshold: e.RELEASE_ROLLBACK_STABLE_THRESHOLD,
      stableMinLoads: e.RELEASE_ROLLBACK_STABLE_MIN_LOADS,
      stableWindowMinutes: e.RELEASE_ROLLBACK_STABLE_WINDOW_MINUTES,
      checkSeconds: e.RELEASE_ROLLBACK_CHECK_SECONDS,
    },
  };
}
