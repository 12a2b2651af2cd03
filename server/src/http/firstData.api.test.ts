import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ListPage } from '@yjf/domain/lists';
import { dateHelpers } from '@yjf/domain/calendar';
import { firstListUrl } from '@yjf/domain/firstLists';
import { apiCaller } from '../../test/apiCalls';
import { signIn } from '../../test/session';
import { startTestServer, type TestServer } from '../../test/testServer';

const INDEX = '<!doctype html><html><head><title>云交付</title></head><body><div id="app"></div></body></html>';

type Answers = Record<string, { status: number; body: unknown }>;

/** The data block of a page, as the host reads it (JSON.parse of the element's text); null when there is none. */
function blockOf(html: string): Answers | null {
  const found = /<script type="application\/json" id="yjf-first-data">([\s\S]*?)<\/script>/.exec(html);
  return found ? (JSON.parse(found[1]!) as Answers) : null;
}

describe('a signed-in page carries its first data, as the API answers it to that user', () => {
  let server: TestServer;
  let hostDist: string;
  let builds: string;
  const { ok } = apiCaller(() => server);

  /** A remote's release exposing one list page (what livePageOf needs to know the page). */
  const publish = (area: string, page: { module: string; title: string }) => {
    const dir = fs.mkdtempSync(path.join(builds, `${area}-`));
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ id: area, name: area, exposes: [] }));
    fs.writeFileSync(path.join(dir, 'pages.json'), JSON.stringify({ area, kernel: '2.3.0', pages: [page] }));
    fs.writeFileSync(path.join(dir, 'remoteEntry.js'), '');
    server.releases.publish(area, dir);
  };

  beforeAll(async () => {
    hostDist = fs.mkdtempSync(path.join(os.tmpdir(), 'yjf-host-'));
    builds = fs.mkdtempSync(path.join(os.tmpdir(), 'yjf-builds-'));
    fs.writeFileSync(path.join(hostDist, 'index.html'), INDEX);
    server = await startTestServer({ HOST_DIST: hostDist });
    publish('customers', { module: 'CustomerList', title: '客户列表' });
    publish('projects', { module: 'TaskList', title: '任务列表' });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(hostDist, { recursive: true, force: true });
    fs.rmSync(builds, { recursive: true, force: true });
  });

  /** A customer of the caller's, named `name` (a name the page must write safely). */
  const addCustomer = (token: string, name: string, phone: string) =>
    ok(token, 'POST', '/api/customer', {
      name,
      channelType: 7,
      channelStatus: 4,
      intentDegree: 1,
      contactName: '陈先生',
      phone,
    });
  const open = (url: string, token: string) =>
    server.request({ method: 'GET', url, headers: { cookie: `YJF-TOKEN=${token}` } });
  /** A phone's browser opening the page (Chromium on Android says so in Sec-CH-UA-Mobile). */
  const openOnPhone = (url: string, token: string) =>
    server.request({ method: 'GET', url, headers: { cookie: `YJF-TOKEN=${token}`, 'sec-ch-ua-mobile': '?1' } });
  /** The first screen drawn into a page, as its cards' headings and the header's title; null without one. */
  const drawnIn = (html: string) => {
    // Up to the page's own element, which follows it in the body.
    const drawn = /<body><div id="yjf-drawn-screen" inert aria-hidden="true">([\s\S]*?)<div id="app">/.exec(html);
    if (!drawn) return null;
    const texts = (pattern: RegExp) => [...drawn[1]!.matchAll(pattern)].map((found) => found[1]);
    return {
      title: texts(/<span class="navbar-title">([^<]*)<\/span>/g)[0],
      cards: texts(/<h3 class="record-card-title">([^<]*)<\/h3>/g),
      markup: drawn[1]!,
    };
  };

  it("the field engineer's 任务列表: his user, menus, live areas and his tasks' first page, never kept by a cache", async () => {
    const token = await signIn(server, '13800000004');
    const page = await open('/task/list', token);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    const block = blockOf(page.body)!;
    const me = await ok<{ user: { id: number; username: string } }>(token, 'GET', '/auth/info');
    expect((block['/auth/info']!.body as typeof me).user.username).toBe('13800000004');
    // Each answer is the API's own for that URL (the same routes, scope and company), under the URL the page asks.
    // He works from tasks: his phone opens on 今日任务, so that page comes too (the server does not know the screen).
    const tasks = firstListUrl('task', { assigneeId: me.user.id });
    const today = dateHelpers.today();
    const todays = firstListUrl('task', { assigneeId: me.user.id, dueDate: [today, today] });
    for (const url of ['/auth/info', '/api/menus/build', '/api/remotes', '/api/dicts', tasks, todays]) {
      expect([url, block[url]]).toEqual([url, { status: 200, body: await ok(token, 'GET', url) }]);
    }
  });

  it("the sales user's 客户列表 holds only the rows his data scope gives him, and no other company's", async () => {
    const sales = await signIn(server, '13800000002');
    const admin2 = await signIn(server, '13800000001');
    const admin3 = await signIn(server, '13800000003');
    const url = firstListUrl('customer');
    const listIn = async (token: string) =>
      blockOf((await open('/customer/list', token)).body)![url]!.body as ListPage<{ id: number; companyid?: number }>;
    const salesRows = await listIn(sales);
    expect(salesRows).toEqual(await ok(sales, 'GET', url));
    // 本级: fewer than his company's, which the administrator sees; company 3's rows are in neither.
    const company2 = await ok<ListPage<{ id: number }>>(admin2, 'GET', `${url.replace('size=10', 'size=100')}`);
    expect(salesRows.totalElements).toBeLessThan(company2.totalElements);
    const company3Ids = new Set((await listIn(admin3)).content.map((row) => row.id));
    expect(company3Ids.size).toBeGreaterThan(0);
    for (const rows of [salesRows, await listIn(admin2)]) {
      expect(rows.content.filter((row) => company3Ids.has(row.id))).toEqual([]);
    }
  });

  it('a name that would close the element is written so that it cannot, and read back as it was', async () => {
    const admin = await signIn(server, '13800000001');
    const name = '</script><script>alert(1)</script><!--\u2028王';
    await addCustomer(admin, name, '13912345678');
    const html = (await open('/customer/list', admin)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const rows = blockOf(html)![firstListUrl('customer')]!.body as ListPage<{ name: string }>;
    expect(rows.content[0]!.name).toBe(name);
  });

  it('no block, and the page as before, without a session or with a list state in the address', async () => {
    for (const response of [
      await open('/task/list', 'not-a-session'),
      await server.request({ method: 'GET', url: '/task/list' }),
    ]) {
      expect(blockOf(response.body)).toBeNull();
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const admin = await signIn(server, '13800000001');
    const block = blockOf((await open('/customer/list?page=2', admin)).body)!;
    expect(Object.keys(block).sort()).toEqual([
      '/api/dicts',
      '/api/menus/build',
      '/api/messages/unread',
      '/api/remotes',
      '/auth/info',
    ]);
  });

  it("a repeat visit re-reads only what may change: the page and the live areas; a release's files are immutable", async () => {
    const token = await signIn(server, '13800000004');
    const remotes = await server.request({
      method: 'GET',
      url: '/api/remotes',
      headers: { authorization: `Bearer ${token}` },
    });
    // Which release is live is asked each time (a release or a rollback shows on the next load) …
    expect(remotes.headers['cache-control']).toBe('no-store');
    const projects = (remotes.json() as { remotes: { name: string; entry: string }[] }).remotes.find(
      (remote) => remote.name === 'projects',
    )!;
    // … and the release's own files, under its version's folder, never change: kept for a year, never revalidated.
    for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
      const url = projects.entry.replace(/[^/]+$/, file);
      const response = await server.request({ method: 'GET', url });
      expect([url, response.statusCode, response.headers['cache-control']]).toEqual([
        url,
        200,
        'public, max-age=31536000, immutable',
      ]);
    }
    expect((await open('/task/list', token)).headers.vary).toBe('Cookie');
  });

  it("a phone's 任务列表 comes drawn: the header and 今日任务's cards, from the same answers; a desktop's does not", async () => {
    const token = await signIn(server, '13800000004');
    const me = await ok<{ user: { id: number } }>(token, 'GET', '/auth/info');
    const today = dateHelpers.today();
    const todays = await ok<ListPage<{ title: string }>>(
      token,
      'GET',
      firstListUrl('task', { assigneeId: me.user.id, dueDate: [today, today] }),
    );
    expect(todays.content.length).toBeGreaterThan(0);
    const drawn = drawnIn((await openOnPhone('/task/list', token)).body)!;
    expect(drawn.title).toBe('任务列表');
    expect(drawn.cards).toEqual(todays.content.map((task) => task.title));
    // Each card has its 操作 button, as the page's own cards do.
    expect(drawn.markup.match(/record-card-more/g)).toHaveLength(todays.content.length);
    // The places of the tags and of the toolbar with the page's own 今日任务 switch keep the cards where the page
    // draws them (the field engineer e2e checks the positions).
    expect(drawn.markup).toMatch(
      /<div class="tags-view">.*<div class="drawn-toolbar">.*drawn-switch.*<ul class="record-cards"/,
    );
    // A desktop's browser, or one that does not say, gets the page as before.
    expect(drawnIn((await open('/task/list', token)).body)).toBeNull();
    const desktop = await server.request({
      method: 'GET',
      url: '/task/list',
      headers: {
        cookie: `YJF-TOKEN=${token}`,
        'sec-ch-ua-mobile': '?0',
        'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile',
      },
    });
    expect(drawnIn(desktop.body)).toBeNull();
  });

  it('the installed app’s start (/first-menu) opens drawn where the user lands: 今日任务 on his phone', async () => {
    const token = await signIn(server, '13800000004');
    const onPhone = drawnIn((await openOnPhone('/first-menu', token)).body)!;
    expect(onPhone).toEqual(drawnIn((await openOnPhone('/task/list', token)).body));
    expect(onPhone.cards.length).toBeGreaterThan(0);
    // At a desk he lands on his first menu, 客户列表: its first page comes with the page, nothing is drawn.
    const atDesk = (await open('/first-menu', token)).body;
    expect(drawnIn(atDesk)).toBeNull();
    expect(Object.keys(blockOf(atDesk)!)).toContain(firstListUrl('customer'));
  });

  it('the drawn cards are text: a name that is markup is written escaped, and only the page’s own rows', async () => {
    const sales = await signIn(server, '13800000002');
    const name = '<img src=x onerror=alert(1)>&"华府"';
    await addCustomer(sales, name, '13912345679');
    const html = (await openOnPhone('/customer/list', sales)).body;
    const drawn = drawnIn(html)!;
    expect(drawn.cards[0]).toBe('&lt;img src=x onerror=alert(1)&gt;&amp;&quot;华府&quot;');
    expect(html).not.toContain('<img src=x');
    const rows = blockOf(html)![firstListUrl('customer')]!.body as ListPage<{ name: string }>;
    expect(drawn.cards).toHaveLength(rows.content.length);
    // 客户列表 has no switch of its own under its toolbar.
    expect(drawn.markup).toContain('drawn-toolbar');
    expect(drawn.markup).not.toContain('drawn-switch');
    // A list state in the address (its page 2) is not the first page the server has: nothing is drawn.
    expect(drawnIn((await openOnPhone('/customer/list?page=2', sales)).body)).toBeNull();
  });
});
