import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PagedTable } from './PagedTable';

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
});
