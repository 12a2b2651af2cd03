import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { ReleaseError } from '@yjf/deploy/releaseRegistry';
import { PLATFORM_COMPANY_ID } from '@yjf/domain/session';
import type { AutomaticReleaseChange } from '@yjf/area-system/domain/releaseSchemas';
import type { App, AppContext } from '../../context';
import type { Db } from '../../db/client';
import { operationLogs } from '../../crud/operationLogTable';
import { endCandidate, readRollouts } from '../rollouts/rollouts';
import { withReleaseLock } from './releaseGuards';
import { decideRollbacks, type RollbackDecisions } from './releaseHealth';
import { tellReleaseChanges, type AutomaticChange } from './releaseChangeMessages';
import { areaTitles } from './releaseWording';
import { databaseNow, remoteLoadsSince } from './remoteLoads';

/** Who the operation log names for a change the server made by itself. */
export const AUTOMATIC_RELEASER = '系统';

/** How long 发布管理 keeps telling the platform's administrators of an automatic change. */
const TOLD_FOR_HOURS = 24;

const NOTHING: RollbackDecisions = { withdraw: [], rollback: [] };

/**
 * Reads what users' browsers reported and carries out `decideRollbacks`: a failing candidate is withdrawn (its
 * rollout row goes, so every instance stops giving it on the next `GET /api/remotes`), a version failing right
 * after going live is rolled back to the one before (live.json, which every instance reads). One instance at a
 * time, holding the registry's lock, so two instances never act twice on one decision; each change is written to
 * the platform's operation log with its reason, which 发布管理 shows its administrators, and sent to them as a
 * message (消息中心 › 发布撤回与回滚).
 */
export async function checkReleaseHealth(
  ctx: Pick<AppContext, 'config' | 'database' | 'releases' | 'catalog' | 'notices' | 'releaseMirror'>,
  log: App['log'],
): Promise<RollbackDecisions> {
  const settings = ctx.config.releaseRollback;
  if (!settings.enabled) return NOTHING;
  const titleOf = areaTitles(ctx.releases);
  return withReleaseLock(ctx, async (tx) => {
    // The database's clock: every instance decides by the clock the counts were kept by.
    const now = await databaseNow(tx);
    const window = Math.max(settings.candidateWindowMinutes, settings.stableWindowMinutes);
    const [stats, rollouts] = await Promise.all([remoteLoadsSince(tx, now, window), readRollouts(tx)]);
    const registry = ctx.releases.read().areas;
    const live = Object.entries(registry).flatMap(([area, releases]) =>
      releases.live
        ? [
            {
              area,
              title: titleOf(area),
              version: releases.live,
              since: releases.liveSince ? new Date(releases.liveSince) : null,
              previous: releases.history.at(-1) ?? null,
            },
          ]
        : [],
    );
    const candidates = rollouts.map(({ area, version, createdAt }) => ({
      area,
      title: titleOf(area),
      version,
      since: createdAt,
    }));
    const decisions = decideRollbacks(stats, candidates, live, settings, now);
    const done: RollbackDecisions = { withdraw: [], rollback: [] };
    const told: AutomaticChange[] = [];

    for (const withdrawal of decisions.withdraw) {
      await endCandidate(tx, withdrawal.area);
      const logId = await logAutomatic(tx, 'delete', withdrawal.reason, {
        area: withdrawal.area,
        candidate: withdrawal.version,
        loads: withdrawal.candidate.loads,
        failureRate: withdrawal.candidate.failureRate,
        stable: withdrawal.stable,
      });
      done.withdraw.push(withdrawal);
      told.push({
        logId,
        title: `${titleOf(withdrawal.area)} 候选版本 ${withdrawal.version} 已自动撤回`,
        reason: withdrawal.reason,
      });
    }
    for (const rollback of decisions.rollback) {
      try {
        ctx.releases.rollback(rollback.area);
      } catch (error) {
        // The version before cannot be served any more (a host or server released since): it stays, and says why.
        if (!(error instanceof ReleaseError)) throw error;
        log.warn({ area: rollback.area, reason: error.message }, 'automatic rollback refused');
        continue;
      }
      const logId = await logAutomatic(tx, 'status', rollback.reason, {
        area: rollback.area,
        from: rollback.version,
        to: rollback.to,
        loads: rollback.evidence.loads,
        failureRate: rollback.evidence.failureRate,
      });
      done.rollback.push(rollback);
      told.push({
        logId,
        title: `${titleOf(rollback.area)} 版本 ${rollback.version} 已自动回滚到 ${rollback.to}`,
        reason: rollback.reason,
      });
    }
    await tellReleaseChanges(tx, ctx, told);
    for (const change of [...done.withdraw, ...done.rollback]) log.warn({ area: change.area }, change.reason);
    return done;
  });
}

/** Writes the platform's operation log entry of an automatic change; answers its id. */
async function logAutomatic(tx: Db, action: 'delete' | 'status', description: string, after: unknown): Promise<number> {
  const [entry] = await tx
    .insert(operationLogs)
    .values({
      companyId: PLATFORM_COMPANY_ID,
      userId: null,
      username: AUTOMATIC_RELEASER,
      action,
      resource: 'deploy',
      description: description.slice(0, 255),
      after,
    })
    .returning({ id: operationLogs.id });
  return entry!.id;
}

/** The automatic withdrawals and rollbacks of the last day, newest first: what 发布管理 tells its administrators. */
export async function recentAutomaticChanges(db: Db): Promise<AutomaticReleaseChange[]> {
  const rows = await db
    .select({ at: operationLogs.createTime, description: operationLogs.description })
    .from(operationLogs)
    .where(
      and(
        eq(operationLogs.companyId, PLATFORM_COMPANY_ID),
        eq(operationLogs.resource, 'deploy'),
        eq(operationLogs.username, AUTOMATIC_RELEASER),
        sql`${operationLogs.userId} is null`,
        gt(operationLogs.createTime, sql`now() - make_interval(hours => ${TOLD_FOR_HOURS})`),
      ),
    )
    .orderBy(desc(operationLogs.createTime))
    .limit(10);
  return rows.map((row) => ({ at: row.at.toISOString(), description: row.description }));
}

/**
 * Every instance checks on its own timer; the lock makes one act at a time, and a decision already carried out
 * is not made again (the candidate is gone, the version no longer live). A check that fails (the database away)
 * waits for the next.
 */
export function watchReleaseHealth(app: App, ctx: AppContext): void {
  if (!ctx.config.releaseRollback.enabled) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    checkReleaseHealth(ctx, app.log)
      .catch((error: unknown) => app.log.warn({ err: error }, 'release health check failed'))
      .finally(() => {
        running = false;
      });
  }, ctx.config.releaseRollback.checkSeconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
