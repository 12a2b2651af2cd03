import { ChartBox, segmentProps, type ChartProps } from './ChartBox';
import { colorAt, ringSlices } from './chartGeometry';

/** One slice: its name and how much it counts. */
export type ChartDatum = { name: string; value: number };

/**
 * A ring of slices with their names and values outside (no legend: each slice is named) and the share on
 * hover; a click (or Enter) on a slice selects it. Slices of 0 are left out of the drawing but keep their index.
 *
 * @example <PieChart aria-label="客户渠道类型" data={[{ name: '设计师', value: 12 }]} onSelect={(i) => open(i)} />
 */
export function PieChart({
  data,
  tooltip = (d, percent) => `${d.name}：${d.value}（${percent}%）`,
  onSelect,
  ...frame
}: ChartProps & {
  data: ChartDatum[];
  tooltip?: (datum: ChartDatum, percent: string) => string;
  onSelect?: (index: number) => void;
}) {
  const shown = data.filter((d) => d.value > 0);
  return (
    <ChartBox
      {...frame}
      draw={(width, height, setTip) => {
        // As the dashboard always drew it: the ring's centre at 44% of the box, radii 40% and 68%.
        const radius = Math.min(width, height) / 2;
        const center = { x: width / 2, y: height * 0.44 };
        const slices = ringSlices(
          shown.map((d) => d.value),
          center,
          radius * 0.4,
          radius * 0.68,
        );
        return shown.map((datum, i) => {
          const slice = slices[i]!;
          const index = data.indexOf(datum);
          const right = Math.sin(slice.middleAngle) >= 0;
          const bend = {
            x: slice.outerMiddle.x + Math.sin(slice.middleAngle) * 10,
            y: slice.outerMiddle.y - Math.cos(slice.middleAngle) * 10,
          };
          const end = bend.x + (right ? 12 : -12);
          const percent = (slice.share * 100).toFixed(1);
          return (
            <g key={datum.name}>
              <path
                d={slice.path}
                fill={colorAt(i)}
                stroke="#fff"
                strokeWidth={1}
                {...segmentProps([tooltip(datum, percent)], setTip, onSelect && (() => onSelect(index)))}
              />
              <polyline
                points={`${slice.outerMiddle.x},${slice.outerMiddle.y} ${bend.x},${bend.y} ${end},${bend.y}`}
                fill="none"
                stroke={colorAt(i)}
              />
              <text x={end + (right ? 4 : -4)} y={bend.y - 2} textAnchor={right ? 'start' : 'end'}>
                {datum.name}
              </text>
              <text x={end + (right ? 4 : -4)} y={bend.y + 12} textAnchor={right ? 'start' : 'end'}>
                {datum.value}
              </text>
            </g>
          );
        });
      }}
    />
  );
}
