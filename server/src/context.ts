import type {
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  FastifyBaseLogger,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ReleaseRegistry } from '@yjf/deploy/releaseRegistry';
import type { Config } from './config';
import type { Database } from './db/client';

/** What every area's routes need: configuration, the database and the release registry. */
export type AppContext = {
  config: Config;
  database: Database;
  releases: ReleaseRegistry;
  startedAt: Date;
};

/** The Fastify instance with zod schemas as its type provider. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
