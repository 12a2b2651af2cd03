import { z } from './zod';

/** Every error answer of the server: the HTTP status and a Chinese message for the user. */
export const apiErrorSchema = z.object({ status: z.number().int(), message: z.string() });
export type ApiError = z.infer<typeof apiErrorSchema>;
