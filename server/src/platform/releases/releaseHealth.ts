import { addCounts, failureRate, loadsTried, noCounts, type RemoteLoadCounts } from '@yjf/domain/remoteTelemetry';
import type { ReleaseRollbackSettings } from '../../config';
import type { RemoteLoadRow } from './remoteLoads';

/** An area's candidate (`release_rollouts`), and since when it has been the candidate; `title` names the area. */
export type CandidateRollout = { area: string; title: string; version: string; since: Date };

/**
 * An area's live version, when it went live (null: not known, never rolled back by itself) and the version
 * before it (null: none to go back to).
 */
export type LiveRelease = { area: string; title: string; version: string; since: Date | null; previous: string | null };

/** What the browsers saw of a version over the minutes a decision read. */
export type HealthEvidence = { loads: number; failureRate: number };

export type CandidateWithdrawal = {
  area: string;
  version: string;
  /** Why, in Chinese, for the operation log and the platform administrators. */
  reason: string;
  candidate: HealthEvidence;
  stable: (HealthEvidence & { version: string }) | null;
};

export type StableRollback = {
  area: string;
  version: string;
  /** The version to go back to. */
  to: string;
  reason: string;
  evidence: HealthEvidence;
};

export type RollbackDecisions = { withdraw: CandidateWithdrawal[]; rollback: StableRollback[] };

const MINUTE = 60_000;
const floorMinute = (at: Date) => Math.floor(at.getTime() / MINUTE) * MINUTE;
const percent = (rate: number) => Math.round(rate * 1000) / 10;

/** The counts of one version over the minutes from `from` to `to` (both minute starts, both included). */
function countsOf(stats: RemoteLoadRow[], area: string, version: string, from: number, to: number): RemoteLoadCounts {
  const counts = noCounts();
  for (const row of stats) {
    const minute = row.minute.getTime();
    if (row.area === area && row.version === version && minute >= from && minute <= to) addCounts(counts, row);
  }
  return counts;
}

const evidenceOf = (counts: RemoteLoadCounts): HealthEvidence => ({
  loads: loadsTried(counts),
  failureRate: failureRate(counts),
});

/**
 * Which candidates to withdraw and which live versions to roll back, from what users' browsers reported
 * (`remote_load_minutes`, per area, version and minute). Pure: the caller reads the counts, the candidates and
 * the live versions, and carries the decisions out on every instance.
 *
 * - A candidate is withdrawn when, over the last `candidateWindowMinutes` (and only since it became the
 *   candidate), at least `candidateMinLoads` of its page loads were tried and its failure rate passes the live
 *   version's by more than `candidateMargin` percentage points. The live version's rate counts only over as many
 *   loads as the candidate needs; with fewer it is taken as 0, so a failing candidate of a quiet area is still
 *   withdrawn (withdrawing costs little: its users get the live version on their next load).
 * - A live version is rolled back to the one before it when, within `stableWindowMinutes` of going live, at
 *   least `stableMinLoads` of its page loads were tried and its failure rate passes `stableThreshold` percent.
 *   Later it stays: a version that ran well for a while and then fails points at something else (the server,
 *   the network), which a rollback would not mend.
 */
export function decideRollbacks(
  stats: RemoteLoadRow[],
  rollouts: CandidateRollout[],
  live: LiveRelease[],
  settings: ReleaseRollbackSettings,
  now: Date = new Date(),
): RollbackDecisions {
  const decisions: RollbackDecisions = { withdraw: [], rollback: [] };
  if (!settings.enabled) return decisions;
  const current = floorMinute(now);
  const liveOf = new Map(live.map((release) => [release.area, release]));

  const windowStart = current - (settings.candidateWindowMinutes - 1) * MINUTE;
  for (const rollout of rollouts) {
    const stableRelease = liveOf.get(rollout.area);
    if (stableRelease?.version === rollout.version) continue;
    const from = Math.max(windowStart, floorMinute(rollout.since));
    const candidate = evidenceOf(countsOf(stats, rollout.area, rollout.version, from, current));
    if (candidate.loads < settings.candidateMinLoads) continue;
    const stableCounts = stableRelease
      ? evidenceOf(countsOf(stats, rollout.area, stableRelease.version, windowStart, current))
      : null;
    const stableRate = stableCounts && stableCounts.loads >= settings.candidateMinLoads ? stableCounts.failureRate : 0;
    const margin = percent(candidate.failureRate) - percent(stableRate);
    if (margin <= settings.candidateMargin) continue;
    const stableText = stableRelease
      ? `当前版本 ${stableRelease.version} 的 ${percent(stableRate)}%`
      : '没有当前版本时的 0%';
    decisions.withdraw.push({
      area: rollout.area,
      version: rollout.version,
      candidate,
      stable: stableRelease && stableCounts ? { version: stableRelease.version, ...stableCounts } : null,
      reason:
        `${rollout.title}的候选版本 ${rollout.version} 近 ${settings.candidateWindowMinutes} 分钟` +
        `加载失败率 ${percent(candidate.failureRate)}%（${candidate.loads} 次加载），比${stableText}高出 ` +
        `${Math.round(margin * 10) / 10} 个百分点，超过自动撤回的阈值 ${settings.candidateMargin} 个百分点，已自动撤回`,
    });
  }

  for (const release of live) {
    if (!release.since || !release.previous) continue;
    const wentLive = floorMinute(release.since);
    const until = wentLive + (settings.stableWindowMinutes - 1) * MINUTE;
    if (current > until || release.since.getTime() > now.getTime()) continue;
    const evidence = evidenceOf(countsOf(stats, release.area, release.version, wentLive, until));
    if (evidence.loads < settings.stableMinLoads || percent(evidence.failureRate) <= settings.stableThreshold) continue;
    decisions.rollback.push({
      area: release.area,
      version: release.version,
      to: release.previous,
      evidence,
      reason:
        `${release.title}的版本 ${release.version} 上线后 ${settings.stableWindowMinutes} 分钟内` +
        `加载失败率 ${percent(evidence.failureRate)}%（${evidence.loads} 次加载），超过自动回滚的阈值 ` +
        `${settings.stableThreshold}%，已自动回滚到 ${release.previous}`,
    });
  }
  return decisions;
}
