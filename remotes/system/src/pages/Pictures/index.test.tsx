import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Picture } from '@yjf/area-system/domain/storageSchemas';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { renderPage } from '@yjf/ui/testing/renderPage';
import Pictures from '.';

const picture = (id: number, filename: string): Picture => ({
  id,
  version: 1,
  filename,
  contentType: 'image/jpeg',
  size: 2048,
  width: 1920,
  height: 1080,
  md5: 'a'.repeat(32),
  url: `/api/pictures/${id}/file`,
  thumbUrl: `/api/pictures/${id}/thumb`,
  createdBy: 1,
  createdByName: '张伟',
  createTime: '2026-11-23T01:30:00.000Z',
  updateTime: '2026-11-23T01:30:00.000Z',
});

function setup() {
  const server = installFakeServer({ roles: ['admin'] });
  let uploads = 0;
  server.on((call) => {
    if (call.method === 'GET' && call.path === '/api/pictures') {
      return { json: { content: [picture(1, '客厅.jpg'), picture(2, '影院.jpg')], totalElements: 2 } };
    }
    if (call.method === 'POST' && call.path === '/api/pictures') {
      uploads += 1;
      return { status: 201, json: { ...picture(10 + uploads, 'x.jpg'), duplicate: uploads === 2 } };
    }
    if (call.method === 'DELETE' && call.path === '/api/pictures') return { json: { message: '删除成功' } };
    return undefined;
  });
  const view = renderPage(<Pictures />, '/tools/pictures');
  const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
  return { server, row, ...view };
}

describe('Pictures', () => {
  it('shows each picture as a thumbnail with its size, and the full picture on a click', async () => {
    const { user, row } = setup();
    await screen.findByText('客厅.jpg');
    const thumb = within(row('客厅.jpg')).getByAltText('客厅.jpg') as HTMLImageElement;
    expect(thumb.getAttribute('src')).toBe('/api/pictures/1/thumb');
    expect(within(row('客厅.jpg')).getByText('1920 × 1080')).toBeTruthy();
    expect(within(row('客厅.jpg')).getByText('2.0 KB')).toBeTruthy();
    // The browser has loaded the thumbnail (jsdom loads no images): now a click previews.
    fireEvent.load(thumb);
    await user.click(thumb);
    await waitFor(() =>
      expect(document.querySelector('.arco-image-preview img')?.getAttribute('src')).toBe('/api/pictures/1/file'),
    );
  });

  it('uploads several pictures and says which were already there', async () => {
    const { user, server } = setup();
    await screen.findByText('客厅.jpg');
    await user.click(screen.getByRole('button', { name: /上传/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('上传图片')).toBeTruthy();
    await user.upload(within(dialog).getByLabelText('选择文件'), [
      new File(['a'], '新图.jpg', { type: 'image/jpeg' }),
      new File(['b'], '旧图.png', { type: 'image/png' }),
    ]);
    await user.click(within(dialog).getByRole('button', { name: '上传' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/pictures')).toHaveLength(2));
    expect(await screen.findByText('「旧图.png」已在图床中，没有重复保存')).toBeTruthy();
    expect(await screen.findByText('上传成功 1 张')).toBeTruthy();
  });

  it('copies a picture link and deletes after asking', async () => {
    const { user, row, server } = setup();
    await screen.findByText('影院.jpg');
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(row('影院.jpg')).getByRole('button', { name: '复制链接' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost/api/pictures/2/file');
    expect(await screen.findByText('链接已复制')).toBeTruthy();

    await user.click(within(row('影院.jpg')).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('确定删除「影院.jpg」吗？')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(server.callsTo('DELETE', '/api/pictures')).toHaveLength(1));
    expect(server.callsTo('DELETE', '/api/pictures')[0]!.body).toEqual([2]);
  });
});
