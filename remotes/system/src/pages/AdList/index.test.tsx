import { screen, waitFor, within } from '@testing-library/react';
import type { Advertisement } from '@yjf/area-system/domain/adSchemas';
import { installFakeServer } from '@yjf/ui/testing/fakeServer';
import { renderPage } from '@yjf/ui/testing/renderPage';
import AdList from '.';

const banner: Advertisement = {
  id: 4,
  version: 2,
  title: '双十一大促',
  position: 2,
  image: 'attachments/1/0f8fad5b-d9cb-469f-a165-70867728950e.png',
  link: 'https://www.example.com/promo',
  sort: 1,
  enabled: true,
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  createdBy: 1,
  createTime: '2026-11-01T01:30:00.000Z',
  updateTime: '2026-11-01T01:30:00.000Z',
};
const UPLOADED = 'attachments/1/1b4e28ba-2fa1-11d2-883f-0016d3cca427.png';

function setup() {
  const server = installFakeServer({ roles: ['admin'] });
  server.on((call) => {
    if (call.method === 'GET' && call.path === '/api/ad') return { json: { content: [banner], totalElements: 1 } };
    if (call.path === '/api/files/attachment') {
      return {
        json: {
          attachFileType: 'image',
          fileName: 'banner.png',
          filePath: UPLOADED,
          fileFullPath: `/files/${UPLOADED}`,
          fileSize: 10,
          fileType: 'png',
          fileStyle: 'image/png',
        },
      };
    }
    if (call.method === 'POST' && call.path === '/api/ad') return { status: 201, json: { ...banner, id: 5 } };
    return undefined;
  });
  return { server, ...renderPage(<AdList />, '/system/ad') };
}

describe('AdList', () => {
  it('shows each advertisement with its position, picture, link, switch and days', async () => {
    setup();
    const row = (await screen.findByText('双十一大促')).closest('tr') as HTMLElement;
    expect(within(row).getByText('首页轮播')).toBeTruthy();
    expect(within(row).getByAltText('双十一大促').getAttribute('src')).toBe('/api/ad/4/image?v=2');
    expect(within(row).getByText('https://www.example.com/promo').getAttribute('href')).toBe(
      'https://www.example.com/promo',
    );
    expect(within(row).getByRole('switch')).toBeTruthy();
    expect(within(row).getByText('2026-11-01 至 2026-11-30')).toBeTruthy();
  });

  it('adds an advertisement with an uploaded picture, checking the link first', async () => {
    const { user, server } = setup();
    await screen.findByText('双十一大促');
    await user.click(screen.getByRole('button', { name: /新增/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('新增广告')).toBeTruthy();
    await user.type(within(dialog).getByPlaceholderText('请输入标题'), '年终盛典');
    await user.click(within(dialog).getAllByText('请选择位置')[0]!);
    await user.click(await screen.findByText('小程序首页'));
    await user.upload(
      within(dialog).getByLabelText('选择广告图片'),
      new File(['png'], 'banner.png', { type: 'image/png' }),
    );
    expect((await within(dialog).findByAltText('广告图片预览')).getAttribute('src')).toBe(`/files/${UPLOADED}`);
    await user.type(within(dialog).getByPlaceholderText('https://'), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(await within(dialog).findByText('链接须以 http:// 或 https:// 开头')).toBeTruthy();
    expect(server.callsTo('POST', '/api/ad')).toHaveLength(0);

    const link = within(dialog).getByPlaceholderText('https://');
    await user.clear(link);
    await user.type(link, 'https://www.example.com/year-end');
    await user.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/ad')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/ad')[0]!.body).toMatchObject({
      title: '年终盛典',
      position: '6',
      image: UPLOADED,
      link: 'https://www.example.com/year-end',
      enabled: true,
    });
  });
});
