import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { ReleaseRegistry } from '@yjf/deploy/releaseRegistry';
import { signIn } from '../../test/session';
import { registerStaticFiles } from './staticFiles';
import { startTestServer, type TestServer } from '../../test/testServer';

const INDEX = '<!doctype html><html><head><title>云交付</title></head><body><div id="app"></div></body></html>';
const STARTUP = {
  public: [
    'bootstrap.0a0a0a0a.js',
    'public-shared.1b1b1b1b.css',
    'public-shared.1b1b1b1b.js',
    'public-app.2c2c2c2c.js',
  ],
  shell: [
    'bootstrap.0a0a0a0a.js',
    'public-shared.1b1b1b1b.js',
    'shell-shared.3d3d3d3d.css',
    'shell-shared.3d3d3d3d.js',
  ],
  // The sidebar's menu, which a phone's and a tablet's drawer loads only when opened.
  desktop: { shell: ['7070.7a7a7a7a.js'], lists: [], listsDrawnBy: [] },
};

/** The page's preload hints, `file as [crossorigin] [low] [media]` (a root file without its leading slash). */
const preloadsOf = (html: string) =>
  [
    ...html.matchAll(
      /<link rel="preload" href="\/([^"]+)" as="(\w+)"( crossorigin)?( fetchpriority="low")?(?: media="([^"]+)")?>/g,
    ),
  ].map((m) => `${m[1]} ${m[2]}${m[3] ?? ''}${m[4] ? ' low' : ''}${m[5] ? ` ${m[5]}` : ''}`);

