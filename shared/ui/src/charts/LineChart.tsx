import { useState, type MouseEvent } from 'react';
import { ChartBox, pointerIn, type ChartProps } from './ChartBox';
import { colorAt, labelEvery, smoothPath } from './chartGeometry';
import { CategoryLabels, plotIn, valueScale, ValueAxis } from './ValueAxis';

/** One line: its name (in the legend and tooltip) and a value per category. */
export type LineSeries = { name: string; values: number[] };

/**
 * Smooth lines with a light area under each, over categories (days, say) on a value axis from 0. Hovering
 * a column shows every series' value there; a click picks the series nearest the pointer at that column.
 *
 * @example <LineChart aria-label="近 30 天跟进" categories={days} series={[{ name: '客户跟进', values }]} />
 */
export function LineChart({
  categories,
  series,
  onSelect,
  ...frame
}: ChartProps & {
  categories: string[];
  series: LineSeries[];
  onSelect?: (click: { seriesIndex: number; dataIndex: number }) => void;
}) {
  const [hovered, setHovered] = useState<number | null>(null);
  return (
    <ChartBox
      {...frame}
      onLeave={() => setHovered(null)}
      legend={series.map((s) => s.name)}
      draw={(width, height, setTip) => {
        const plot = plotIn(width, height);
        const scale = valueScale(plot, Math.max(0, ...series.flatMap((s) => s.values)));
        const step = categories.length > 1 ? plot.width / (categories.length - 1) : 0;
        const x = (i: number) => plot.left + (categories.length > 1 ? i * step : plot.width / 2);
        const bottom = plot.top + plot.height;
        const columnAt = (event: MouseEvent<SVGRectElement>) => {
          const pointer = pointerIn(event);
          const index = step ? Math.round((pointer.x - plot.left) / step) : 0;
          return { pointer, index: Math.min(categories.length - 1, Math.max(0, index)) };
        };
        return (
          <>
            <ValueAxis plot={plot} {...scale} />
            {series.map((line, s) => {
              const points = line.values.map((value, i) => ({ x: x(i), y: scale.y(value) }));
              const path = smoothPath(points);
              return (
                <g key={line.name}>
                  {points.length > 1 && (
                    <path
                      d={`${path}L${points[points.length - 1]!.x} ${bottom}L${points[0]!.x} ${bottom}Z`}
                      fill={colorAt(s)}
                      opacity={0.12}
                    />
                  )}
                  <path d={path} fill="none" stroke={colorAt(s)} strokeWidth={2} />
                  {hovered !== null && points[hovered] && (
                    <circle
                      cx={points[hovered].x}
                      cy={points[hovered].y}
                      r={4}
                      fill="#fff"
                      stroke={colorAt(s)}
                      strokeWidth={2}
                    />
                  )}
                </g>
              );
            })}
            {hovered !== null && (
              <line className="yjf-chart-axis" x1={x(hovered)} x2={x(hovered)} y1={plot.top} y2={bottom} />
            )}
            <CategoryLabels
              plot={plot}
              categories={categories}
              x={x}
              shown={labelEvery(categories.length, Math.floor(plot.width / 56))}
            />
            <rect
              className={onSelect ? 'yjf-chart-selectable' : undefined}
              x={plot.left - step / 2}
              y={plot.top}
              width={plot.width + step}
              height={plot.height}
              fill="transparent"
              onMouseMove={(event) => {
                const { pointer, index } = columnAt(event);
                setHovered(index);
                setTip({
                  lines: [categories[index] ?? '', ...series.map((line) => `${line.name}：${line.values[index] ?? 0}`)],
                  ...pointer,
                });
              }}
              onClick={(event) => {
                if (!onSelect || !series.length) return;
                const { pointer, index } = columnAt(event);
                const distance = (s: number) => Math.abs(scale.y(series[s]!.values[index] ?? 0) - pointer.y);
                const nearest = series.reduce((best, _, s) => (distance(s) < distance(best) ? s : best), 0);
                onSelect({ seriesIndex: nearest, dataIndex: index });
              }}
            />
          </>
        );
      }}
    />
  );
}
