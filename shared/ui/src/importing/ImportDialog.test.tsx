import { screen, waitFor, within } from '@testing-library/react';
import { resourceApi } from '@yjf/api/records';
import type { ImportPreview } from '@yjf/domain/recordImport';
import {
  contactFormSchema,
  type Contact as Customer,
  type ContactForm as CustomerForm,
} from '@yjf/domain/testing/sampleContact';
import { installFakeServer } from '../testing/fakeServer';
import { renderPage } from '../testing/renderPage';
import { CrudPage } from '../crud/CrudPage';

const customerApi = resourceApi<Customer, CustomerForm>('customer');
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const preview = (extra: Partial<ImportPreview>): ImportPreview => ({
  total: 5,
  valid: 5,
  fresh: 5,
  duplicates: 0,
  errorCount: 0,
  errors: [],
  duplicateRule: '客户名称和联系电话都相同',
  ...extra,
});

function setup(roles: string[], previews: ImportPreview[], refused = false) {
  const server = installFakeServer({ roles });
  const answers = [...previews];
  server.on((call) => {
    if (call.method === 'GET' && call.path === '/api/customer') return { json: { content: [], totalElements: 0 } };
    if (call.path === '/api/customer/import/template') return { blob: new Blob(['xlsx']) };
    if (call.path === '/api/customer/import/preview') return { json: answers.shift() };
    if (call.path === '/api/customer/import' && refused) {
      return {
        lines: [
          { phase: 'check', done: 0, total: 5 },
          {
            phase: 'refused',
            status: 400,
            message: '第 3 行「客户名称」：请输入客户名称。未导入任何数据',
            errorCount: 1,
            errors: [{ row: 3, column: '客户名称', message: '请输入客户名称' }],
          },
        ],
      };
    }
    if (call.path === '/api/customer/import') {
      return {
        lines: [
          { phase: 'check', done: 0, total: 5 },
          { phase: 'check', done: 5, total: 5 },
          { phase: 'write', done: 0, total: 5 },
          { phase: 'write', done: 5, total: 5 },
          { phase: 'done', created: 4, updated: 1, skipped: 0 },
        ],
      };
    }
    return undefined;
  });
  const view = renderPage(
    <CrudPage<Customer, CustomerForm>
      title="客户列表"
      noun="客户"
      api={customerApi}
      permission="customer"
      columns={[{ field: 'name', title: '客户名称' }]}
      formFields={[]}
      schema={contactFormSchema}
      importable
    />,
    '/customer',
  );
  return { server, ...view };
}

const file = (name: string) => new File(['PK'], name, { type: XLSX });

describe('ImportDialog', () => {
  it('is offered beside 导出 only to those who may add', async () => {
    setup(['customer:list'], []);
    await screen.findByRole('button', { name: /导出/ });
    expect(screen.queryByRole('button', { name: /导入/ })).toBeNull();
  });

  it('downloads the template, lists the errors of a file and imports nothing until a fixed file is chosen', async () => {
    const { server, user } = setup(
      ['customer:list', 'customer:add', 'customer:edit'],
      [
        preview({
          valid: 3,
          fresh: 3,
          errorCount: 2,
          errors: [
            { row: 5, column: '联系电话', message: '请输入11为手机号' },
            { row: 6, column: '客户名称', message: '请输入客户名称' },
          ],
        }),
        preview({ fresh: 4, duplicates: 1 }),
      ],
    );
    await user.click(await screen.findByRole('button', { name: /导入/ }));
    const dialog = await screen.findByRole('dialog', { name: '导入客户' });

    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await user.click(within(dialog).getByRole('button', { name: /下载模板/ }));
    await waitFor(() => expect(saved).toEqual(['客户列表_导入模板.xlsx']));

    await user.upload(within(dialog).getByLabelText(/点击选择或把文件拖到这里/), file('客户.xlsx'));
    expect(await within(dialog).findByText(/共 5 行：新增 3 条，与已有客户重复 0 条，2 行有错误/)).toBeTruthy();
    const rows = within(within(dialog).getByRole('table')).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['5', '联系电话', '请输入11为手机号'],
      ['6', '客户名称', '请输入客户名称'],
    ]);
    const importButton = within(dialog).getByRole('button', { name: '导入' });
    expect(importButton.hasAttribute('disabled')).toBe(true);
    expect(server.callsTo('POST', '/api/customer/import')).toEqual([]);
    const sent = server.callsTo('POST', '/api/customer/import/preview')[0]!.body as FormData;
    expect((sent.get('file') as File).name).toBe('客户.xlsx');

    await user.upload(within(dialog).getByLabelText(/客户\.xlsx/), file('客户（改好）.xlsx'));
    expect(await within(dialog).findByText('共 5 行：新增 4 条，与已有客户重复 1 条，没有错误，可以导入')).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: '更新' }));
    await user.click(within(dialog).getByRole('button', { name: '导入' }));
    expect(await within(dialog).findByText('新增 4 条客户，更新 1 条，跳过 0 条。列表已刷新。')).toBeTruthy();
    const [imported] = server.callsTo('POST', '/api/customer/import');
    expect(imported!.query.get('mode')).toBe('update');
    // The list asks again.
    await waitFor(() => expect(server.callsTo('GET', '/api/customer').length).toBeGreaterThan(1));
    await user.click(within(dialog).getByRole('button', { name: '完成' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers 更新 only to those who may edit, and refuses a file that is not .xlsx before sending it', async () => {
    const { server, user } = setup(['customer:list', 'customer:add'], [preview({ fresh: 4, duplicates: 1 })]);
    await user.click(await screen.findByRole('button', { name: /导入/ }));
    const dialog = await screen.findByRole('dialog', { name: '导入客户' });
    const input = within(dialog).getByLabelText(/点击选择或把文件拖到这里/);
    await user.upload(input, new File(['x'], '客户.xls', { type: XLSX }));
    expect(await within(dialog).findByText('不支持 .xls 格式，请在 Excel 中另存为 .xlsx 后再导入')).toBeTruthy();
    expect(server.callsTo('POST', '/api/customer/import/preview')).toEqual([]);

    await user.upload(within(dialog).getByLabelText(/客户\.xls/), file('客户.xlsx'));
    await within(dialog).findByText(/没有错误，可以导入/);
    expect(within(dialog).getByRole('radio', { name: /更新/ }).hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByText(/需要编辑权限/)).toBeTruthy();
  });

  it('shows the rows an import refused (the file changed since its preview), and imports nothing', async () => {
    const { user } = setup(['customer:list', 'customer:add'], [preview({})], true);
    await user.click(await screen.findByRole('button', { name: /导入/ }));
    const dialog = await screen.findByRole('dialog', { name: '导入客户' });
    await user.upload(within(dialog).getByLabelText(/点击选择或把文件拖到这里/), file('客户.xlsx'));
    await user.click(await within(dialog).findByRole('button', { name: '导入' }));
    expect(await within(dialog).findByText('第 3 行「客户名称」：请输入客户名称。未导入任何数据')).toBeTruthy();
    const rows = within(within(dialog).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['3客户名称请输入客户名称']);
    expect(within(dialog).getByRole('button', { name: '导入' }).hasAttribute('disabled')).toBe(true);
  });
});
