import { act, render, screen } from '@testing-library/react';
import { Table, type TableProps } from './arcoTable';

type Row = { id: number; name: string };
const rows: Row[] = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, name: `客户${i + 1}` }));
const columns = [
  { title: '客户名称', dataIndex: 'name', fixed: 'left' as const, width: 160 },
  { title: '电话', dataIndex: 'phone', width: 600 },
  { title: '操作', dataIndex: 'id', fixed: 'right' as const, width: 100, render: () => '编辑' },
];

/** A table with a fixed first and last column and a sideways scroll, as the lists have, drawn and settled. */
async function drawTable(props: Partial<TableProps<Row>>) {
  render(<Table<Row> rowKey="id" columns={columns} data={rows} scroll={{ x: 900 }} {...props} />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

// Arco's Table measured its width as it mounted and set it even when nothing reads it, which drew the table a second
// time before the first paint; patched (shared/build/patches), it sets it only for what reads it: expanded rows and
// the empty notice. What that saves is measured by the bench's cold deep link.
describe('Table (Arco, as patched)', () => {
  // jsdom lays nothing out: the table is 800 px wide here, as on a screen.
  beforeEach(() => {
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ width: 800 } as DOMRect);
  });
  afterEach(() => jest.restoreAllMocks());

  it('still makes an expanded row as wide as the table', async () => {
    await drawTable({ expandedRowRender: (row) => `详情 ${row.name}`, defaultExpandedRowKeys: [1] });
    const expanded = screen.getByText('详情 客户1').closest<HTMLElement>('.arco-table-expand-fixed-row');
    expect(expanded?.style.width).toBe('800px');
  });

  it('still shows its empty notice as wide as the table', async () => {
    await drawTable({ data: [], noDataElement: '暂无客户' });
    expect(screen.getByText('暂无客户').closest<HTMLElement>('.arco-table-no-data')?.style.width).toBe('800px');
  });
});
