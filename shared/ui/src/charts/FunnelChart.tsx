import { ChartBox, segmentProps, type ChartProps } from './ChartBox';
import { colorAt, funnelLayers } from './chartGeometry';
import type { ChartDatum } from './PieChart';

/**
 * A funnel, one layer per stage in the given order (not sorted), narrowing evenly from top to bottom whatever
 * the values (a later stage holding more would otherwise draw an hourglass); each layer is labelled with its
 * name and value, and a click (or Enter) on a layer selects it. Give it the stages of a process only: what
 * leaves the funnel (won, lost) is shown beside it, not as a layer.
 *
 * @example <FunnelChart aria-label="商机漏斗" data={stages} tooltip={(d, i) => [`${d.name}：${d.value} 个`]} />
 */
export function FunnelChart<Datum extends ChartDatum>({
  data,
  tooltip = (d) => [`${d.name}：${d.value}`],
  onSelect,
  ...frame
}: ChartProps & {
  data: Datum[];
  tooltip?: (datum: Datum) => string[];
  onSelect?: (index: number) => void;
}) {
  return (
    <ChartBox
      {...frame}
      draw={(width, height, setTip) => {
        const layers = funnelLayers(
          data.length,
          { x: width * 0.1, y: 8, width: width * 0.8, height: height - 16 },
          // No gap: a white edge parts the layers, and every point of the funnel is some layer's.
          { gap: 0 },
        );
        return data.map((datum, i) => (
          <g key={datum.name}>
            <path
              d={layers[i]!.path}
              fill={colorAt(i)}
              stroke="#fff"
              {...segmentProps(tooltip(datum), setTip, onSelect && (() => onSelect(i)))}
            />
            <text
              className="yjf-chart-inside"
              x={layers[i]!.middle.x}
              y={layers[i]!.middle.y}
              textAnchor="middle"
              dominantBaseline="central"
              pointerEvents="none"
            >
              {datum.name} {datum.value}
            </text>
          </g>
        ));
      }}
    />
  );
}
