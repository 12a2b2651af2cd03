import { HEALTH_POLL_MS, useGetDeployHealthQuery } from '@yjf/area-system/api/releaseHealth';
import type { VersionHealth } from '@yjf/area-system/domain/releaseHealthSchemas';
import type { AreaReleaseInfo } from '@yjf/area-system/domain/releaseSchemas';
import { Tag } from '@yjf/ui/arcoCore';

const MINUTES = 60;
const MINUTE_MS = 60_000;
const WIDTH = 90;
const HEIGHT = 22;

const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;

/** The versions of an area whose health 发布管理 shows: the live one, and its candidate when it has one. */
export function healthVersions(area: AreaReleaseInfo): { version: string; label: string }[] {
  const shown = area.live ? [{ version: area.live, label: '当前版本' }] : [];
  // The candidate, once the overview names it (issue 56's rollouts).
  const candidate = 'candidate' in area ? (area.candidate as { version?: string } | null) : null;
  if (candidate?.version && candidate.version !== area.live)
    shown.push({ version: candidate.version, label: '候选版本' });
  return shown;
}

/**
 * The hour as 60 bars, one a minute, as tall as the loads tried that minute (against the busiest minute), the
 * failed part red. An inline SVG: no chart library for 60 rectangles.
 */
export function HealthBars({ health, from }: { health: VersionHealth; from: string }) {
  const start = new Date(from).getTime();
  const busiest = Math.max(1, ...health.minutes.map((minute) => minute.tried));
  const step = WIDTH / MINUTES;
  const label = `近一小时加载 ${health.totals.tried} 次，失败 ${health.totals.failures} 次`;
  return (
    <svg className="release-health-bars" width={WIDTH} height={HEIGHT} role="img" aria-label={label}>
      <title>{label}</title>
      <line x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="release-health-axis" />
      {health.minutes.map((minute) => {
        const index = Math.round((new Date(minute.minute).getTime() - start) / MINUTE_MS);
        if (index < 0 || index >= MINUTES) return null;
        const tall = Math.max(1, (minute.tried / busiest) * HEIGHT);
        const failed = minute.tried ? Math.min(tall, (minute.failures / minute.tried) * tall) : 0;
        const x = index * step;
        return (
          <g key={minute.minute}>
            <rect x={x} y={HEIGHT - tall} width={step - 0.4} height={tall - failed} className="release-health-ok" />
            {failed > 0 && (
              <rect x={x} y={HEIGHT - failed} width={step - 0.4} height={failed} className="release-health-failed" />
            )}
          </g>
        );
      })}
    </svg>
  );
}

const rateColor = (rate: number) => (rate >= 0.2 ? 'red' : rate >= 0.05 ? 'orange' : 'green');

/**
 * 近一小时 of an area in 发布管理: for its live version and its candidate, the loads per minute as a small chart,
 * the loads tried and the failure rate, from what users' browsers reported. Read again every minute.
 */
export function ReleaseHealth({ area }: { area: AreaReleaseInfo }) {
  const { data } = useGetDeployHealthQuery(undefined, { pollingInterval: HEALTH_POLL_MS });
  const versions = healthVersions(area);
  if (!versions.length) return <span className="release-health-none">-</span>;
  return (
    <div className="release-health">
      {versions.map(({ version, label }) => {
        const health = data?.versions.find((shown) => shown.area === area.area && shown.version === version);
        return (
          <div key={version} className="release-health-line" data-version={version}>
            <span className="release-health-label">{label}</span>
            {health && data ? (
              <>
                <HealthBars health={health} from={data.from} />
                <span className="release-health-loads">{health.totals.tried} 次</span>
                <Tag size="small" color={rateColor(health.totals.failureRate)}>
                  失败率 {percent(health.totals.failureRate)}
                </Tag>
              </>
            ) : (
              <span className="release-health-none">近一小时无加载</span>
            )}
          </div>
        );
      })}
    </div>
  );
}
