import type { ReleaseRollbackSettings } from '../../config';
import { decideRollbacks, type CandidateRollout, type LiveRelease } from './releaseHealth';
import type { RemoteLoadRow } from './remoteLoads';

const SETTINGS: ReleaseRollbackSettings = {
  enabled: true,
  candidateMargin: 20,
  candidateMinLoads: 20,
  candidateWindowMinutes: 10,
  stableThreshold: 50,
  stableMinLoads: 20,
  stableWindowMinutes: 15,
  checkSeconds: 30,
};
const NOW = new Date('2026-12-05T03:30:40Z');
const minutesAgo = (minutes: number) => new Date(Date.UTC(2026, 11, 5, 3, 30 - minutes));

/** A minute's row: `loads` that loaded and `failed` entries that did not (or `render` pages that threw). */
const row = (
  version: string,
  ago: number,
  loads: number,
  failed = 0,
  more: Partial<RemoteLoadRow> = {},
): RemoteLoadRow => ({
  area: 'customers',
  version,
  minute: minutesAgo(ago),
  loads,
  manifest: 0,
  entry: failed,
  chunk: 0,
  render: 0,
  ...more,
});

const STABLE: LiveRelease = {
  area: 'customers',
  title: '渠道客户',
  version: 'stable',
  since: minutesAgo(600),
  previous: 'older',
};
const CANDIDATE: CandidateRollout = { area: 'customers', title: '渠道客户', version: 'next', since: minutesAgo(30) };
const decide = (stats: RemoteLoadRow[], { rollouts = [CANDIDATE], live = [STABLE], settings = SETTINGS } = {}) =>
  decideRollbacks(stats, rollouts, live, settings, NOW);
const withdrawn = (stats: RemoteLoadRow[], options?: Parameters<typeof decide>[1]) =>
  decide(stats, options).withdraw.map((decision) => decision.version);

describe('decideRollbacks: candidates', () => {
  it('withdraws a candidate whose failure rate passes the live version’s by more than the margin, and says why', () => {
    // Candidate: 12 of 30 failed (40%); stable: 2 of 100 (2%). 38 points over a margin of 20.
    const decisions = decide([row('next', 1, 18, 12), row('stable', 1, 98, 2)]);
    expect(decisions.rollback).toEqual([]);
    expect(decisions.withdraw).toEqual([
      {
        area: 'customers',
        version: 'next',
        candidate: { loads: 30, failureRate: 0.4 },
        stable: { version: 'stable', loads: 100, failureRate: 0.02 },
        reason:
          '渠道客户的候选版本 next 近 10 分钟加载失败率 40%（30 次加载），比当前版本 stable 的 2%高出 38 个百分点，' +
          '超过自动撤回的阈值 20 个百分点，已自动撤回',
      },
    ]);
  });

  it('keeps a candidate that fails no more than the margin beyond the live version', () => {
    // 50% against 30%: exactly 20 points is not more than 20.
    expect(withdrawn([row('next', 0, 10, 10), row('stable', 0, 70, 30)])).toEqual([]);
    expect(withdrawn([row('next', 0, 10, 11), row('stable', 0, 70, 30)])).toEqual(['next']);
  });

  it('waits for the fewest loads the setting asks for', () => {
    expect(withdrawn([row('next', 0, 0, 19)])).toEqual([]);
    expect(withdrawn([row('next', 0, 0, 20)])).toEqual(['next']);
    expect(withdrawn([row('next', 0, 0, 3)], { settings: { ...SETTINGS, candidateMinLoads: 3 } })).toEqual(['next']);
  });

  it('counts pages that throw while rendering, and every kind of failure', () => {
    const failing = [
      row('next', 0, 20, 0, { render: 10 }),
      row('next', 1, 0, 0, { manifest: 3, chunk: 2 }),
      row('stable', 0, 100),
    ];
    expect(decide(failing).withdraw[0]!.candidate).toEqual({ loads: 25, failureRate: 0.6 });
  });

  it('reads only the last minutes of the window, and only since the version became the candidate', () => {
    // Failures 10 minutes ago are outside a 10-minute window (this minute and the 9 before it).
    expect(withdrawn([row('next', 10, 0, 50), row('next', 9, 20)])).toEqual([]);
    expect(withdrawn([row('next', 9, 0, 50), row('next', 0, 20)])).toEqual(['next']);
    // Made the candidate again 3 minutes ago: what it did before (a preview, an earlier rollout) is past.
    const again = { ...CANDIDATE, since: new Date(minutesAgo(3).getTime() + 20_000) };
    expect(withdrawn([row('next', 4, 0, 50), row('next', 3, 20)], { rollouts: [again] })).toEqual([]);
    expect(withdrawn([row('next', 3, 0, 50), row('next', 0, 20)], { rollouts: [again] })).toEqual(['next']);
  });

  it('compares with a live version that fails as much, and takes a quiet live version as failing none', () => {
    // The server is down for everyone: both fail alike, the candidate is not to blame.
    expect(withdrawn([row('next', 0, 5, 25), row('stable', 0, 500, 2500)])).toEqual([]);
    // The live version has too few loads to compare with (5 < 20): it counts as 0%.
    expect(withdrawn([row('next', 0, 5, 25), row('stable', 0, 0, 5)])).toEqual(['next']);
    // No live version at all.
    expect(decide([row('next', 0, 0, 30)], { live: [] }).withdraw[0]!.reason).toContain(
      '比没有当前版本时的 0%高出 100',
    );
  });

  it('keeps the areas apart, and leaves a candidate that is the live version alone', () => {
    const finance: RemoteLoadRow[] = [{ ...row('next', 0, 0, 40), area: 'finance' }];
    expect(withdrawn(finance)).toEqual([]);
    expect(withdrawn([row('stable', 0, 0, 40)], { rollouts: [{ ...CANDIDATE, version: 'stable' }] })).toEqual([]);
  });

  it('decides nothing when automatic rollback is turned off', () => {
    const stats = [row('next', 0, 0, 40), row('fresh', 0, 0, 40)];
    const fresh: LiveRelease = { ...STABLE, version: 'fresh', since: minutesAgo(2) };
    expect(decide(stats, { live: [fresh], settings: { ...SETTINGS, enabled: false } })).toEqual({
      withdraw: [],
      rollback: [],
    });
  });
});

