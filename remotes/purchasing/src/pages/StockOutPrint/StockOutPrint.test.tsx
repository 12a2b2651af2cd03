import { screen, within } from '@testing-library/react';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { renderPage } from '@yjf/ui/testing/renderPage';
import { stockOutLine, stockOutRow } from '../../stockOuts/testing/fakeStockOuts';
import StockOutPrint from '.';

const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

function setup(extra: Parameters<typeof stockOutRow>[0]) {
  const server = installFakeServer({ roles: ['admin'], companyName: '上海声美智能科技有限公司' });
  server.on((call) => (call.path === '/api/stockOut/31' ? { json: stockOutRow(extra) } : undefined));
  return renderPage(<StockOutPrint />, '/print/stock/out/31', '/print/stock/out/:id');
}

describe('StockOutPrint', () => {
  it('prints a stock-out gone out: its day out, project and customer, the lines at cost, total and capitals', async () => {
    const { view } = setup({
      status: 3,
      reviewedByName: '王经理',
      reviewedAt: '2026-11-23T03:00:00.000Z',
      outByName: '赵库管',
      outAt: '2026-11-24T01:30:00.000Z',
      remark: '客厅影音室',
      lines: [
        stockOutLine(1, '投影机', 2, 5),
        { ...stockOutLine(2, '吸顶音箱', 8, 24), brand: 'KEF', model: 'Ci160.2CR', unit: '只', unitCost: 980_50 },
      ],
    });
    const sheet = await screen.findByRole('article', { name: '出库单' });
    expect(await within(sheet).findByText('上海声美智能科技有限公司')).toBeTruthy();
    const fields = within(sheet)
      .getAllByRole('term')
      .map((term) => `${term.textContent}${term.nextSibling?.textContent}`);
    expect(fields).toEqual([
      '单号：CK20261123001',
      '出库日期：2026-11-24',
      '项目：滨江壹号影音室（XM20261101001）',
      '客户：滨江壹号业主',
    ]);
    // 2 × ¥1,000.00 + 8 × ¥980.50 = ¥9,844.00
    expect(within(sheet).getAllByRole('row').map(cellsOf)).toEqual([
      ['序号', '产品名称', '品牌', '型号', '单位', '数量', '成本单价', '金额'],
      ['1', '投影机', 'Epson', 'M-1', '台', '2', '¥1,000.00', '¥2,000.00'],
      ['2', '吸顶音箱', 'KEF', 'Ci160.2CR', '只', '8', '¥980.50', '¥7,844.00'],
      ['合计', '', '', '', '', '10', '', '¥9,844.00'],
      ['金额（大写）：人民币玖仟捌佰肆拾肆元整（小写）¥9,844.00'],
    ]);
    expect([...view.container.querySelectorAll('.print-signature')].map((s) => s.textContent)).toEqual([
      '制单人：张伟日期：2026-11-23',
      '审核人：王经理日期：2026-11-23',
      '出库人：赵库管日期：2026-11-24',
      '领用人：日期：',
    ]);
  });

  it('dates a stock-out not yet out by the day it was drawn up', async () => {
    setup({ status: 1 });
    const sheet = await screen.findByRole('article', { name: '出库单' });
    expect(within(sheet).getByText('制单日期：').nextSibling?.textContent).toBe('2026-11-23');
    expect(within(sheet).queryByText('出库日期：')).toBeNull();
  });

  it('offers 返回 to the stock-out', async () => {
    const { user } = setup({});
    await user.click(await screen.findByRole('button', { name: /返回/ }));
    expect(screen.getByText('at /project/detail/stock/out/31')).toBeTruthy();
  });
});
