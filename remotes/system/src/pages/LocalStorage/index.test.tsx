import { screen, waitFor, within } from '@testing-library/react';
import type { LocalFile } from '@yjf/area-system/domain/storageSchemas';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { renderPage } from '@yjf/ui/testing/renderPage';
import LocalStorage from '.';

const file = (id: number, extra: Partial<LocalFile>): LocalFile => ({
  id,
  version: 1,
  name: '文件',
  originalName: '文件',
  suffix: '',
  type: '其他',
  size: 0,
  contentType: 'application/octet-stream',
  url: `/api/localStorage/${id}/file`,
  createdBy: 1,
  createdByName: '张伟',
  createTime: '2026-11-23T01:30:00.000Z',
  updateTime: '2026-11-23T01:30:00.000Z',
  ...extra,
});

const contract = file(1, {
  name: '合同.pdf',
  suffix: 'pdf',
  type: '文档',
  size: 1536 * 1024,
  contentType: 'application/pdf',
});
const photo = file(2, { name: '现场照片', suffix: 'jpg', type: '图片', size: 800 });

function setup(roles = ['admin']) {
  const server = installFakeServer({ roles });
  server.on((call) => {
    if (call.method === 'GET' && call.path === '/api/localStorage') {
      return { json: { content: [contract, photo], totalElements: 2 } };
    }
    if (call.method === 'POST' && call.path === '/api/localStorage') return { status: 201, json: file(3, {}) };
    if (call.method === 'GET' && call.path === '/api/localStorage/2/file') return { blob: new Blob(['x']) };
    return undefined;
  });
  const view = renderPage(<LocalStorage />, '/tools/storage');
  const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
  return { server, row, ...view };
}

describe('LocalStorage', () => {
  it('lists files with their type, readable size, creator and time', async () => {
    const { row } = setup();
    await screen.findByText('合同.pdf');
    for (const title of ['文件名', '后缀', '类型', '大小', '创建者', '创建时间']) {
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    }
    expect(within(row('合同.pdf')).getByText('1.5 MB')).toBeTruthy();
    expect(within(row('合同.pdf')).getByText('文档')).toBeTruthy();
    expect(within(row('现场照片')).getByText('800 B')).toBeTruthy();
    expect(within(row('现场照片')).getByText('张伟')).toBeTruthy();
    expect(within(row('现场照片')).getByText('2026-11-23 09:30:00')).toBeTruthy();
  });

  it('uploads a chosen file under the name typed', async () => {
    const { user, server } = setup();
    await screen.findByText('合同.pdf');
    await user.click(screen.getByRole('button', { name: /上传/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('上传文件')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '上传' }));
    expect(await screen.findByText('请选择要上传的文件')).toBeTruthy();
    expect(server.callsTo('POST', '/api/localStorage')).toHaveLength(0);

    await user.type(within(dialog).getByPlaceholderText('不填则使用原文件名'), '报价单');
    await user.upload(within(dialog).getByLabelText('选择文件'), new File(['报价'], 'quote.xlsx'));
    expect(within(dialog).getByText(/quote\.xlsx/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '上传' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/localStorage')).toHaveLength(1));
    const [sent] = server.callsTo('POST', '/api/localStorage');
    expect(sent!.query.get('name')).toBe('报价单');
    expect(((sent!.body as FormData).get('file') as File).name).toBe('quote.xlsx');
    expect(await screen.findByText('上传成功')).toBeTruthy();
  });

  it('downloads a file with its extension, and renames through 编辑', async () => {
    const { user, row, server } = setup();
    await screen.findByText('现场照片');
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    await user.click(within(row('现场照片')).getByRole('button', { name: '下载' }));
    await waitFor(() => expect(saved).toEqual(['现场照片.jpg']));
    expect(server.callsTo('GET', '/api/localStorage/2/file')).toHaveLength(1);
    click.mockRestore();

    await user.click(within(row('现场照片')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('编辑文件')).toBeTruthy();
    expect((within(dialog).getByDisplayValue('现场照片') as HTMLInputElement).value).toBe('现场照片');
  });

  it('offers only downloads to a user who may not change files', async () => {
    const { row } = setup(['storage:list']);
    await screen.findByText('合同.pdf');
    expect(screen.queryByRole('button', { name: /上传/ })).toBeNull();
    expect(within(row('合同.pdf')).queryByRole('button', { name: '删除' })).toBeNull();
    expect(within(row('合同.pdf')).getByRole('button', { name: '下载' })).toBeTruthy();
  });
});
