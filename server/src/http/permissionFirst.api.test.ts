import { hash } from '@node-rs/argon2';
import fc from 'fast-check';
import { users } from '../db/accountTables';
import { bearer, signIn } from '../../test/session';
import { startTestServer, type TestServer } from '../../test/testServer';
import { MALFORMED_JSON } from '../../test/hostileValues';
import { requestArbitrary } from '../../test/hostileRequests';
import { registeredRoutes } from './routeRegistry';

/**
 * Routes any signed-in user may call, or that check their caller themselves, and why: every other route must
 * check a permission in `onRequest`, so the registry knows it and this test covers it without new test code.
 */
const ANY_SIGNED_IN_USER: Record<string, string> = {
  'GET /auth/info': 'the caller themself',
  'DELETE /auth/logout': 'the caller’s own session',
  'POST /api/users/updatePass/': 'the caller’s own password',
  'POST /api/users/resetPass/': 'the caller’s own password, with an SMS code to their phone',
  'PUT /api/users/updatePhone': 'the caller’s own phone',
  'PUT /api/users/center': 'the caller’s own profile',
  'POST /api/users/updateAvatar': 'the caller’s own avatar',
  'POST /api/users/validPhoneCode': 'the caller’s own SMS codes only (another person’s phone reads as a wrong code)',
  'POST /api/users/updateEmail/:code': 'the caller’s own e-mail',
  'GET /api/users/getInformation': 'the caller’s own information',
  'GET /api/menus/build': 'the caller’s own menus',
  'GET /api/remotes': 'the areas the caller’s own menus open',
  'GET /api/remotes/notInPlan': 'the pages the caller’s own company plan does not open',
  'DELETE /api/deploy/preview': 'the caller’s own session’s preview of a candidate',
  'POST /api/telemetry/remotes': 'what the caller’s own page saw of the areas it may open (releases/healthRoutes.ts)',
  'GET /api/dicts': 'dictionaries every page reads',
  'GET /api/dicts/:code': 'dictionaries every page reads',
  'GET /api/dashboard/summary': 'the dashboard narrows itself to the areas the caller may read',
  'GET /api/dashboard/charts': 'the dashboard narrows itself to the areas the caller may read',
  'POST /api/files/attachment': 'an attachment is kept only once a record the caller may write names it',
  'GET /api/users/options': 'the colleagues a record can be given to',
  'GET /api/common/getSetMeal': 'the company’s own plan',
  'GET /api/common/getWechatOrder': 'the caller’s own order',
  'GET /api/wechat/codeImage': 'the caller’s own order',
  'GET /api/logs/user': 'the caller’s own operations',
  'GET /api/messages': 'the caller’s own messages',
  'GET /api/messages/unread': 'the caller’s own messages',
  'PUT /api/messages/read': 'the caller’s own messages (another’s ids change nothing)',
  'GET /api/messages/preferences': 'the kinds of messages the caller receives',
  'PUT /api/messages/preferences': 'the kinds of messages the caller receives',
  'GET /api/ad/active': 'the advertisements every signed-in page may show',
  'GET /files/avatars/:company/:name': 'avatars by unguessable names, as an <img> reads them',
  'GET /files/attachments/:company/:name': 'served only to the owning company’s sessions (attachments/routes.ts)',
  'GET /api/ad/:id/image': 'checks ad:list itself unless the advertisement is running',
  'GET /pay/sandbox/:orderNo': 'the payer’s phone, by the order number the QR code holds',
  'POST /pay/sandbox/:orderNo/confirm': 'the payer’s phone, by the order number the QR code holds',
  'GET /doc': 'Swagger UI, behind the platform session check of /doc.html',
  'GET /doc/static/index.html': 'Swagger UI, behind the platform session check of /doc.html',
  'GET /doc/static/swagger-initializer.js': 'Swagger UI, behind the platform session check of /doc.html',
  'GET /doc/static/*': 'Swagger UI, behind the platform session check of /doc.html',
  'GET /doc/json': 'Swagger UI, behind the platform session check of /doc.html',
  'GET /doc/yaml': 'Swagger UI, behind the platform session check of /doc.html',
  'GET /doc.html': 'a platform page: checks the platform session itself (platform/auth/pageSession.ts)',
  'GET /doc.json': 'a platform page: checks the platform session itself (platform/auth/pageSession.ts)',
  'GET /druid': 'a platform page: checks the platform session itself (platform/auth/pageSession.ts)',
  'GET /websocket': 'the kernel’s socket: checks the session on upgrade; each channel checks what it needs more',
  'GET /dev/captcha/:phone': 'a development helper, absent in production',
  'GET /dev/sms/:phone': 'a development helper, absent in production',
  'GET /remotes/*': 'the released remotes’ static files',
};

