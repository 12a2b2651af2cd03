import { screen, within } from '@testing-library/react';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { renderPage } from '@yjf/ui/testing/renderPage';
import type { Collection } from '@yjf/area-finance/domain/collectionSchemas';
import { collectionRow, receivedRow } from '../../collections/testing/fakeCollections';
import CollectionReceiptPrint from '.';

const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

function setup(collection: Collection) {
  const server = installFakeServer({ roles: ['admin'], companyName: '上海声美智能科技有限公司' });
  server.on((call) => (call.path === '/api/collection/7' ? { json: collection } : undefined));
  return renderPage(<CollectionReceiptPrint />, '/print/collection/7', '/print/collection/:id');
}

describe('CollectionReceiptPrint', () => {
  it('prints the receipt of money received: number, day, payer, account, project, amount and capitals', async () => {
    const { view } = setup(receivedRow({ remark: '转账备注：别墅影院进度款' }));
    const sheet = await screen.findByRole('article', { name: '收款凭证' });
    expect(await within(sheet).findByText('上海声美智能科技有限公司')).toBeTruthy();
    // The account's name comes with the dictionaries.
    expect(await within(sheet).findByText('公户')).toBeTruthy();
    const fields = within(sheet)
      .getAllByRole('term')
      .map((term) => `${term.textContent}${term.nextSibling?.textContent}`);
    expect(fields).toEqual([
      '凭证号：SK00000007',
      '收款日期：2026-11-20',
      '付款人：李先生',
      '收款账户：公户',
      '项目：别墅影院（XM20261123001）',
    ]);
    expect(within(sheet).getAllByRole('row').map(cellsOf)).toEqual([
      ['序号', '摘要', '收款阶段', '计划金额', '实收金额'],
      ['1', '别墅影院 进度款', '进度款', '¥20,000.00', '¥12,345.60'],
      ['合计', '', '', '¥20,000.00', '¥12,345.60'],
      ['金额（大写）：人民币壹万贰仟叁佰肆拾伍元陆角（小写）¥12,345.60'],
    ]);
    expect(within(sheet).getByText('备注：').parentElement!.textContent).toBe('备注：转账备注：别墅影院进度款');
    expect([...view.container.querySelectorAll('.print-signature')].map((s) => s.textContent)).toEqual([
      '收款人：日期：',
      '付款人：日期：',
    ]);
  });

  it('goes back to the project’s collections', async () => {
    const { user } = setup(receivedRow());
    await user.click(await screen.findByRole('button', { name: /返回/ }));
    expect(screen.getByText('at /CollectMoney/12')).toBeTruthy();
  });

  it('has no receipt for a collection nothing has arrived for', async () => {
    setup(collectionRow());
    expect(await screen.findByText('尚未收款')).toBeTruthy();
    expect(screen.getByText('这笔收款还没有到账，登记收款后才能打印收款凭证')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('button', { name: /打印/ })).toBeNull();
  });
});
