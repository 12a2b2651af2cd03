import { servedContractsSchema } from './remotesSchema';
import { z } from './zod';

/**
 * `GET /api/health`: whether the server and its database answer, and the contract of each area's API it serves
 * (a pipeline checks there that the server its remote needs is out).
 */
export const healthSchema = z.object({
  status: z.enum(['UP', 'DOWN']),
  version: z.string(),
  contracts: servedContractsSchema,
  uptimeSeconds: z.number(),
  startedAt: z.string(),
  node: z.string(),
  memoryMb: z.object({ rss: z.number(), heapUsed: z.number() }),
  database: z.object({
    driver: z.enum(['pglite', 'postgres']),
    up: z.boolean(),
    latencyMs: z.number(),
    serverVersion: z.string(),
  }),
});
export type Health = z.infer<typeof healthSchema>;
