import { screen, within } from '@testing-library/react';
import { installFakeServer } from '../testing/fakeServer';
import { renderPage } from '../testing/renderPage';
import { PrintPreview } from './PrintPreview';
import { PrintSheet } from './PrintSheet';

const sheet = (remark: string | null = '首批设备') => (
  <PrintSheet
    title="采购订单"
    fields={[
      { label: '单号', value: 'CG20261123001' },
      { label: '日期', value: '2026-11-23' },
      { label: '联系人', value: '' },
      { label: '关联项目', value: '滨江别墅影音室', wide: true },
    ]}
    columns={[
      { title: '序号', align: 'center' },
      { title: '产品名称' },
      { title: '数量', align: 'right' },
      { title: '金额', align: 'right' },
    ]}
    rows={[
      [1, '功放', 7, '¥8,641.92'],
      [2, '音箱线', 3, '¥3,703.68'],
    ]}
    totals={['', 10, '¥12,345.60']}
    amount={1234560}
    remark={remark}
    signatures={[
      { label: '制单人', name: '张伟', date: '2026-11-23' },
      { label: '审核人', name: null, date: '' },
      { label: '供应商确认' },
    ]}
  />
);

describe('PrintSheet', () => {
  it('heads the sheet with the signed-in company and the document’s title, then its fields', async () => {
    installFakeServer({ roles: ['admin'], companyName: '上海声美智能科技有限公司' });
    renderPage(sheet());
    expect(await screen.findByText('上海声美智能科技有限公司')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('采购订单');
    expect(screen.getByRole('article', { name: '采购订单' })).toBeTruthy();
    const fields = screen.getAllByRole('term').map((term) => `${term.textContent}${term.nextSibling?.textContent}`);
    expect(fields).toEqual(['单号：CG20261123001', '日期：2026-11-23', '联系人：—', '关联项目：滨江别墅影音室']);
    expect(screen.getByText('关联项目：').parentElement!.className).toContain('print-field-wide');
  });

  it('lists the lines under their header, then 合计 and the amount in figures and capitals', () => {
    installFakeServer({ roles: ['admin'], companyName: '声美' });
    renderPage(sheet());
    const table = screen.getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['序号', '产品名称', '数量', '金额'],
      ['1', '功放', '7', '¥8,641.92'],
      ['2', '音箱线', '3', '¥3,703.68'],
      ['合计', '', '10', '¥12,345.60'],
      ['金额（大写）：人民币壹万贰仟叁佰肆拾伍元陆角（小写）¥12,345.60'],
    ]);
    // Numbers right-aligned under their header, the 合计 row's cells under the columns after the first.
    expect(within(table).getByText('¥8,641.92').className).toBe('print-cell-right');
    expect(within(table).getByText('10').className).toBe('print-cell-right');
    expect(within(table).getByText('合计').className).toBe('print-cell-center');
  });

  it('ends with the remark and the signature lines, the names and days already known filled in', () => {
    installFakeServer({ roles: ['admin'], companyName: '声美' });
    const { view } = renderPage(sheet());
    expect(screen.getByText('备注：').parentElement!.textContent).toBe('备注：首批设备');
    const signatures = [...view.container.querySelectorAll('.print-signature')].map((signature) =>
      [...signature.querySelectorAll('.print-signature-line')].map((line) => line.textContent),
    );
    expect(signatures).toEqual([
      ['张伟', '2026-11-23'],
      ['', ''],
      ['', ''],
    ]);
    expect([...view.container.querySelectorAll('.print-signature-label')].map((label) => label.textContent)).toEqual([
      '制单人：',
      '日期：',
      '审核人：',
      '日期：',
      '供应商确认：',
      '日期：',
    ]);
  });

  it('shows a dash for a document without a remark', () => {
    installFakeServer({ roles: ['admin'], companyName: '声美' });
    renderPage(sheet(null));
    expect(screen.getByText('备注：').parentElement!.textContent).toBe('备注：—');
  });
});

describe('PrintPreview', () => {
  const preview = () =>
    renderPage(
      <PrintPreview name="采购订单 CG20261123001" backTo="/project/detail/purchase/order/11">
        <p>纸面</p>
      </PrintPreview>,
      '/print/purchase/order/11',
    );

  it('prints with the browser’s print, titled as the PDF should be named, and goes back to the record', async () => {
    installFakeServer({ roles: ['admin'] });
    const print = jest.spyOn(window, 'print').mockImplementation(() => {});
    document.title = '打印采购订单 - 云交付';
    const { user } = preview();
    expect(screen.getByRole('region', { name: '采购订单 CG20261123001 打印预览' }).textContent).toBe('纸面');

    await user.click(screen.getByRole('button', { name: /打印/ }));
    expect(print).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('beforeprint'));
    expect(document.title).toBe('采购订单 CG20261123001');
    window.dispatchEvent(new Event('afterprint'));
    expect(document.title).toBe('打印采购订单 - 云交付');

    await user.click(screen.getByRole('button', { name: /返回/ }));
    expect(screen.getByText('at /project/detail/purchase/order/11')).toBeTruthy();
  });

  it('lets a keyboard reach the sheet, to scroll it where it is wider than the screen', () => {
    installFakeServer({ roles: ['admin'] });
    preview();
    expect(screen.getByRole('region').tabIndex).toBe(0);
  });
});
