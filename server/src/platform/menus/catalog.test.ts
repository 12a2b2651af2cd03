import { activePlanCode } from './catalog';

describe('activePlanCode', () => {
  const today = '2026-11-22';
  it('is the bought plan until its last day', () => {
    expect(activePlanCode({ vip: 2, planCode: 'B', planEndDate: '2026-11-22', trialEndDate: null }, today)).toBe('B');
    expect(activePlanCode({ vip: 2, planCode: 'B', planEndDate: '2026-11-21', trialEndDate: null }, today)).toBeNull();
  });

  it("gives a trial company plan C's areas until the trial ends", () => {
    expect(activePlanCode({ vip: 1, planCode: null, planEndDate: null, trialEndDate: '2026-12-01' }, today)).toBe('C');
    expect(activePlanCode({ vip: 1, planCode: null, planEndDate: null, trialEndDate: '2026-11-01' }, today)).toBeNull();
  });
});
