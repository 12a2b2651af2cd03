import { screen, within } from '@testing-library/react';
import type { ReleaseHealth as Health } from '@yjf/area-system/domain/releaseHealthSchemas';
import type { AreaReleaseInfo } from '@yjf/area-system/domain/releaseSchemas';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { renderPage } from '@yjf/ui/testing/renderPage';
import { ReleaseHealth, healthVersions } from './ReleaseHealth';

const area = (live: string | null, more: object = {}): AreaReleaseInfo =>
  ({
    area: 'customers',
    title: '渠道客户',
    live,
    history: [],
    versions: [],
    candidate: null,
    ...more,
  }) as AreaReleaseInfo;
const counts = { loads: 0, manifest: 0, entry: 0, chunk: 0, render: 0 };

const health: Health = {
  from: '2026-12-05T02:31:00.000Z',
  to: '2026-12-05T03:30:00.000Z',
  versions: [
    {
      area: 'customers',
      version: 'v1',
      totals: { ...counts, loads: 196, entry: 4, tried: 200, failures: 4, failureRate: 0.02 },
      minutes: [
        { minute: '2026-12-05T02:31:00.000Z', tried: 100, failures: 0 },
        { minute: '2026-12-05T03:30:00.000Z', tried: 100, failures: 4 },
      ],
    },
    {
      area: 'customers',
      version: 'v2',
      totals: { ...counts, loads: 6, chunk: 4, tried: 10, failures: 4, failureRate: 0.4 },
      minutes: [{ minute: '2026-12-05T03:00:00.000Z', tried: 10, failures: 4 }],
    },
    // Another area's version of the same name is not this one's.
    {
      area: 'finance',
      version: 'v3',
      totals: { ...counts, loads: 5, tried: 5, failures: 0, failureRate: 0 },
      minutes: [{ minute: '2026-12-05T03:00:00.000Z', tried: 5, failures: 0 }],
    },
  ],
};

function setup(shown: AreaReleaseInfo) {
  const server = installFakeServer({ roles: ['admin'] });
  server.on((call) => (call.method === 'GET' && call.path === '/api/deploy/health' ? { json: health } : undefined));
  renderPage(<ReleaseHealth area={shown} />);
  return server;
}

describe('ReleaseHealth', () => {
  it('shows the live version’s loads and failure rate over the last hour, with a bar a minute', async () => {
    setup(area('v1'));
    const chart = await screen.findByRole('img', { name: '近一小时加载 200 次，失败 4 次' });
    const line = chart.closest('.release-health-line') as HTMLElement;
    expect(within(line).getByText('当前版本')).toBeTruthy();
    expect(within(line).getByText('200 次')).toBeTruthy();
    expect(within(line).getByText('失败率 2%')).toBeTruthy();
    // Two minutes with loads: the first minute at the left edge, the current one at the right; 4 of 100 failed.
    const bars = [...chart.querySelectorAll('rect')].map((rect) => [
      rect.getAttribute('class'),
      Number(rect.getAttribute('x')),
      Number(rect.getAttribute('height')),
    ]);
    expect(bars).toEqual([
      ['release-health-ok', 0, 22],
      ['release-health-ok', 88.5, 22 - 0.88],
      ['release-health-failed', 88.5, 0.88],
    ]);
  });

  it('shows the candidate beside the live version, and says when a version had no loads', async () => {
    setup(area('v0', { candidate: { version: 'v2' } }));
    expect(await screen.findByText('失败率 40%')).toBeTruthy();
    expect(screen.getByText('候选版本')).toBeTruthy();
    const live = screen.getByText('当前版本').closest('.release-health-line') as HTMLElement;
    expect(within(live).getByText('近一小时无加载')).toBeTruthy();
  });

  it('lists the live version and a candidate, but not an area with neither', () => {
    expect(healthVersions(area(null))).toEqual([]);
    expect(healthVersions(area('v1', { candidate: null }))).toEqual([{ version: 'v1', label: '当前版本' }]);
    expect(healthVersions(area(null, { candidate: { version: 'v2' } }))).toEqual([
      { version: 'v2', label: '候选版本' },
    ]);
  });
});
