import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PagedTable } from './PagedTable';

const rows = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, name: `客户${i + 1}` }));

describe('PagedTable', () => {
  it('shows the server page with its total and asks for the next page counted from 0', async () => {
    const onPage = jest.fn();
    render(
      <PagedTable
        columns={[{ title: '客户名称', dataIndex: 'name' }]}
        data={{ content: rows, totalElements: 25 }}
        page={0}
        onPage={onPage}
      />,
    );
    expect(screen.getByText('共 25 条')).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(11);
    await userEvent.click(screen.getByText('3', { selector: '.arco-pagination-item' }));
    expect(onPage).toHaveBeenCalledWith(2, 10);
  });

  it('shows its empty text while there is nothing', () => {
    render(
      <PagedTable
        columns={[{ title: '客户名称', dataIndex: 'name' }]}
        data={undefined}
        page={0}
        onPage={() => {}}
        noDataElement="没有需要跟进的客户"
      />,
    );
    expect(screen.getByText('没有需要跟进的客户')).toBeTruthy();
  });
});
