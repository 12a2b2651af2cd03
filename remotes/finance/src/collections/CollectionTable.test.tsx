import { screen, within } from '@testing-library/react';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { renderPage } from '@yjf/ui/testing/renderPage';
import { CollectionTable } from './CollectionTable';
import { collectionRow, receivedRow } from './testing/fakeCollections';

const rows = [
  receivedRow({ id: 3, projectName: '收齐的项目', plannedAmount: 1234560 }),
  receivedRow({ id: 2, projectName: '部分到账的项目' }),
  collectionRow({ id: 1, projectName: '未到账的项目' }),
];

function setup(roles = ['admin']) {
  const server = installFakeServer({ roles });
  server.on((call) => {
    if (call.method === 'GET' && call.path === '/api/collection')
      return { json: { content: rows, totalElements: rows.length } };
    if (call.path === '/api/project') return { json: { content: [], totalElements: 0 } };
    return undefined;
  });
  return renderPage(<CollectionTable title="收款管理" />, '/finance/collection');
}

const buttonsOf = (text: string) =>
  within(screen.getByText(text).closest('tr') as HTMLElement)
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('CollectionTable', () => {
  it('offers 打印 of the receipt once money has arrived, and 登记收款 until all of it has', async () => {
    setup();
    await screen.findByText('收齐的项目');
    expect(buttonsOf('收齐的项目')).toEqual(['打印', '编辑', '删除']);
    expect(buttonsOf('部分到账的项目')).toEqual(['登记收款', '打印', '编辑', '删除']);
    expect(buttonsOf('未到账的项目')).toEqual(['登记收款', '编辑', '删除']);
  });

  it('prints a receipt for whoever sees the list, 登记收款 only with collection:edit', async () => {
    setup(['collection:list']);
    await screen.findByText('收齐的项目');
    expect(buttonsOf('部分到账的项目')).toEqual(['打印']);
  });

  it('opens the receipt’s print view', async () => {
    const { user } = setup();
    await screen.findByText('部分到账的项目');
    const row = screen.getByText('部分到账的项目').closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: '打印' }));
    expect(await screen.findByText('at /print/collection/2')).toBeTruthy();
  });
});
