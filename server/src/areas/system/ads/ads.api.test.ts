import type { ActiveAd, Advertisement } from '@yjf/area-system/domain/adSchemas';
import type { Attachment } from '@yjf/domain/attachments';
import { formatDate } from '@yjf/domain/calendar';
import type { ListPage } from '@yjf/domain/lists';
import { PLAN_FORBIDDEN } from '../../../http/permissions';
import { apiCaller } from '../../../../test/apiCalls';
import { bearer, signIn } from '../../../../test/session';
import { startTestServer, type TestServer } from '../../../../test/testServer';
import { TINY_PNG, uploaded } from '../../../../test/upload';

const DAY_MS = 86_400_000;
const day = (offset: number) => formatDate(new Date(Date.now() + offset * DAY_MS));

/**
 * 广告位管理: only the platform's administrators manage advertisements (their picture an attachment of
 * theirs, links web addresses only, the end on or after the start); every signed-in user reads the running ones.
 */
describe('advertisements', () => {
  let server: TestServer;
  let platform: string; // administrator of the platform company
  let admin2: string; // administrator of company 2
  let admin3: string; // administrator of company 3
  let picture: Attachment;

  const { call, ok } = apiCaller(() => server);
  const form = (extra: Record<string, unknown> = {}) => ({
    title: '双十一大促',
    position: '2',
    image: picture.filePath,
    link: 'https://www.example.com/promo',
    sort: 1,
    enabled: true,
    startDate: day(-1),
    endDate: day(10),
    ...extra,
  });

  beforeAll(async () => {
    server = await startTestServer();
    [platform, admin2, admin3] = await Promise.all(
      ['13800000000', '13800000001', '13800000003'].map((phone) => signIn(server, phone)),
    );
    picture = await uploaded(server, platform, '横幅.png', TINY_PNG);
  });
  afterAll(() => server.close());

  it('lets the platform add, edit, switch off and delete an advertisement', async () => {
    const ad = await ok<Advertisement>(platform, 'POST', '/api/ad', form());
    expect(ad).toMatchObject({ title: '双十一大促', position: 2, image: picture.filePath, enabled: true, sort: 1 });
    const edited = await ok<Advertisement>(platform, 'PUT', '/api/ad', {
      ...form({ title: '年终大促', position: 6 }),
      id: ad.id,
      version: ad.version,
    });
    expect(edited).toMatchObject({ title: '年终大促', position: 6 });
    await ok(platform, 'POST', '/api/ad/updateState', { id: ad.id, enabled: false });
    const list = await ok<ListPage<Advertisement>>(platform, 'GET', '/api/ad?position=6');
    expect(list.content).toEqual([expect.objectContaining({ id: ad.id, enabled: false })]);
    await ok(platform, 'DELETE', '/api/ad', [ad.id]);
    expect((await call(platform, 'GET', `/api/ad/${ad.id}`)).statusCode).toBe(404);
  });

  it.each([
    [{ link: 'javascript:alert(1)' }, '链接须以 http:// 或 https:// 开头'],
    [{ link: 'ftp://example.com/a' }, '链接须以 http:// 或 https:// 开头'],
    [{ startDate: day(5), endDate: day(1) }, '结束日期不能早于开始日期'],
    [{ position: '9' }, '请选择广告位置'],
    [{ image: '' }, '请上传广告图片'],
    [{ title: '' }, '请输入广告标题'],
  ])('refuses %o', async (extra, message) => {
    const response = await call(platform, 'POST', '/api/ad', form(extra));
    expect([response.statusCode, response.json().message]).toEqual([400, message]);
  });

  it("refuses another company's picture", async () => {
    const foreign = await uploaded(server, admin2, '别家.png', TINY_PNG);
    const response = await call(platform, 'POST', '/api/ad', form({ image: foreign.filePath }));
    expect([response.statusCode, response.json().message]).toEqual([400, '广告图片不存在，请重新上传']);
  });

  it("keeps company administrators out of the platform's list", async () => {
    for (const token of [admin2, admin3]) {
      for (const [method, url, body] of [
        ['GET', '/api/ad', undefined],
        ['POST', '/api/ad', form()],
        ['DELETE', '/api/ad', [1]],
      ] as const) {
        const response = await call(token, method, url, body);
        expect([method, response.statusCode, response.json().message]).toEqual([method, 403, PLAN_FORBIDDEN]);
      }
    }
  });

  it('shows every signed-in user the running advertisements of a position, by sort, with their picture', async () => {
    const second = await ok<Advertisement>(platform, 'POST', '/api/ad', form({ title: '第二', sort: 5, position: 3 }));
    const first = await ok<Advertisement>(platform, 'POST', '/api/ad', form({ title: '第一', sort: 2, position: 3 }));
    const later = await ok<Advertisement>(
      platform,
      'POST',
      '/api/ad',
      form({ title: '未开始', position: 3, startDate: day(3), endDate: null }),
    );
    const off = await ok<Advertisement>(
      platform,
      'POST',
      '/api/ad',
      form({ title: '已停用', position: 3, enabled: false }),
    );
    await ok(platform, 'POST', '/api/ad', form({ title: '已结束', position: 3, startDate: day(-9), endDate: day(-2) }));

    const active = await ok<ActiveAd[]>(admin3, 'GET', '/api/ad/active?position=3');
    expect(active.map((ad) => ad.title)).toEqual(['第一', '第二']);
    expect(active[0]).toEqual({
      id: first.id,
      title: '第一',
      position: 3,
      link: 'https://www.example.com/promo',
      imageUrl: `/api/ad/${first.id}/image?v=${first.version}`,
    });
    const image = await server.request({
      method: 'GET',
      url: active[0]!.imageUrl,
      headers: { cookie: `YJF-TOKEN=${admin3}` },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(TINY_PNG)).toBe(true);

    // A picture of an advertisement not running: the platform's administrators only.
    const hidden = await server.request({ method: 'GET', url: `/api/ad/${off.id}/image`, headers: bearer(admin3) });
    expect(hidden.statusCode).toBe(403);
    const shown = await server.request({ method: 'GET', url: `/api/ad/${later.id}/image`, headers: bearer(platform) });
    expect(shown.statusCode).toBe(200);
    expect((await server.request({ method: 'GET', url: `/api/ad/${second.id}/image` })).statusCode).toBe(401);

    const bad = await call(admin3, 'GET', '/api/ad/active?position=0');
    expect([bad.statusCode, bad.json().message]).toEqual([400, '请选择广告位置']);
  });
});
