import { screen, within } from '@testing-library/react';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { renderPage } from '@yjf/ui/testing/renderPage';
import { amplifierLine, purchaseLine, purchaseOrderRow } from '../../purchaseOrders/testing/fakePurchaseOrders';
import PurchaseOrderPrint from '.';

/** 7 功放 at ¥1,234.56 and 3 米 of 音箱线 at ¥1,234.56: ¥12,345.60, reviewed by 王经理. */
const order = purchaseOrderRow({
  status: 1,
  reviewedByName: '王经理',
  reviewedAt: '2026-11-24T02:00:00.000Z',
  remark: '首批设备，送货前电话联系',
  lines: [amplifierLine, purchaseLine(22, '音箱线', { productId: 2, unit: '米', quantity: 3, unitPrice: 1234_56 })],
});

function setup(id = 11) {
  const server = installFakeServer({ roles: ['admin'], companyName: '上海声美智能科技有限公司' });
  server.on((call) => (call.path === '/api/purchaseOrder/11' ? { json: order } : undefined));
  return renderPage(<PurchaseOrderPrint />, `/print/purchase/order/${id}`, '/print/purchase/order/:id');
}

const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('PurchaseOrderPrint', () => {
  it('prints the order for the supplier: company, number, date, supplier, lines, total and capitals', async () => {
    const { view } = setup();
    const sheet = await screen.findByRole('article', { name: '采购订单' });
    expect(await within(sheet).findByText('上海声美智能科技有限公司')).toBeTruthy();
    const fields = within(sheet)
      .getAllByRole('term')
      .map((term) => `${term.textContent}${term.nextSibling?.textContent}`);
    expect(fields).toEqual([
      '单号：CG20261123001',
      '日期：2026-11-23',
      '供应商：华音器材',
      '联系人：刘经理',
      '联系电话：13912345678',
      '关联项目：滨江别墅影音室',
    ]);
    const rows = within(sheet).getAllByRole('row').map(cellsOf);
    expect(rows).toEqual([
      ['序号', '产品名称', '品牌', '型号', '单位', '数量', '单价', '金额'],
      ['1', '功放', '天龙', 'AVR-X2800', '台', '7', '¥1,234.56', '¥8,641.92'],
      ['2', '音箱线', '—', '—', '米', '3', '¥1,234.56', '¥3,703.68'],
      ['合计', '', '', '', '', '10', '', '¥12,345.60'],
      ['金额（大写）：人民币壹万贰仟叁佰肆拾伍元陆角（小写）¥12,345.60'],
    ]);
    expect(within(sheet).getByText('备注：').parentElement!.textContent).toBe('备注：首批设备，送货前电话联系');
    const signatures = [...view.container.querySelectorAll('.print-signature')].map(
      (signature) => signature.textContent,
    );
    expect(signatures).toEqual([
      '制单人：管理员日期：2026-11-23',
      '审核人：王经理日期：2026-11-24',
      '供应商确认：日期：',
    ]);
  });

  it('offers 打印 and 返回 to the order', async () => {
    const { user } = setup();
    expect(await screen.findByRole('region', { name: '采购订单 CG20261123001 打印预览' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /打印/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /返回/ }));
    expect(screen.getByText('at /project/detail/purchase/order/11')).toBeTruthy();
  });

  it('says so when the order does not exist', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {}); // the 404, said by the error presenter
    setup(99);
    expect(await screen.findByText('采购单已被删除')).toBeTruthy();
  });
});
