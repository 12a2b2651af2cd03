import { act, render, screen } from '@testing-library/react';
import { EChart } from './EChart';

/**
 * ECharts draws on a canvas, which jsdom does not have; the chart library is replaced at its one door
 * (`./echartsSetup`) by a recorder of what the component asks of it. The drawing itself is checked in
 * Chromium by the dashboard's e2e test.
 */
type Handler = (params: unknown) => void;
const chart = {
  setOption: jest.fn(),
  resize: jest.fn(),
  dispose: jest.fn(),
  handlers: {} as Record<string, Handler>,
  on(event: string, handler: Handler) {
    this.handlers[event] = handler;
  },
};
const init = jest.fn((_box: HTMLElement) => chart);
jest.mock('./echartsSetup', () => ({ echarts: { init: (box: HTMLElement) => init(box) } }));

beforeEach(() => {
  jest.clearAllMocks();
  chart.handlers = {};
});

const pie = { series: [{ type: 'pie', data: [{ name: '设计师', value: 12 }] }] };
const loaded = () => act(async () => {});

describe('EChart', () => {
  it('loads the chart code on first use and draws the option in its labelled box', async () => {
    render(<EChart aria-label="客户渠道类型" option={pie} height={240} />);
    const box = screen.getByRole('img', { name: '客户渠道类型' });
    expect(box.style.height).toBe('240px');
    await loaded();
    expect(init).toHaveBeenCalledWith(box);
    expect(chart.setOption).toHaveBeenCalledWith(pie, true);
  });

  it('redraws when the option changes, replacing the old one', async () => {
    const view = render(<EChart option={pie} />);
    await loaded();
    const bars = { series: [{ type: 'bar', data: [3, 5] }] };
    view.rerender(<EChart option={bars} />);
    expect(chart.setOption).toHaveBeenLastCalledWith(bars, true);
    expect(init).toHaveBeenCalledTimes(1);
  });

  it('tells which segment was clicked, using the latest handler', async () => {
    const first = jest.fn();
    const latest = jest.fn();
    const view = render(<EChart option={pie} onSelect={first} />);
    await loaded();
    view.rerender(<EChart option={pie} onSelect={latest} />);
    chart.handlers.click!({ seriesIndex: 1, dataIndex: 4, name: '11-20', value: 7 });
    expect(latest).toHaveBeenCalledWith({ seriesIndex: 1, dataIndex: 4, name: '11-20' });
    expect(first).not.toHaveBeenCalled();
    expect(screen.getByRole('img').style.cursor).toBe('pointer');
  });

  it('lets the chart go when the page closes', async () => {
    const view = render(<EChart option={pie} />);
    await loaded();
    view.unmount();
    expect(chart.dispose).toHaveBeenCalledTimes(1);
  });

  it('draws nothing when the page closed before the chart code arrived', async () => {
    const view = render(<EChart option={pie} />);
    view.unmount();
    await loaded();
    expect(init).not.toHaveBeenCalled();
  });
});
