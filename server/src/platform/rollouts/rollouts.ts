import { eq, inArray } from 'drizzle-orm';
import type { ReleaseCandidateInfo } from '@yjf/area-system/domain/releaseSchemas';
import type { Db } from '../../db/client';
import { companies, users } from '../../db/accountTables';
import { inCanary } from './canary';
import { releasePreviews, releaseRollouts } from './rolloutTables';

/** An area's candidate and who gets it (a `release_rollouts` row). */
export type Rollout = typeof releaseRollouts.$inferSelect;

/** Every area's candidate: a handful of rows, one per area at most. */
export const readRollouts = (db: Db): Promise<Rollout[]> => db.select().from(releaseRollouts);

/** The candidate of one area, or null. */
export async function rolloutOf(db: Db, area: string): Promise<Rollout | null> {
  const [row] = await db.select().from(releaseRollouts).where(eq(releaseRollouts.area, area));
  return row ?? null;
}

/** The candidates a session previews, by area and version (stale ones included: the caller matches them). */
export const previewsOf = (db: Db, sessionId: number): Promise<{ area: string; version: string }[]> =>
  db
    .select({ area: releasePreviews.area, version: releasePreviews.version })
    .from(releasePreviews)
    .where(eq(releasePreviews.sessionId, sessionId));

/**
 * Makes `version` the area's candidate, replacing an earlier one: nobody gets it yet (no companies, share 0)
 * and the previews of the area end, so what a canary or a preview showed is always what was chosen for it.
 */
export async function makeCandidate(tx: Db, area: string, version: string, createdBy: number): Promise<Rollout> {
  await tx.delete(releasePreviews).where(eq(releasePreviews.area, area));
  const now = new Date();
  const [row] = await tx
    .insert(releaseRollouts)
    .values({ area, version, companies: [], share: 0, createdBy, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: releaseRollouts.area,
      set: { version, companies: [], share: 0, createdBy, createdAt: now, updatedAt: now },
    })
    .returning();
  return row!;
}

/** Ends an area's candidate: its row and every session's preview of it. */
export async function endCandidate(tx: Db, area: string): Promise<void> {
  await tx.delete(releasePreviews).where(eq(releasePreviews.area, area));
  await tx.delete(releaseRollouts).where(eq(releaseRollouts.area, area));
}

/** The companies of the canary that exist, with their names, in the order given. */
export async function companiesNamed(db: Db, ids: readonly number[]): Promise<{ id: number; name: string }[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The candidates as 发布管理 shows them, by area: the companies named, who made it and how many enabled
 * companies get it now.
 */
export async function candidateInfos(db: Db, rollouts: Rollout[]): Promise<Map<string, ReleaseCandidateInfo>> {
  if (!rollouts.length) return new Map();
  const [enabled, named, makers] = await Promise.all([
    db.select({ id: companies.id }).from(companies).where(eq(companies.enabled, true)),
    companiesNamed(db, [...new Set(rollouts.flatMap((rollout) => rollout.companies))]),
    db
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(inArray(users.id, [...new Set(rollouts.map((rollout) => rollout.createdBy))])),
  ]);
  const nameOf = new Map(named.map((company) => [company.id, company]));
  const makerOf = new Map(makers.map((user) => [user.id, user.username]));
  return new Map(
    rollouts.map((rollout) => [
      rollout.area,
      {
        version: rollout.version,
        companies: rollout.companies.flatMap((id) => nameOf.get(id) ?? []),
        share: rollout.share,
        createdBy: makerOf.get(rollout.createdBy) ?? '',
        createdAt: rollout.createdAt.toISOString(),
        reach: enabled.filter((company) => inCanary(company.id, rollout)).length,
      },
    ]),
  );
}
