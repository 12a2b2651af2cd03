import { axisTicks, fitLabel } from './chartGeometry';

/** The plot area of a chart with axes: where values and categories are drawn, in the SVG's pixels. */
export type Plot = { left: number; top: number; width: number; height: number };

/** Where the plot sits in a box of `width` × `height`: room on the left for values, below for categories. */
export const plotIn = (width: number, height: number): Plot => ({
  left: 40,
  top: 16,
  width: Math.max(0, width - 40 - 16),
  height: Math.max(0, height - 16 - 24),
});

/**
 * The value axis of `plot` for values up to `max`: dashed grid lines at round ticks with their numbers on the
 * left, and the category axis line; answers the ticks' top and how to place a value.
 */
export function valueScale(plot: Plot, max: number) {
  const ticks = axisTicks(max);
  const top = ticks[ticks.length - 1]!;
  return { ticks, y: (value: number) => plot.top + plot.height - (value / top) * plot.height };
}

export function ValueAxis({ plot, ticks, y }: { plot: Plot; ticks: number[]; y: (value: number) => number }) {
  return (
    <g>
      {ticks.map((tick) => (
        <g key={tick}>
          {tick > 0 && (
            <line className="yjf-chart-grid" x1={plot.left} x2={plot.left + plot.width} y1={y(tick)} y2={y(tick)} />
          )}
          <text x={plot.left - 8} y={y(tick)} textAnchor="end" dominantBaseline="central">
            {tick}
          </text>
        </g>
      ))}
      <line
        className="yjf-chart-axis"
        x1={plot.left}
        x2={plot.left + plot.width}
        y1={plot.top + plot.height}
        y2={plot.top + plot.height}
      />
    </g>
  );
}

/** The category labels under `plot`, centred on each band and cut to fit `room` pixels; only those `shown` says. */
export function CategoryLabels({
  plot,
  categories,
  x,
  shown = () => true,
  room = Infinity,
}: {
  plot: Plot;
  categories: string[];
  x: (index: number) => number;
  shown?: (index: number) => boolean;
  room?: number;
}) {
  return (
    <g>
      {categories.map((name, i) =>
        shown(i) ? (
          <text key={i} x={x(i)} y={plot.top + plot.height + 16} textAnchor="middle">
            {fitLabel(name, room)}
          </text>
        ) : null,
      )}
    </g>
  );
}
