import type { Page } from '@playwright/test';
import type { MenuRoute } from '@yjf/domain/menus';
import { signInAs } from './signIn';

const page = (name: string, path: string, title: string, component: string): MenuRoute => ({
  name,
  path,
  hidden: false,
  component,
  meta: { title, icon: '', noCache: false },
});

/** A menu directory of the test remote, and the system remote's status page. */
export const testkitMenu: MenuRoute = {
  name: 'Testkit',
  path: '/test',
  hidden: false,
  component: 'Layout',
  alwaysShow: true,
  redirect: 'noredirect',
  meta: { title: '联邦测试', icon: 'common', noCache: false },
  children: [
    page('TestHello', 'hello', '远程问候', 'testkit/Hello'),
    page('TestHelloAgain', 'hello-b', '第二问候', 'testkit/Hello'),
    page('TestThrows', 'throws', '渲染出错', 'testkit/Throws'),
    page('TestMissingModule', 'missing-module', '模块不存在', 'testkit/NoSuchPage'),
    page('TestMissingRemote', 'missing-remote', '远程不存在', 'nowhere/Page'),
    page('ServerStatus', 'server', '服务监控', 'system/ServerStatus'),
  ],
};

/**
 * Signs a demo user in and adds the test remote's pages to the menu the server builds for them, so the shell
 * and the federation runtime can be tested with pages that exist whatever the business areas hold.
 */
export async function openShellWithTestkit(target: Page, phone = '13800000000'): Promise<void> {
  await signInAs(target, phone);
  await target.route('**/api/menus/build', async (route) => {
    const response = await route.fetch();
    const menus = (await response.json()) as MenuRoute[];
    await route.fulfill({ response, json: [testkitMenu, ...menus] });
  });
  // A signed-in page arrives with its menus in it (server/src/http/firstData.ts): they get the menu there too.
  await target.route(
    (url) => !/^\/(api|auth|remotes|files)\//.test(url.pathname) && !/\.\w+$/.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      await route.fulfill({ response, body: withTestkitMenu(await response.text()) });
    },
  );
}

/** The page with the testkit menu added to the menus its first-data block carries, if it carries them. */
function withTestkitMenu(html: string): string {
  return html.replace(
    /(<script type="application\/json" id="yjf-first-data">)([\s\S]*?)(<\/script>)/,
    (_whole, open: string, json: string, close: string) => {
      const answers = JSON.parse(json) as Record<string, { status: number; body: unknown }>;
      const menus = answers['/api/menus/build'];
      if (menus) menus.body = [testkitMenu, ...(menus.body as MenuRoute[])];
      return `${open}${JSON.stringify(answers).replace(/</g, '\\u003c')}${close}`;
    },
  );
}

/** The same, for the federation tests: the platform administrator with the test remote's pages. */
export const openShellWithMenus = (target: Page) => openShellWithTestkit(target);
