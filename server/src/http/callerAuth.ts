import type { FastifyRequest } from 'fastify';
// The account tables, the one part of the platform the engine may import (.dependency-cruiser.cjs).
import type { companies, users } from '../db/accountTables';

export type UserRow = typeof users.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;

/**
 * What the session check leaves out of the caller's user and company rows (platform/auth/sessions.ts): the
 * password hash and the search text, which no request needs beside its session (a password change reads the hash
 * itself), and the bookkeeping columns. Every request reads the rest, so each column left out is work saved on
 * every request (measured in sessions.ts).
 */
export const CALLER_USER_OMITS = [
  'passwordHash',
  'passwordChangedAt',
  'createdBy',
  'version',
  'createTime',
  'updateTime',
  'searchText',
] as const;
export const CALLER_COMPANY_OMITS = ['createdAt', 'updatedAt'] as const;

/** The caller's user: its row without CALLER_USER_OMITS. */
export type CallerUser = Omit<UserRow, (typeof CALLER_USER_OMITS)[number]>;
/** The caller's company: its row without CALLER_COMPANY_OMITS. */
export type CallerCompany = Omit<CompanyRow, (typeof CALLER_COMPANY_OMITS)[number]>;

/** Who is calling: the session, the user and the company, and what the user's roles allow. */
export type Auth = {
  sessionId: number;
  user: CallerUser;
  company: CallerCompany;
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
