import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LinesTable } from './LinesTable';
import { setScreen } from './testing/screenWidth';

type Line = { id: number; productName: string; model: string; quantity: number };
const lines: Line[] = [
  { id: 7, productName: '吸顶音箱', model: 'KEF Ci160.2CR', quantity: 4 },
  { id: 9, productName: '功放', model: 'RX-A4A', quantity: 1 },
];
const columns = [
  { title: '产品', dataIndex: 'productName' },
  { title: '型号', dataIndex: 'model' },
  { title: '数量', dataIndex: 'quantity', render: (value: number) => `${value} 只` },
];

describe('LinesTable', () => {
  afterEach(() => setScreen('desktop'));

  it('is a table on a desktop', () => {
    setScreen('desktop');
    render(<LinesTable<Line> rowKey="id" aria-label="出库产品" columns={columns} data={lines} />);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['产品', '型号', '数量']);
  });

  it('is one card a line on a phone, the first column its heading and the others label–value lines', () => {
    setScreen('phone');
    render(<LinesTable<Line> rowKey="id" aria-label="出库产品" columns={columns} data={lines} />);
    const cards = within(screen.getByRole('list', { name: '出库产品' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { name: '吸顶音箱' })).toBeTruthy();
    expect(within(cards[0]!).getByText('KEF Ci160.2CR')).toBeTruthy();
    expect(within(cards[0]!).getByText('4 只')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('opens a line with a tap anywhere on its card', async () => {
    setScreen('phone');
    const opened: number[] = [];
    render(
      <LinesTable<Line>
        rowKey="id"
        aria-label="历史版本"
        columns={columns}
        data={lines}
        onOpen={(line) => opened.push(line.id)}
      />,
    );
    await userEvent.click(screen.getByText('RX-A4A'));
    expect(opened).toEqual([9]);
  });

  it('says so when there are no lines', () => {
    setScreen('phone');
    render(<LinesTable<Line> rowKey="id" aria-label="出库产品" columns={columns} data={[]} noDataElement="暂无产品" />);
    expect(screen.getByText('暂无产品')).toBeTruthy();
  });
});
