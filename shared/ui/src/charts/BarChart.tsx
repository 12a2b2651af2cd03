import { ChartBox, segmentProps, type ChartProps } from './ChartBox';
import { colorAt, wrapLabel } from './chartGeometry';
import type { ChartDatum } from './PieChart';
import { CategoryLabels, plotIn, valueScale, ValueAxis } from './ValueAxis';

/**
 * Bars over named categories on a value axis from 0, with round ticks; hover shows the value, a click (or
 * Enter) on a bar selects it.
 *
 * @example <BarChart aria-label="客户渠道状态" data={[{ name: '合作中', value: 8 }]} onSelect={(i) => open(i)} />
 */
export function BarChart({
  data,
  tooltip = (d) => `${d.name}：${d.value}`,
  onSelect,
  ...frame
}: ChartProps & {
  data: ChartDatum[];
  tooltip?: (datum: ChartDatum) => string;
  onSelect?: (index: number) => void;
}) {
  return (
    <ChartBox
      {...frame}
      draw={(width, height, setTip) => {
        // The bands' width does not depend on the labels' lines, which take room from the plot's height only.
        const band = data.length ? plotIn(width, height).width / data.length : 0;
        const labelLines = Math.max(1, ...data.map((d) => wrapLabel(d.name, band - 4).length));
        const plot = plotIn(width, height, labelLines);
        const scale = valueScale(plot, Math.max(0, ...data.map((d) => d.value)));
        const barWidth = Math.min(32, band * 0.6);
        const center = (i: number) => plot.left + band * (i + 0.5);
        return (
          <>
            <ValueAxis plot={plot} {...scale} />
            {data.map((datum, i) => {
              const top = scale.y(datum.value);
              const bottom = plot.top + plot.height;
              const r = Math.min(4, barWidth / 2, bottom - top);
              const [left, right] = [center(i) - barWidth / 2, center(i) + barWidth / 2];
              return (
                <path
                  key={datum.name}
                  d={`M${left} ${bottom}V${top + r}Q${left} ${top} ${left + r} ${top}H${right - r}Q${right} ${top} ${right} ${top + r}V${bottom}Z`}
                  fill={colorAt(0)}
                  {...segmentProps([tooltip(datum)], setTip, onSelect && (() => onSelect(i)))}
                />
              );
            })}
            <CategoryLabels
              plot={plot}
              categories={data.map((d) => d.name)}
              x={center}
              room={band - 4}
              lines={labelLines}
            />
          </>
        );
      }}
    />
  );
}
