/**
 * A small line of recent values (0-100) in plain SVG, so the monitor needs no chart library: the newest value on
 * the right, the area under the line lightly filled.
 *
 * @example <Sparkline values={[12, 30, 18]} color="rgb(var(--arcoblue-6))" label="CPU 使用率" />
 */
export function Sparkline({
  values,
  color,
  label,
  width = 240,
  height = 48,
}: {
  values: number[];
  color: string;
  label: string;
  width?: number;
  height?: number;
}) {
  const step = values.length > 1 ? width / (values.length - 1) : width;
  const y = (value: number) => height - (Math.min(100, Math.max(0, value)) / 100) * (height - 2) - 1;
  const points = values.map((value, index) => `${(index * step).toFixed(1)},${y(value).toFixed(1)}`);
  const line = points.join(' ');
  return (
    <svg
      role="img"
      aria-label={label}
      width="100%"
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      style={{ display: 'block' }}
    >
      <line x1="0" y1={height - 1} x2={width} y2={height - 1} stroke="var(--color-border-2)" strokeWidth="1" />
      {values.length > 1 && (
        <>
          <polygon points={`0,${height} ${line} ${width},${height}`} fill={color} opacity="0.12" />
          <polyline points={line} fill="none" stroke={color} strokeWidth="1.5" vectorEffect="non-scaling-stroke" />
        </>
      )}
    </svg>
  );
}
