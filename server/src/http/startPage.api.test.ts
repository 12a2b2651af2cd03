import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
};

describe('the page carries preload hints for the application it opens in', () => {
  let server: TestServer;
  let hostDist: string;

  beforeAll(async () => {
    hostDist = fs.mkdtempSync(path.join(os.tmpdir(), 'yjf-host-'));
    fs.writeFileSync(path.join(hostDist, 'index.html'), INDEX);
    fs.writeFileSync(path.join(hostDist, 'startup.json'), JSON.stringify(STARTUP));
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
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="preload" href="\/([^"]+)" as="(\w+)">/g)].map((m) => `${m[1]} ${m[2]}`);

  it('signed in, a bookmarked page preloads the shell, its scripts as scripts and its styles as styles', async () => {
    const html = await page('/customer/list?page=2', 'a-token');
    expect(preloads(html)).toEqual([
      'bootstrap.0a0a0a0a.js script',
      'public-shared.1b1b1b1b.js script',
      'shell-shared.3d3d3d3d.css style',
      'shell-shared.3d3d3d3d.js script',
    ]);
    // In the head, before it closes; the rest of the page as built.
    expect(html).toMatch(/<title>云交付<\/title>(<link [^>]+>){4}<\/head><body><div id="app"><\/div><\/body>/);
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
});
