import { z } from './zod';

/** `GET /api/health`: whether the server and its database answer. */
export const healthSchema = z.object({
  status: z.enum(['UP', 'DOWN']),
  version: z.string(),
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
