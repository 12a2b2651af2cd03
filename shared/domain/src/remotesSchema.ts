import type { RemotesResponse } from './remotes';
import { releaseVersionPattern, remoteNamePattern } from './remotes';
import { z } from './zod';

/** `GET /api/remotes`: the live version of each area and where its federation manifest is. */
export const remotesResponseSchema: z.ZodType<RemotesResponse> = z.object({
  remotes: z.array(
    z.object({
      name: z.string().regex(remoteNamePattern),
      version: z.string().regex(releaseVersionPattern),
      entry: z.string(),
    }),
  ),
});
