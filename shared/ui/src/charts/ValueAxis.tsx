import { axisTicks, fitLabel, wrapLabel } from './chartGeometry';

/** The plot area of a chart with axes: where values and categories are drawn, in the SVG's pixels. */
export type Plot = { left: number; top: number; width: number; height: number };

/** A line of category labels, at 12px. */
export const LABEL_LINE = 14;

/**
 * Where the plot sits in a box of `width` × `height`: room on the left for values, below for categories (in
 * `labelLines` lines).
 */
export const plotIn = (width: number, height: number, labelLines = 1): Plot => ({
  left: 40,
  top: 16,
  width: Math.max(0, width - 40 - 16),
  height: Math.max(0, height - 16 - 24 - LABEL_LINE * (labelLines - 1)),
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

/**
 * The category labels under `plot`, centred on each band and fitted to `room` pixels: in `lines` lines (the plot
 * leaves room for them, `plotIn`), cut only beyond; only those `shown` says.
 */
export function CategoryLabels({
  plot,
  categories,
  x,
  shown = () => true,
  room = Infinity,
  lines = 1,
}: {
  plot: Plot;
  categories: string[];
  x: (index: number) => number;
  shown?: (index: number) => boolean;
  room?: number;
  lines?: number;
}) {
  return (
    <g>
      {categories.map((name, i) =>
        shown(i) ? (
          <text key={i} x={x(i)} y={plot.top + plot.height + 16} textAnchor="middle">
            {lines > 1
              ? wrapLabel(name, room, lines).map((line, n) => (
                  <tspan key={n} x={x(i)} dy={n ? LABEL_LINE : 0}>
                    {line}
                  </tspan>
                ))
              : fitLabel(name, room)}
          </text>
        ) : null,
      )}
    </g>
  );
}
