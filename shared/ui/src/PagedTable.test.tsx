import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './arcoCore';
import { PagedTable } from './PagedTable';
import { setScreen } from './testing/screenWidth';

const rows = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, name: `客户${i + 1}` }));

describe('PagedTable', () => {
  it('shows the server page with its total and asks for the next page counted from 0', async () => {
    const turn = jest.fn();
    render(
      <PagedTable
        columns={[{ title: '客户名称', dataIndex: 'name' }]}
        data={{ content: rows, totalElements: 25 }}
        list={{ page: 0, size: 10, turn }}
      />,
    );
    expect(screen.getByText('共 25 条')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(11);
    await userEvent.click(screen.getByText('3', { selector: '.arco-pagination-item' }));
    expect(turn).toHaveBeenCalledWith(2, 10);
  });

  it('shows its empty text while there is nothing', () => {
    render(
      <PagedTable
        columns={[{ title: '客户名称', dataIndex: 'name' }]}
        data={undefined}
        list={{ page: 0, size: 10, turn: () => {} }}
        noDataElement="没有需要跟进的客户"
      />,
    );
    expect(screen.getByText('没有需要跟进的客户')).toBeTruthy();
  });

  describe('on a phone', () => {
    beforeEach(() => setScreen('phone'));
    afterEach(() => setScreen('desktop'));

    it('shows cards: the name over the next columns, the 操作 column behind a menu, and a compact pager', async () => {
      const turn = jest.fn();
      const user = userEvent.setup({ pointerEventsCheck: 0 });
      const follow = jest.fn();
      render(
        <PagedTable<{ id: number; phone: string; name: string; owner: string }>
          aria-label="待跟进客户"
          columns={[
            { title: '联系电话', dataIndex: 'phone' },
            { title: '客户名称', dataIndex: 'name' },
            { title: '负责人', dataIndex: 'owner', render: (owner: string) => `负责人${owner}` },
            {
              title: '操作',
              render: (_: unknown, row) => (
                <Button type="text" size="mini" onClick={() => follow(row.id)}>
                  跟进
                </Button>
              ),
            },
          ]}
          data={{
            content: rows.map((row) => ({ ...row, phone: `1390000000${row.id}`, owner: '李娜' })),
            totalElements: 25,
          }}
          list={{ page: 0, size: 10, turn }}
          sizeCanChange
        />,
      );
      const cards = within(screen.getByRole('list', { name: '待跟进客户' })).getAllByRole('listitem');
      expect(cards).toHaveLength(10);
      expect(within(cards[0]!).getByRole('heading', { name: '客户1' })).toBeTruthy();
      expect(within(cards[0]!).getByText('联系电话').nextSibling?.textContent).toBe('13900000001');
      expect(within(cards[0]!).getByText('负责人李娜')).toBeTruthy();
      expect(screen.queryByRole('button', { name: '跟进' })).toBeNull();
      await user.click(within(cards[0]!).getByRole('button', { name: '操作：客户1' }));
      await user.click(within(await screen.findByRole('group', { name: '「客户1」的操作' })).getByText('跟进'));
      expect(follow).toHaveBeenCalledWith(1);

      expect(screen.getByText('共 25 条')).toBeTruthy();
      expect(screen.queryByText('10 条/页')).toBeNull();
      await user.click(document.querySelector('.arco-pagination-item-next') as HTMLElement);
      expect(turn).toHaveBeenCalledWith(1);
    });

    it("ticks a picker's card at a tap anywhere on it, and leaves a card without stock unticked", async () => {
      const onSelect = jest.fn();
      render(
        <PagedTable<{ id: number; name: string; stock: number }>
          aria-label="可选产品"
          columns={[
            { title: '产品名称', dataIndex: 'name' },
            { title: '库存', dataIndex: 'stock' },
          ]}
          data={{
            content: [
              { id: 1, name: '吸顶音箱', stock: 16 },
              { id: 2, name: '网线', stock: 0 },
            ],
            totalElements: 2,
          }}
          list={{ page: 0, size: 10, turn: jest.fn() }}
          rowSelection={{
            type: 'checkbox',
            selectedRowKeys: [],
            checkboxProps: (row) => ({ disabled: row.stock === 0 }),
            onSelect,
          }}
        />,
      );
      await userEvent.click(screen.getByText('16'));
      expect(onSelect).toHaveBeenCalledWith(true, expect.objectContaining({ id: 1 }), expect.anything());
      onSelect.mockClear();
      await userEvent.click(screen.getByText('0'));
      expect(onSelect).not.toHaveBeenCalled();
    });

    it("opens a card's record at a tap anywhere on it, through the link of its heading", async () => {
      const open = jest.fn();
      render(
        <PagedTable<{ id: number; name: string; owner: string }>
          aria-label="任务"
          columns={[
            {
              title: '任务',
              dataIndex: 'name',
              render: (name: string, row) => <a onClick={() => open(row.id)}>{name}</a>,
            },
            { title: '负责人', dataIndex: 'owner' },
          ]}
          data={{ content: [{ id: 5, name: '客厅音箱安装', owner: '陈刚' }], totalElements: 1 }}
          list={{ page: 0, size: 10, turn: jest.fn() }}
        />,
      );
      await userEvent.click(screen.getByText('陈刚'));
      expect(open).toHaveBeenCalledWith(5);
    });
  });
});