describe('decideRollbacks: live versions', () => {
  const fresh: LiveRelease = {
    area: 'customers',
    title: '渠道客户',
    version: 'fresh',
    since: minutesAgo(5),
    previous: 'stable',
  };
  const rolledBack = (stats: RemoteLoadRow[], release: LiveRelease = fresh, settings = SETTINGS) =>
    decide(stats, { rollouts: [], live: [release], settings }).rollback;

  it('rolls a version back to the one before it when it fails past the threshold soon after going live', () => {
    expect(rolledBack([row('fresh', 4, 10, 16), row('fresh', 0, 4, 0)])).toEqual([
      {
        area: 'customers',
        version: 'fresh',
        to: 'stable',
        evidence: { loads: 30, failureRate: 16 / 30 },
        reason: expect.stringMatching(/^渠道客户的版本 fresh 上线后 15 分钟内加载失败率 53.3%/),
      },
    ]);
  });

  it('rolls back only past the threshold, over the fewest loads', () => {
    expect(rolledBack([row('fresh', 0, 15, 15)])).toEqual([]);
    const [decision] = rolledBack([row('fresh', 0, 14, 16)]);
    expect(decision!.reason).toBe(
      '渠道客户的版本 fresh 上线后 15 分钟内加载失败率 53.3%（30 次加载），超过自动回滚的阈值 50%，已自动回滚到 stable',
    );
    expect(rolledBack([row('fresh', 0, 0, 19)])).toEqual([]);
    expect(rolledBack([row('fresh', 0, 0, 3)], fresh, { ...SETTINGS, stableMinLoads: 3 })).toHaveLength(1);
  });

  it('leaves a version alone once the window after going live has passed', () => {
    const since = minutesAgo(15);
    // Went live 15 minutes ago: its window was those 15 minutes, and the failures now come after it.
    expect(rolledBack([row('fresh', 0, 0, 40)], { ...fresh, since })).toEqual([]);
    expect(rolledBack([row('fresh', 14, 0, 40)], { ...fresh, since: minutesAgo(14) })).toHaveLength(1);
    // Failures of the version before it went live again (it was live once before) do not count.
    expect(rolledBack([row('fresh', 6, 0, 40), row('fresh', 0, 20)])).toEqual([]);
  });

  it('never rolls back with nothing to go back to, or when it is not known when the version went live', () => {
    expect(rolledBack([row('fresh', 0, 0, 40)], { ...fresh, previous: null })).toEqual([]);
    expect(rolledBack([row('fresh', 0, 0, 40)], { ...fresh, since: null })).toEqual([]);
  });

  it('decides for candidates and live versions of several areas at once', () => {
    const stats: RemoteLoadRow[] = [
      row('next', 0, 0, 30),
      { ...row('fin-fresh', 0, 0, 30), area: 'finance' },
      { ...row('sys-next', 0, 30), area: 'system' },
    ];
    const decisions = decideRollbacks(
      stats,
      [CANDIDATE, { area: 'system', title: '系统管理', version: 'sys-next', since: minutesAgo(5) }],
      [STABLE, { area: 'finance', title: '财务收款', version: 'fin-fresh', since: minutesAgo(1), previous: 'fin-old' }],
      SETTINGS,
      NOW,
    );
    expect(decisions.withdraw.map((decision) => `${decision.area}@${decision.version}`)).toEqual(['customers@next']);
    expect(decisions.rollback.map((decision) => `${decision.area}@${decision.version}->${decision.to}`)).toEqual([
      'finance@fin-fresh->fin-old',
    ]);
    expect(decisions.rollback[0]!.reason).toMatch(/^财务收款的版本 fin-fresh/);
  });
});
