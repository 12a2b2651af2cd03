import type { PageRoute } from '@yjf/domain/menuRoutes';

/** The home page (spec section 2: `/` goes there): the affix 首页 tab. Its area declares the page itself. */
export const HOME_PATH = '/dashboard';
/** Where sign-in sends a user without a redirect: the shell goes on to the first menu route (spec section 2). */
export { FIRST_MENU_PATH } from '@yjf/domain/landing';

/** 消息中心: the signed-in user's messages, opened from the navbar's bell. */
export const MESSAGE_CENTER_PATH = '/message';

/** Pages the host draws itself (not a remote). */
export const HOST_PAGES = { userCenter: 'host/UserCenter', messageCenter: 'host/MessageCenter' } as const;

/**
 * The pages of the shell itself. Every other page belongs to an area and is declared in that remote's page
 * table (`remotes/<area>/src/pageTable.json`): the shell learns them from `GET /api/remotes`.
 */
export const HOST_ROUTES: PageRoute[] = [
  {
    path: '/user/center',
    name: 'UserCenter',
    title: '个人中心',
    icon: '',
    component: HOST_PAGES.userCenter,
    hidden: true,
    noCache: false,
    trail: ['个人中心'],
  },
  {
    path: MESSAGE_CENTER_PATH,
    name: 'MessageCenter',
    title: '消息中心',
    icon: '',
    component: HOST_PAGES.messageCenter,
    hidden: true,
    noCache: false,
    trail: ['消息中心'],
  },
];
