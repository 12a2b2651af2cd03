import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { startTestServer, type TestServer } from '../../test/testServer';
import { bearer, encrypted, requestSmsCode, signIn } from '../../test/session';
import { TINY_PNG, uploaded } from '../../test/upload';
import { APP_CONTENT_SECURITY_POLICY } from './securityHeaders';
import { registeredRoutes } from './routeRegistry';

const FOREIGN_ORIGIN = 'https://evil.example';

describe('security headers, CORS and cookies', () => {
  let server: TestServer;
  let hostDist: string;
  let remoteFile: string;
  /** Every response of this file, for the cookie check at the end. */
  const seen: { url: string; https: boolean; response: LightMyRequestResponse }[] = [];
  const call = async (options: InjectOptions & { url: string }) => {
    const response = await server.request(options);
    const proto = (options.headers?.['x-forwarded-proto'] as string | undefined) ?? 'http';
    seen.push({ url: options.url, https: proto === 'https', response });
    return response;
  };

  beforeAll(async () => {
    hostDist = fs.mkdtempSync(path.join(os.tmpdir(), 'yjf-host-'));
    fs.writeFileSync(path.join(hostDist, 'index.html'), '<!doctype html><title>云交付</title><div id="app"></div>');
    fs.writeFileSync(path.join(hostDist, 'main.0123abcd.js'), 'console.log(1);');
    server = await startTestServer({ HOST_DIST: hostDist, TRUST_PROXY: 'true', PAYMENT_PROVIDER: 'sandbox' });
    const build = fs.mkdtempSync(path.join(server.config.dataDir, 'build-'));
    fs.writeFileSync(path.join(build, 'mf-manifest.json'), JSON.stringify({ id: 'system', name: 'system' }));
    fs.writeFileSync(path.join(build, 'pages.json'), JSON.stringify({ area: 'system', kernel: '1.0.0', pages: [] }));
    fs.writeFileSync(path.join(build, 'remoteEntry.js'), 'var system;');
    remoteFile = `/remotes/system/${server.releases.publish('system', build).version}/remoteEntry.js`;
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(hostDist, { recursive: true, force: true });
  });

  const expectDefaults = (response: LightMyRequestResponse, csp = APP_CONTENT_SECURITY_POLICY) => {
    expect(response.headers).toMatchObject({
      'content-security-policy': csp,
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
      'permissions-policy': 'camera=(), microphone=(), geolocation=()',
    });
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['strict-transport-security']).toBeUndefined();
  };

  it('gives the app policy to API answers, errors, the host page, its files and remote files', async () => {
    const token = await signIn(server, '13800000001');
    const responses = [
      await call({ method: 'GET', url: '/api/health' }),
      await call({ method: 'GET', url: '/api/customer?page=0&size=10', headers: bearer(token) }),
      await call({ method: 'GET', url: '/api/customer' }),
      await call({ method: 'GET', url: '/api/nope' }),
      await call({ method: 'GET', url: '/auth/getImageCode?phone=13800000001' }),
      await call({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html' } }),
      await call({ method: 'GET', url: '/main.0123abcd.js' }),
      await call({ method: 'GET', url: remoteFile }),
    ];
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 401, 404, 200, 200, 200, 200]);
    expect(responses[5]!.body).toContain('云交付');
    for (const response of responses) expectDefaults(response);
  });

  it('lets no script run but our own files: no inline script, no eval, no other origin', () => {
    const directives = new Map(
      APP_CONTENT_SECURITY_POLICY.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)] as const),
    );
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'self'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
    expect(APP_CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|\*|https?:/);
  });

  it('serves the web app manifest and its icons as what they are, and lets the page read the manifest', async () => {
    const manifest = path.resolve(__dirname, '../../../host/public/app/manifest.webmanifest');
    fs.copyFileSync(manifest, path.join(hostDist, 'manifest.webmanifest'));
    fs.writeFileSync(path.join(hostDist, 'icon-192.png'), TINY_PNG);
    const served = await call({ method: 'GET', url: '/manifest.webmanifest' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(served.headers['cache-control']).toBe('no-cache');
    expect(served.json()).toMatchObject({ name: '云交付', display: 'standalone', start_url: '/first-menu' });
    const icon = await call({ method: 'GET', url: '/icon-192.png' });
    expect(icon.headers['content-type']).toBe('image/png');
    for (const response of [served, icon]) expectDefaults(response);
    expect(APP_CONTENT_SECURITY_POLICY).toContain("manifest-src 'self'");
  });

  it('keeps the stricter policy of a page or file that sets its own', async () => {
    const druid = await call({ method: 'GET', url: '/druid', headers: { accept: 'text/html' } });
    expect(druid.statusCode).toBe(401);
    expect(druid.headers['content-security-policy']).toMatch(/^default-src 'none'; /);
    expect(druid.headers['x-frame-options']).toBe('SAMEORIGIN');

    const platform = await signIn(server, '13800000000');
    const docs = await call({ method: 'GET', url: '/doc/', headers: bearer(platform) });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-security-policy']).toContain("script-src 'self'");
    expect(docs.headers['content-security-policy']).not.toBe(APP_CONTENT_SECURITY_POLICY);
    expect(docs.headers['content-security-policy']).not.toMatch(/unsafe-eval/);
    // A plain-http install on a LAN: nothing is upgraded to https or fetched from another origin.
    expect(docs.headers['content-security-policy']).not.toMatch(/upgrade-insecure-requests|https:/);

    const token = await signIn(server, '13800000001');
    const file = await uploaded(server, token, '现场.png', TINY_PNG);
    const download = await call({ method: 'GET', url: file.fileFullPath, headers: bearer(token) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-security-policy']).toBe('sandbox');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends HSTS only to requests that came over https', async () => {
    const secure = await call({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toBe('max-age=15552000');
    const plain = await call({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('serves no other origin: no CORS headers, and a preflight is not allowed', async () => {
    const preflights = await Promise.all(
      ['/auth/login', '/api/customer', '/api/users', remoteFile].map((url) =>
        call({
          method: 'OPTIONS',
          url,
          headers: {
            origin: FOREIGN_ORIGIN,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'authorization, content-type',
          },
        }),
      ),
    );
    const token = await signIn(server, '13800000001');
    const withOrigin = [
      await call({
        method: 'POST',
        url: '/auth/login',
        headers: { origin: FOREIGN_ORIGIN },
        payload: { username: '13912345678', code: '123456' },
      }),
      await call({
        method: 'POST',
        url: '/api/customer',
        headers: { ...bearer(token), origin: FOREIGN_ORIGIN },
        payload: {},
      }),
      await call({ method: 'GET', url: '/api/health', headers: { origin: FOREIGN_ORIGIN } }),
      await call({ method: 'GET', url: remoteFile, headers: { origin: FOREIGN_ORIGIN } }),
    ];
    for (const response of preflights) expect(response.statusCode).toBeGreaterThanOrEqual(400);
    for (const response of [...preflights, ...withOrigin]) {
      const cors = Object.keys(response.headers).filter((name) => name.startsWith('access-control-'));
      expect(cors).toEqual([]);
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  it('lets no browser or proxy store an answer of sign-in, of a session or of the API', async () => {
    const noStore = (response: LightMyRequestResponse) => response.headers['cache-control'] === 'no-store';
    // The answers that carry a token or the session's user, with the statuses they are made for.
    const login = await call({
      method: 'POST',
      url: '/auth/login',
      payload: { username: '13800000002', password: encrypted('demo123456') },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().token as string;
    const code = await requestSmsCode(server, '13800000002');
    const smsLogin = await call({ method: 'POST', url: '/auth/login', payload: { username: '13800000002', code } });
    expect(smsLogin.statusCode).toBe(200);
    const info = await call({ method: 'GET', url: '/auth/info', headers: bearer(token) });
    expect(info.json().user.username).toBe('13800000002');
    const logout = await call({ method: 'DELETE', url: '/auth/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    const expired = await call({ method: 'GET', url: '/auth/info', headers: bearer(token) });
    expect(expired.statusCode).toBe(401);
    for (const response of [login, smsLogin, info, logout, expired])
      expect(response.headers['cache-control']).toBe('no-store');

    // And every other answer of /auth, /api and the development helpers, whatever it says: a walk of the routes
    // the app registered, called as the platform's administrator without a body. (A stored file's own private
    // caching is not reached here: record 1 is no file.)
    const admin = await signIn(server, '13800000000');
    const walked = registeredRoutes(server.app).filter(
      (route) => /^\/(api|auth|dev)\//.test(route.url) && !route.websocket && !route.multipart,
    );
    expect(walked.length).toBeGreaterThan(200);
    const stored: string[] = [];
    for (const route of walked) {
      const name = `${route.method} ${route.url}`;
      if (name === 'DELETE /auth/logout') continue; // answered above; it would end the walk's session
      const response = await server.request({
        method: route.method,
        url: route.url.replace(/:\w+|\*/g, '1'),
        headers: bearer(admin),
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      if (!noStore(response))
        stored.push(`${name}: ${response.statusCode} ${String(response.headers['cache-control'])}`);
    }
    expect(stored).toEqual([]);
  });

  it('sets no cookie without HttpOnly, SameSite and (over https) Secure', async () => {
    const login = await call({
      method: 'POST',
      url: '/auth/login',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { username: '13800000002', password: encrypted('demo123456') },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().token as string;
    await call({ method: 'GET', url: '/auth/info', headers: bearer(token) });
    await call({ method: 'GET', url: '/api/menus/build', headers: { ...bearer(token), 'x-forwarded-proto': 'https' } });
    await call({ method: 'DELETE', url: '/auth/logout', headers: bearer(token) });
    expect(seen.length).toBeGreaterThan(20);
    const careless = seen.flatMap(({ url, https, response }) => {
      const raw = response.headers['set-cookie'];
      const cookies = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
      return cookies
        .filter((c) => !/;\s*HttpOnly/i.test(c) || !/;\s*SameSite=/i.test(c) || (https && !/;\s*Secure/i.test(c)))
        .map((c) => `${url}: ${c}`);
    });
    expect(careless).toEqual([]);
  });
});
