import { fireEvent, render, screen } from '@testing-library/react';
import { BarChart, FunnelChart, LineChart, PieChart } from '../Charts';

const slices = [
  { name: '设计师', value: 12 },
  { name: '装修公司', value: 0 },
  { name: '地产', value: 4 },
];

describe('charts', () => {
  it('a ring draws the slices that count, names them, shows the share on hover and opens the one clicked', () => {
    const onSelect = jest.fn();
    render(<PieChart aria-label="客户渠道类型" data={slices} onSelect={onSelect} />);
    const chart = screen.getByRole('figure', { name: '客户渠道类型' });
    expect(chart.textContent).toContain('设计师');
    expect(chart.textContent).not.toContain('装修公司');
    const estate = screen.getByRole('button', { name: '地产：4（25.0%）' });
    fireEvent.mouseEnter(estate, { clientX: 10, clientY: 10 });
    expect(screen.getByRole('tooltip').textContent).toContain('地产：4（25.0%）');
    fireEvent.click(estate);
    // The index is the slice's place in the data given, zeros included.
    expect(onSelect).toHaveBeenCalledWith(2);
    fireEvent.mouseLeave(chart);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('a funnel keeps the given order and selects a layer by keyboard too', () => {
    const onSelect = jest.fn();
    render(
      <FunnelChart
        aria-label="商机漏斗"
        data={[
          { name: '初步接洽', value: 9, amount: 100 },
          { name: '方案报价', value: 3, amount: 50 },
        ]}
        tooltip={(d) => [`${d.name}：${d.value} 个`, `预计金额 ${d.amount}`]}
        onSelect={onSelect}
      />,
    );
    const layers = screen.getAllByRole('button');
    expect(layers.map((l) => l.getAttribute('aria-label'))).toEqual([
      '初步接洽：9 个，预计金额 100',
      '方案报价：3 个，预计金额 50',
    ]);
    fireEvent.keyDown(layers[1]!, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith(1);
  });

  it('a funnel narrows from stage to stage even where a later stage holds more', () => {
    render(
      <FunnelChart
        aria-label="商机漏斗"
        data={[
          { name: '初步洽谈', value: 2 },
          { name: '需求分析', value: 9 },
          { name: '报价', value: 0 },
        ]}
        onSelect={() => {}}
      />,
    );
    const topWidths = screen.getAllByRole('button').map((layer) => {
      const [, left, right] = /^M([\d.]+) [\d.]+H([\d.]+)/.exec(layer.getAttribute('d')!)!;
      return Number(right) - Number(left);
    });
    expect(topWidths[0]).toBeGreaterThan(topWidths[1]!);
    expect(topWidths[1]).toBeGreaterThan(topWidths[2]!);
    expect(screen.getByRole('figure', { name: '商机漏斗' }).textContent).toContain('报价 0');
  });

  it('bars sit on a value axis of round ticks and open the bar clicked', () => {
    const onSelect = jest.fn();
    render(<BarChart aria-label="客户渠道状态" data={slices} onSelect={onSelect} />);
    const chart = screen.getByRole('figure', { name: '客户渠道状态' });
    expect(chart.textContent).toMatch(/0.*5.*10.*15/);
    fireEvent.click(screen.getByRole('button', { name: '装修公司：0' }));
    expect(onSelect).toHaveBeenCalledWith(1);
  });

  it('lines show every series at the hovered column and a click picks the nearer series', () => {
    const onSelect = jest.fn();
    const { container } = render(
      <LineChart
        aria-label="近 30 天跟进"
        categories={['11-01', '11-02', '11-03']}
        series={[
          { name: '客户跟进', values: [1, 8, 2] },
          { name: '商机跟进', values: [0, 1, 0] },
        ]}
        onSelect={onSelect}
      />,
    );
    expect(screen.getByRole('figure', { name: '近 30 天跟进' }).textContent).toContain('客户跟进商机跟进');
    const plot = container.querySelector('rect')!;
    // jsdom lays nothing out: the box is at 0,0 and 480 wide; the plot starts at 40 and its columns are 212 apart.
    fireEvent.mouseMove(plot, { clientX: 252, clientY: 20 });
    expect(screen.getByRole('tooltip').textContent).toContain('11-02客户跟进：8商机跟进：1');
    fireEvent.click(plot, { clientX: 252, clientY: 250 });
    expect(onSelect).toHaveBeenCalledWith({ seriesIndex: 1, dataIndex: 1 });
  });
});
