import { render, screen } from '@testing-library/react';
import { CollectionStateTag } from './CollectionStateTag';

const TODAY = '2026-11-23';

const TABLE = [
  {
    label: '已收齐',
    color: 'green',
    row: { plannedAmount: 100000, receivedAmount: 100000, plannedDate: '2026-11-01' },
  },
  { label: '部分收款', color: 'orange', row: { plannedAmount: 100000, receivedAmount: 40000, plannedDate: TODAY } },
  {
    label: '已逾期',
    color: 'red',
    row: { plannedAmount: 100000, receivedAmount: 40000, plannedDate: '2026-11-22' },
  },
  { label: '待收款', color: 'gray', row: { plannedAmount: 100000, receivedAmount: 0, plannedDate: null } },
];

describe('CollectionStateTag', () => {
  it.each(TABLE)('shows $label in $color', ({ row, label, color }) => {
    render(<CollectionStateTag collection={row} today={TODAY} />);
    const tag = screen.getByText(label).closest('.arco-tag');
    expect(tag?.classList.contains(`arco-tag-${color}`)).toBe(true);
  });

  it('is due on its planned day and overdue only the day after', () => {
    const row = { plannedAmount: 50000, receivedAmount: 0, plannedDate: '2026-11-23' };
    const { rerender } = render(<CollectionStateTag collection={row} today="2026-11-23" />);
    expect(screen.getByText('待收款')).toBeTruthy();
    rerender(<CollectionStateTag collection={row} today="2026-11-24" />);
    expect(screen.getByText('已逾期')).toBeTruthy();
  });
});