/**
 * Permission before validation (issue 21): a caller without the permission — here a user with no role at all —
 * gets 403 from every guarded route whatever its body and query hold (malformed JSON, wrong types, huge
 * strings), never the 400 that would tell it the route's fields.
 */
describe('every route checks its permission before it reads the request', () => {
  let server: TestServer;
  let nobody: string;

  beforeAll(async () => {
    server = await startTestServer();
    await server.database.db.insert(users).values({
      companyId: 2,
      username: '13811110000',
      phone: '13811110000',
      nickName: '无角色',
      passwordHash: await hash('demo123456'),
    });
    nobody = await signIn(server, '13811110000');
  });
  afterAll(() => server.close());

  it('either checks a permission in onRequest or is known to serve any signed-in user', () => {
    const unchecked = registeredRoutes(server.app)
      .filter((route) => !route.public && !route.permissions?.length)
      .map((route) => `${route.method} ${route.url}`)
      .filter((name) => !ANY_SIGNED_IN_USER[name]);
    expect(unchecked).toEqual([]);
  });

  it('answers 403 to a caller without the permission, whatever the request holds', async () => {
    const guarded = registeredRoutes(server.app).filter((route) => route.permissions?.length && !route.websocket);
    expect(guarded.length).toBeGreaterThan(180);
    const failures: string[] = [];
    for (const [index, route] of guarded.entries()) {
      // The path stays one the router matches (a URL it cannot match is refused before any route, the same for
      // everyone); the body and the query are hostile.
      const path = route.url.replace(/:\w+|\*/g, '1');
      const samples = fc
        .sample(requestArbitrary(route), { numRuns: 3, seed: 21 + index })
        .map((request) => ({ ...request, path }));
      const withBody = !['GET', 'HEAD'].includes(route.method);
      const requests = [
        ...samples,
        ...(withBody
          ? [{ ...samples[0]!, body: { contentType: 'application/json', payload: MALFORMED_JSON[0] } }]
          : []),
      ];
      for (const request of requests) {
        const response = await server.request({
          method: route.method,
          url: request.query ? `${request.path}?${request.query}` : request.path,
          headers: { ...bearer(nobody), ...(request.body ? { 'content-type': request.body.contentType } : {}) },
          ...(request.body ? { payload: request.body.payload } : {}),
        });
        if (response.statusCode !== 403) {
          failures.push(`${route.method} ${route.url}: ${response.statusCode} ${response.body.slice(0, 120)}`);
          break;
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('refuses a plan-B company posting a product, and a company editing a platform dictionary, before their fields', async () => {
    const planB = await signIn(server, '13800000003');
    const product = await server.request({
      method: 'POST',
      url: '/api/product',
      headers: bearer(planB),
      payload: { name: 1 },
    });
    expect(product.json()).toEqual({ status: 403, message: '当前套餐未开通该功能，请升级套餐后使用' });
    const company = await signIn(server, '13800000001');
    const dict = await server.request({
      method: 'PUT',
      url: '/api/dicts/D001',
      headers: bearer(company),
      payload: { name: '', sequence: 'x' },
    });
    expect(dict.statusCode).toBe(403);
  });
});
