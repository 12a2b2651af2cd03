import { and, eq, isNull } from 'drizzle-orm';
import { DEPLOY_TOKEN_PREFIX, type DeployTokenLevel } from '@yjf/area-system/domain/deployTokenSchemas';
import type { Db } from '../../db/client';
import type { Auth } from '../../http/callerAuth';
import { companies, users } from '../../db/accountTables';
import { deployTokens } from './deployTokensTable';
import { rolesOf } from './sessions';
import { hashToken, newToken } from './sessionTokens';

/** What a route learns of a deploy token that called it. */
export type DeployTokenCaller = { id: number; name: string; areas: string[]; level: DeployTokenLevel };

declare module 'fastify' {
  interface FastifyRequest {
    /** The deploy token that called, when one did (only on routes that take deploy tokens). */
    deployToken: DeployTokenCaller | null;
  }
  interface FastifyContextConfig {
    /** The route takes a deploy token instead of a session (the release routes). */
    deployToken?: boolean;
  }
}

export const isDeployToken = (token: string) => token.startsWith(DEPLOY_TOKEN_PREFIX);

/** A new deploy token and what the database keeps of it (the hash and the first characters). */
export function newDeployToken(): { token: string; tokenHash: string; hint: string } {
  const token = `${DEPLOY_TOKEN_PREFIX}${newToken()}`;
  return { token, tokenHash: hashToken(token), hint: `${token.slice(0, DEPLOY_TOKEN_PREFIX.length + 4)}…` };
}

/**
 * The caller of a deploy token: the administrator who made it, as they are now (a disabled administrator's tokens
 * stop working, and the permission checks see their roles), and the token's areas and level. Null when the token is
 * unknown or revoked. Each use is stamped on the token.
 */
export async function resolveDeployToken(
  db: Db,
  token: string,
): Promise<{ auth: Auth; token: DeployTokenCaller } | null> {
  const [row] = await db
    .select({ token: deployTokens, user: users, company: companies })
    .from(deployTokens)
    .innerJoin(users, eq(users.id, deployTokens.createdBy))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(deployTokens.tokenHash, hashToken(token)), isNull(deployTokens.revokedAt)))
    .limit(1);
  if (!row || !row.user.enabled || !row.company.enabled) return null;
  await db.update(deployTokens).set({ lastUsedAt: new Date() }).where(eq(deployTokens.id, row.token.id));
  const { roles, isAdmin } = await rolesOf(db, row.user.id);
  return {
    // No browser session: 0 never names one.
    auth: { sessionId: 0, user: row.user, company: row.company, roles, isAdmin },
    token: { id: row.token.id, name: row.token.name, areas: row.token.areas, level: row.token.level },
  };
}
