import { useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { colorAt } from './chartGeometry';
import './charts.css';

/** What every chart takes besides its data. */
export type ChartProps = {
  'aria-label': string;
  /** The box's height in pixels. */
  height?: number;
};

/** The tooltip at the pointer: its lines, and where (in the box's pixels). */
export type Tip = { lines: string[]; x: number; y: number };

/** Width used before the box is measured (and where there is no layout, as in tests). */
const FALLBACK_WIDTH = 480;

/**
 * The frame of a chart: a labelled figure as wide as its container, an SVG `draw(width)` fills, a tooltip that
 * follows the pointer, and an optional legend at the bottom.
 */
export function ChartBox({
  height = 300,
  legend,
  onLeave,
  draw,
  ...rest
}: ChartProps & {
  legend?: string[];
  /** Besides hiding the tooltip, what the pointer leaving the chart undoes. */
  onLeave?: () => void;
  /** The drawing for a box of `width` × `height`; its parts show and hide the tooltip with `setTip`. */
  draw: (width: number, height: number, setTip: (tip: Tip | null) => void) => ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [tip, setTip] = useState<Tip | null>(null);
  const [width, setWidth] = useState(0);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const legendHeight = legend?.length ? 28 : 0;
  const drawnWidth = width || FALLBACK_WIDTH;
  return (
    <div
      ref={box}
      role="figure"
      aria-label={rest['aria-label']}
      className="yjf-chart"
      style={{ height }}
      onMouseLeave={() => {
        setTip(null);
        onLeave?.();
      }}
    >
      <svg width={drawnWidth} height={height - legendHeight} className="yjf-chart-drawing">
        {draw(drawnWidth, height - legendHeight, setTip)}
      </svg>
      {legend?.length ? (
        <ul className="yjf-chart-legend">
          {legend.map((name, i) => (
            <li key={name}>
              <i style={{ background: colorAt(i) }} />
              {name}
            </li>
          ))}
        </ul>
      ) : null}
      {tip && (
        <div
          className={tip.x > drawnWidth / 2 ? 'yjf-chart-tip yjf-chart-tip-left' : 'yjf-chart-tip'}
          role="tooltip"
          style={{ left: tip.x, top: tip.y }}
        >
          {tip.lines.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </div>
      )}
    </div>
  );
}

/** The pointer's position inside the chart's box, for the tooltip. */
export function pointerIn(event: MouseEvent<Element>): { x: number; y: number } {
  const frame = (event.currentTarget as Element).closest('.yjf-chart');
  const rect = frame?.getBoundingClientRect();
  return { x: event.clientX - (rect?.left ?? 0), y: event.clientY - (rect?.top ?? 0) };
}

/**
 * The props that make a drawn part (slice, layer, bar) answer the pointer and the keyboard: hover shows
 * `lines`, a click or Enter selects it.
 */
export function segmentProps(lines: string[], setTip: (tip: Tip | null) => void, onSelect: (() => void) | undefined) {
  const show = (event: MouseEvent<Element>) => setTip({ lines, ...pointerIn(event) });
  return {
    className: onSelect ? 'yjf-chart-segment yjf-chart-selectable' : 'yjf-chart-segment',
    onMouseEnter: show,
    onMouseMove: show,
    onClick: onSelect,
    ...(onSelect
      ? {
          role: 'button',
          tabIndex: 0,
          'aria-label': lines.join('，'),
          onKeyDown: (event: { key: string }) => {
            if (event.key === 'Enter' || event.key === ' ') onSelect();
          },
        }
      : {}),
  };
}
