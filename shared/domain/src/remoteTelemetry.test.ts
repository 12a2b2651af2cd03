import { addCounts, failureRate, failuresOf, loadsTried, noCounts } from './remoteTelemetry';
import { remoteLoadReportSchema } from './remoteTelemetrySchema';

describe('release health counts', () => {
  it('takes the failure rate over the loads tried, a page that threw while rendering having loaded', () => {
    const counts = { loads: 6, manifest: 1, entry: 1, chunk: 2, render: 2 };
    expect([loadsTried(counts), failuresOf(counts), failureRate(counts)]).toEqual([10, 6, 0.6]);
    expect(failureRate(noCounts())).toBe(0);
    // A page retried after it threw, throwing again each time, cannot pass 100%.
    expect(failureRate({ ...noCounts(), loads: 1, render: 3 })).toBe(1);
  });

  it('adds counts up', () => {
    const into = noCounts();
    addCounts(into, { loads: 1, manifest: 2, entry: 3, chunk: 4, render: 5 });
    expect(addCounts(into, { loads: 1, manifest: 0, entry: 0, chunk: 0, render: 1 })).toEqual({
      loads: 2,
      manifest: 2,
      entry: 3,
      chunk: 4,
      render: 6,
    });
  });

  it('reads a report and names the line and field of a bad one in Chinese', () => {
    const line = { area: 'customers', version: 'v1', loads: 1, manifest: 0, entry: 0, chunk: 0, render: 0 };
    expect(remoteLoadReportSchema.parse({ entries: [line] })).toEqual({ entries: [line] });
    const refused = remoteLoadReportSchema.safeParse({ entries: [line, { ...line, chunk: 51 }] });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual(['每次上报的次数不能超过 50']);
    expect(refused.error?.issues[0]!.path).toEqual(['entries', 1, 'chunk']);
  });
});
