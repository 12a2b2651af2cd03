import type {
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  FastifyBaseLogger,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DictGroup } from '@yjf/domain/dictionaries';
import type { ReleaseRegistry } from '@yjf/deploy/releaseRegistry';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Notices } from './db/notices';
import type { SmsSender } from './adapters/sms/SmsSender';
import type { FileStorage } from './adapters/storage/FileStorage';
import type { PaymentProvider } from './adapters/payment/PaymentProvider';
import type { MenuCatalog } from './platform/menus/catalog';
import type { KeptSessions } from './platform/auth/keptSessions';
import type { ReleaseMirror } from './platform/releases/releaseMirror';

/** What every area's routes need: configuration, the database, the release registry and the outside services. */
export type AppContext = {
  config: Config;
  database: Database;
  /** What this instance tells the others over the database (and hears from them). */
  notices: Notices;
  releases: ReleaseRegistry;
  startedAt: Date;
  sms: SmsSender;
  storage: FileStorage;
  /** Membership payments: the sandbox page by default, or WeChat Pay. */
  payment: PaymentProvider;
  /** Menus and plans: what a company sees and a user may do. */
  catalog: MenuCatalog;
  /** The sessions this instance has checked lately (platform/auth/keptSessions.ts). */
  sessions: KeptSessions;
  /** The releases in the bucket, which this instance's registry follows; null when files are on disk. */
  releaseMirror: ReleaseMirror | null;
  /**
   * The dictionaries of these codes (platform/dicts), with their items: the engine checks a record's
   * dictionary fields against them and writes an export's labels with them.
   */
  loadDicts: (codes: readonly string[]) => Promise<DictGroup[]>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The context the app was built with: for what runs beside the requests (the scheduled jobs) and for tests
     * that call a service directly.
     */
    appContext: AppContext;
  }
}

/** What the caller of `buildApp` provides; the app adds what it derives from the database. */
export type AppServices = Omit<AppContext, 'catalog' | 'loadDicts' | 'sessions' | 'releaseMirror'>;

/** The Fastify instance with zod schemas as its type provider. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
