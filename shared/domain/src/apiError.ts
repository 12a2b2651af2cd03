import { z } from './zod';

/**
 * Every error answer of the server: the HTTP status and a Chinese message for the user; for the server's own
 * failures (5xx) also the request's id, which its log lines carry (a user's screenshot of the error finds them).
 */
export const apiErrorSchema = z.object({
  status: z.number().int(),
  message: z.string(),
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
