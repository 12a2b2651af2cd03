import type { App } from '../context';
import type { MenuRoute } from '@yjf/domain/menus';
import { startTestServer, type TestServer } from '../../test/testServer';
import { bearer, signIn } from '../../test/session';
import { cutListeners, postgresUrl } from '../../test/templateDatabase';

const topTitles = (routes: MenuRoute[]) => routes.map((route) => route.meta.title);

/**
 * Two instances over one database, as a cluster runs them: a menu changed through one is in the other's menus at
 * once (its catalogue keeps a copy for 30 seconds; a notice over the database tells it to drop it), also after
 * the listening connection was lost and came back.
 */
describe('notices between instances', () => {
  let server: TestServer;
  let other: App;
  let platform: string;
  let companyAdmin: string;

  const menusOn = async (app: App) => {
    const response = await app.inject({ method: 'GET', url: '/api/menus/build', headers: bearer(companyAdmin) });
    return topTitles(response.json() as MenuRoute[]);
  };
  /** What the other instance shows within two seconds (its cache would keep the old menus for 30). */
  const eventually = async (check: (titles: string[]) => boolean) => {
    const until = Date.now() + 2000;
    let titles = await menusOn(other);
    while (!check(titles) && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      titles = await menusOn(other);
    }
    return titles;
  };
  /** A directory with one page in it (an empty directory is never shown). */
  const addMenu = async (title: string) => {
    const add = (payload: object) =>
      server.request({ method: 'POST', url: '/api/menus', headers: bearer(platform), payload });
    const folder = await add({ type: 0, title, path: `/notice-${Date.now()}`, icon: 'doc', scope: 'basic' });
    const page = await add({
      type: 1,
      pid: folder.json().id,
      title: '使用手册',
      path: 'manual',
      component: 'system/Manual',
      scope: 'basic',
    });
    expect([folder.statusCode, page.statusCode]).toEqual([201, 201]);
  };

  beforeAll(async () => {
    server = await startTestServer();
    other = await server.anotherInstance();
    [platform, companyAdmin] = await Promise.all(['13800000000', '13800000001'].map((p) => signIn(server, p)));
  });
  afterAll(async () => {
    await other.close();
    await server.close();
  });

  it('shows a menu added through one instance in the menus of the other at once', async () => {
    expect(await menusOn(other)).not.toContain('帮助中心'); // the other instance now holds the menus
    await addMenu('帮助中心');
    expect(await eventually((titles) => titles.includes('帮助中心'))).toContain('帮助中心');
  });

  const onPostgres = postgresUrl() ? it : it.skip;
  onPostgres('hears again after its listening connection was cut, and drops what it may have missed', async () => {
    expect(await menusOn(other)).not.toContain('售后中心');
    await cutListeners(server.database.db);
    await addMenu('售后中心');
    // Listening again takes a second; the change made meanwhile is not lost.
    const until = Date.now() + 5000;
    let titles = await menusOn(other);
    while (!titles.includes('售后中心') && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      titles = await menusOn(other);
    }
    expect(titles).toContain('售后中心');
  });
});
