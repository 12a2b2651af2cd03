import type { FastifyRequest } from 'fastify';
// The account tables, the one part of the platform the engine may import (.dependency-cruiser.cjs).
import type { companies, users } from '../platform/accounts/schema';

export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

/** Who is calling: the session, the user and company rows, and what the user's roles allow. */
export type Auth = {
  sessionId: number;
  user: UserRow;
  company: CompanyRow;
  /** Permission strings, `admin` for administrators; `ROLE_SYSTEM_DEFAULT` when there are none. */
  roles: string[];
  isAdmin: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The caller, on every /api and /auth route that is not public; the authentication hook resolves it from
     * the session token (platform/auth/authenticate.ts).
     */
    auth: Auth | null;
  }
  interface FastifyContextConfig {
    /** Open without a session (sign-in, captcha, health). */
    public?: boolean;
  }
}

/** The caller of a route that requires a session. */
export function authOf(request: FastifyRequest): Auth {
  if (!request.auth) throw new Error(`route ${request.routeOptions.url} used authOf without a session`);
  return request.auth;
}
