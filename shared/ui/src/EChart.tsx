import { useEffect, useRef, useState } from 'react';
import type { ECharts, EChartsCoreOption } from 'echarts/core';
import { Spin } from './arco';

/** What a click on a chart segment says: the series and the index and name of the segment. */
export type ChartClick = { seriesIndex: number; dataIndex: number; name: string };

type Props = {
  option: EChartsCoreOption;
  height?: number;
  /** A click on a bar, slice or point. */
  onSelect?: (click: ChartClick) => void;
  'aria-label'?: string;
};

/**
 * A chart drawn by ECharts, loaded on first use (its code is not on the sign-in page or any page without a
 * chart), resized with its box, disposed with the component.
 *
 * @example <EChart option={{ series: [{ type: 'pie', data }] }} onSelect={({ dataIndex }) => open(data[dataIndex])} />
 */
export function EChart({ option, height = 300, onSelect, ...rest }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const select = useRef(onSelect);
  select.current = onSelect;
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | undefined;
    void import('./echartsSetup').then(({ echarts }) => {
      if (disposed || !box.current) return;
      const instance = echarts.init(box.current);
      instance.on('click', (params) => {
        const { seriesIndex = 0, dataIndex = 0, name = '' } = params as Partial<ChartClick>;
        select.current?.({ seriesIndex, dataIndex, name });
      });
      chart.current = instance;
      if (typeof ResizeObserver !== 'undefined') {
        observer = new ResizeObserver(() => instance.resize());
        observer.observe(box.current);
      }
      setReady(true);
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    if (ready) chart.current?.setOption(option, true);
  }, [ready, option]);

  return (
    <Spin loading={!ready} style={{ display: 'block' }}>
      <div
        ref={box}
        role="img"
        aria-label={rest['aria-label']}
        style={{ height, width: '100%', cursor: onSelect ? 'pointer' : undefined }}
      />
    </Spin>
  );
}
