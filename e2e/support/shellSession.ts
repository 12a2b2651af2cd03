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

/** A menu tree that points at the test remote and the system remote. */
export const federationMenus: MenuRoute[] = [
  {
    name: 'Testkit',
    path: '/test',
    hidden: false,
    component: 'Layout',
    meta: { title: '联邦测试', icon: '', noCache: false },
    children: [
      page('TestHello', 'hello', '远程问候', 'testkit/Hello'),
      page('TestThrows', 'throws', '渲染出错', 'testkit/Throws'),
      page('TestMissingModule', 'missing-module', '模块不存在', 'testkit/NoSuchPage'),
      page('TestMissingRemote', 'missing-remote', '远程不存在', 'nowhere/Page'),
      page('ServerStatus', 'server', '服务监控', 'system/ServerStatus'),
    ],
  },
];

/**
 * Signs the platform administrator in and gives the shell a menu tree of the test remote, so the federation
 * runtime can be tested on its own.
 */
export async function openShellWithMenus(target: Page, menus: MenuRoute[] = federationMenus): Promise<void> {
  await signInAs(target, '13800000000');
  await target.route('**/api/menus/build', (route) => route.fulfill({ json: menus }));
}