describe('the page carries preload hints for the application it opens in', () => {
  let server: TestServer;
  let hostDist: string;

  beforeAll(async () => {
    hostDist = fs.mkdtempSync(path.join(os.tmpdir(), 'yjf-host-'));
    fs.writeFileSync(path.join(hostDist, 'index.html'), INDEX);
    fs.writeFileSync(path.join(hostDist, 'startup.json'), JSON.stringify(STARTUP));
    // The build's files, as the build writes them: compressed beside the original.
    fs.writeFileSync(path.join(hostDist, 'main.0a1b2c3d.js'), 'var main;');
    fs.writeFileSync(path.join(hostDist, 'main.0a1b2c3d.js.br'), 'br');
    fs.writeFileSync(path.join(hostDist, 'main.0a1b2c3d.js.gz'), 'gz');
    fs.writeFileSync(path.join(hostDist, 'favicon.svg'), '<svg/>');
    server = await startTestServer({ HOST_DIST: hostDist });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(hostDist, { recursive: true, force: true });
  });

  const page = async (url: string, token?: string) => {
    const response = await server.request({
      method: 'GET',
      url,
      headers: token ? { cookie: `YJF-TOKEN=${token}` } : {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    return response.body;
  };
  const preloads = (html: string) => preloadsOf(html);

  it('signed in, a bookmarked page preloads the shell, its scripts as scripts and its styles as styles', async () => {
    const html = await page('/customer/list?page=2', 'a-token');
    expect(preloads(html)).toEqual([
      'bootstrap.0a0a0a0a.js script',
      'public-shared.1b1b1b1b.js script',
      'shell-shared.3d3d3d3d.css style',
      'shell-shared.3d3d3d3d.js script',
      // The sidebar's menu, for a screen that shows it beside the page.
      '7070.7a7a7a7a.js script (min-width: 992px)',
    ]);
    // In the head, before it closes; the rest of the page as built.
    expect(html).toMatch(/<title>云交付<\/title>(<link [^>]+>){5}<\/head><body><div id="app"><\/div><\/body>/);
  });

  it('the sign-in page, and any page without the token cookie (the guard sends it to sign-in), preloads the public application', async () => {
    const publicFiles = STARTUP.public.map((file) => `${file} ${file.endsWith('.css') ? 'style' : 'script'}`);
    expect(preloads(await page('/login'))).toEqual(publicFiles);
    expect(preloads(await page('/dashboard'))).toEqual(publicFiles);
    expect(preloads(await page('/404', 'a-token'))).toEqual(publicFiles);
  });

  it('signed in, /login goes on into the shell and preloads it', async () => {
    expect(preloads(await page('/login', 'a-token'))).toContain('shell-shared.3d3d3d3d.js script');
  });

  it('serves the page as built when startup.json is missing or names something that is not a build file', async () => {
    fs.writeFileSync(
      path.join(hostDist, 'startup.json'),
      JSON.stringify({ ...STARTUP, shell: ['x.js" onload="alert(1)'] }),
    );
    expect(await page('/dashboard', 'a-token')).toBe(INDEX);
    fs.rmSync(path.join(hostDist, 'startup.json'));
    expect(await page('/dashboard', 'a-token')).toBe(INDEX);
    fs.writeFileSync(path.join(hostDist, 'startup.json'), JSON.stringify(STARTUP));
  });

  it('a build file named with its content hash is cached for good, compressed or not; anything else is revalidated', async () => {
    for (const encoding of [undefined, 'gzip', 'gzip, deflate, br']) {
      const file = await server.request({
        method: 'GET',
        url: '/main.0a1b2c3d.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
      expect(file.statusCode).toBe(200);
      expect([encoding, file.headers['cache-control']]).toEqual([encoding, 'public, max-age=31536000, immutable']);
    }
    const icon = await server.request({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });
});

describe('a bookmarked page of an area also preloads that page: its area, its files and the shared files it takes', () => {
  let server: TestServer;
  let hostDist: string;
  let builds: string;
  const versions: Record<string, string> = {};

  /** A remote's build: one page exposed from one file, taking shared modules from the host (a list's two by default). */
  const publish = (
    area: string,
    page: { module: string; title: string; path?: string; home?: boolean },
    {
      contract,
      registry = server.releases,
      shared = ['@yjf/ui/crud/ResourcePage', 'react'],
    }: { contract?: string; registry?: ReleaseRegistry; shared?: string[] } = {},
  ) => {
    const dir = fs.mkdtempSync(path.join(builds, `${area}-`));
    const file = `__federation_expose_${page.module}.5e5e5e5e.js`;
    const startup = { pages: { [page.module]: { files: [file], shared } } };
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ id: area, name: area, exposes: [] }));
    fs.writeFileSync(path.join(dir, 'pages.json'), JSON.stringify({ area, kernel: '2.3.0', contract, pages: [page] }));
    fs.writeFileSync(path.join(dir, 'startup.json'), JSON.stringify(startup));
    fs.writeFileSync(path.join(dir, 'remoteEntry.js'), '');
    fs.writeFileSync(path.join(dir, file), '');
    versions[area] = registry.publish(area, dir).version;
  };

  beforeAll(async () => {
    hostDist = fs.mkdtempSync(path.join(os.tmpdir(), 'yjf-host-'));
    builds = fs.mkdtempSync(path.join(os.tmpdir(), 'yjf-builds-'));
    fs.writeFileSync(path.join(hostDist, 'index.html'), INDEX);
    const provided = {
      react: ['public-shared.1b1b1b1b.js'],
      '@yjf/ui/crud/ResourcePage': [
        'lists-shared.4e4e4e4e.css',
        'lists-shared.4e4e4e4e.js',
        'shell-shared.3d3d3d3d.js',
      ],
    };
    // The table and pickers a desktop's list draws with, and the lists tier, whose page draws a list.
    const desktop = {
      ...STARTUP.desktop,
      lists: ['2823.6f6f6f6f.css', '2823.6f6f6f6f.js'],
      listsDrawnBy: ['lists-shared.4e4e4e4e.js'],
    };
    fs.writeFileSync(path.join(hostDist, 'startup.json'), JSON.stringify({ ...STARTUP, desktop, provided }));
    server = await startTestServer({ HOST_DIST: hostDist });
    publish('customers', { module: 'CustomerList', title: '客户列表' });
    publish('business', { module: 'Dashboard', title: '首页', path: '/dashboard', home: true }, { shared: ['react'] });
    publish('system', { module: 'UserList', title: '用户管理' });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(hostDist, { recursive: true, force: true });
    fs.rmSync(builds, { recursive: true, force: true });
  });

  const hintsOf = async (url: string, token: string) =>
    preloadsOf((await server.request({ method: 'GET', url, headers: { cookie: `YJF-TOKEN=${token}` } })).body);
  const shell = [
    ...STARTUP.shell.map((file) => `${file} ${file.endsWith('.css') ? 'style' : 'script'}`),
    '7070.7a7a7a7a.js script (min-width: 992px)',
  ];
  /**
   * The area's files, and for a list (a page taking `@yjf/ui/crud/ResourcePage`) the lists tier and, for a desktop
   * only, the table and date pickers its cards on a phone never load; all at low priority.
   */
  const pageOf = (area: string, module: string, { list = true } = {}) => [
    `remotes/${area}/${versions[area]}/mf-manifest.json fetch crossorigin low`,
    `remotes/${area}/${versions[area]}/remoteEntry.js script low`,
    `remotes/${area}/${versions[area]}/__federation_expose_${module}.5e5e5e5e.js script low`,
    ...(list
      ? [
          'lists-shared.4e4e4e4e.css style low',
          'lists-shared.4e4e4e4e.js script low',
          '2823.6f6f6f6f.css style low (min-width: 768px)',
          '2823.6f6f6f6f.js script low (min-width: 768px)',
        ]
      : []),
  ];

  it('客户列表, opened by its administrator: the shell, then the area, the page and the lists tier the shell lacks', async () => {
    const token = await signIn(server, '13800000001');
    expect(await hintsOf('/customer/list?page=2', token)).toEqual([...shell, ...pageOf('customers', 'CustomerList')]);
  });

  it('the home page at / and at its own path, for anyone signed in', async () => {
    const token = await signIn(server, '13800000001');
    // The dashboard takes no list: nothing of the lists, nor of a desktop's table.
    const home = [...shell, ...pageOf('business', 'Dashboard', { list: false })];
    expect(await hintsOf('/', token)).toEqual(home);
    expect(await hintsOf('/dashboard', token)).toEqual(home);
  });

  it('only the shell for a page the user has no menu for, a page of no area, or a token that is not a session', async () => {
    // 用户管理 is among the administrator's menus and not the salesman's: his page does not say where it lives.
    const userList = [...shell, ...pageOf('system', 'UserList')];
    expect(await hintsOf('/system/user', await signIn(server, '13800000001'))).toEqual(userList);
    expect(await hintsOf('/system/user', await signIn(server, '13800000002'))).toEqual(shell);
    expect(await hintsOf('/user/center', await signIn(server, '13800000001'))).toEqual(shell);
    expect(await hintsOf('/customer/list', 'not-a-session')).toEqual(shell);
  });

  it("the page is served with the shell's hints when finding the page fails (the database down)", async () => {
    const app = Fastify({ logger: false });
    await registerStaticFiles(app, {
      hostDist,
      releasesAreasDir: builds,
      livePageOf: () => Promise.reject(new Error('数据库连接失败')),
    });
    const response = await app.inject({ method: 'GET', url: '/customer/list', headers: { cookie: 'YJF-TOKEN=t' } });
    expect(response.statusCode).toBe(200);
    expect(preloadsOf(response.body)).toEqual(shell);
    await app.close();
  });

  it('only the shell for a live release built against an API contract this server does not serve', async () => {
    const token = await signIn(server, '13800000001');
    const page = { module: 'CustomerList', title: '客户列表' };
    publish('customers', page, { contract: '1.0.0' });
    expect(await hintsOf('/customer/list', token)).toEqual([...shell, ...pageOf('customers', 'CustomerList')]);
    // Made live by a newer server over the same releases (this one would refuse it).
    publish('customers', page, { contract: '99.0.0', registry: new ReleaseRegistry(server.config.releasesDir) });
    expect(await hintsOf('/customer/list', token)).toEqual(shell);
  });
});

describe('a page that opens on the sign-in form is sent as the build drew it (signin.html)', () => {
  let server: TestServer;
  let hostDist: string;
  /** The drawn page as the build writes it: the form in the public application's element, its styles linked. */
  const SIGN_IN =
    '<!doctype html><html><head><title>登录 - 云交付</title><link rel="stylesheet" href="/public-shared.1b1b1b1b.css">' +
    '</head><body><div id="single-spa-application:public"><main class="login-page">…</main></div></body></html>';

  beforeAll(async () => {
    hostDist = fs.mkdtempSync(path.join(os.tmpdir(), 'yjf-host-'));
    fs.writeFileSync(path.join(hostDist, 'index.html'), INDEX);
    fs.writeFileSync(path.join(hostDist, 'signin.html'), SIGN_IN);
    fs.writeFileSync(path.join(hostDist, 'startup.json'), JSON.stringify(STARTUP));
    server = await startTestServer({ HOST_DIST: hostDist });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(hostDist, { recursive: true, force: true });
  });

  const page = async (url: string, token?: string) =>
    (await server.request({ method: 'GET', url, headers: token ? { cookie: `YJF-TOKEN=${token}` } : {} })).body;
  const drawsForm = (html: string) => html.includes('<main class="login-page">');

  it('without the token cookie: /login and every page the guard sends to /login', async () => {
    for (const url of ['/login', '/login?redirect=%2Fcustomer%2Flist', '/', '/customer/list', '/no/such/page']) {
      expect([url, drawsForm(await page(url))]).toEqual([url, true]);
    }
  });

  it('not /404, /401 or what lies under the public paths, nor any page of a signed-in user', async () => {
    for (const url of ['/404', '/401', '/login/more']) expect([url, drawsForm(await page(url))]).toEqual([url, false]);
    for (const url of ['/login', '/customer/list']) {
      expect([url, drawsForm(await page(url, 'a-token'))]).toEqual([url, false]);
    }
  });

  it('hints the public scripts but not the style sheet the page already links', async () => {
    expect(preloadsOf(await page('/login'))).toEqual([
      'bootstrap.0a0a0a0a.js script',
      'public-shared.1b1b1b1b.js script',
      'public-app.2c2c2c2c.js script',
    ]);
    expect(await page('/login')).toContain('<link rel="stylesheet" href="/public-shared.1b1b1b1b.css">');
  });
});
