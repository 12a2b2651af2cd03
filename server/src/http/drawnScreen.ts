import { FIRST_LISTS, phoneFirstListUrl } from '@yjf/domain/firstLists';
import { pageRoutes } from '@yjf/domain/menuRoutes';
import type { MenuRoute } from '@yjf/domain/menus';
import { declaredCards, drawnCardsMarkup, escapeHtml, type DictGroup } from '@yjf/ui/crud/drawnCards';
import type { ResourceDefinition } from '../crud/resourceDefinition';
import { signedInUserOf, type FirstAnswers } from './firstData';
import type { LivePage } from './startPage';

/** The element of the drawn first screen; the host removes it once the page has drawn itself (host/src/drawnScreen.ts). */
export const DRAWN_SCREEN_ID = 'yjf-drawn-screen';

/**
 * Whether a page request comes from a phone: the browser says so (`Sec-CH-UA-Mobile: ?1`, Chromium), or its
 * user agent does (Safari and the rest). The drawn screen is the phone's; a desktop is not sent it, and a wide
 * screen that is hides it (a rule of index.html).
 */
export function isPhoneRequest(headers: { 'sec-ch-ua-mobile'?: string | string[]; 'user-agent'?: string }): boolean {
  const mobile = headers['sec-ch-ua-mobile'];
  if (mobile === '?1') return true;
  if (mobile === '?0') return false;
  return /\b(Mobile|iPhone|Android)\b/.test(headers['user-agent'] ?? '');
}

/**
 * Each list of FIRST_LISTS gives its rows buttons of its own (详情, 跟进, 完成) to whoever reads it, so its cards
 * all have their 操作 button; the drawn ones have it too.
 */
const EVERY_LIST_HAS_ROW_BUTTONS = true;

/**
 * What the shell and the list draw above the cards and the drawing cannot know (the open tags, the buttons the
 * user's permissions give, the page's own switch), kept as grey shapes of their size (host/public/index.html):
 * the cards are drawn where the page draws them, and do not move when it takes over (they moved 173 px).
 */
const TAGS_PLACE =
  '<div class="tags-view"><span class="drawn-shape drawn-tag"></span><span class="drawn-shape drawn-tag drawn-tag-wide"></span></div>';
const toolbarPlace = (withSwitch: boolean) =>
  '<div class="drawn-toolbar"><div class="drawn-toolbar-row"><span class="drawn-shape drawn-button"></span>' +
  '<span class="drawn-shape drawn-button"></span><span class="drawn-tools"><span class="drawn-shape drawn-tool"></span>' +
  '<span class="drawn-shape drawn-tool"></span></span></div>' +
  (withSwitch ? '<div class="drawn-toolbar-row"><span class="drawn-shape drawn-switch"></span></div>' : '') +
  '</div>';

/**
 * A phone's first screen, drawn into the page the server sends (issue 58): the shell's header with the page's
 * menu title, the places of the tags and the list's toolbar, and the first page of its list as the list engine's
 * cards, from the first data already in the page (`firstData.ts`: the API's own routes with the page's token, so
 * nothing the page would not show) and the resource's declaration (`declaredCards`). It lies over the page,
 * `inert` and hidden from screen readers, until the page has drawn itself; its values are text, escaped. Nothing
 * to draw (not a declared list, its first page not in the data), nothing drawn: the page opens as it always has.
 */
export function drawnScreen(
  page: LivePage | null,
  answers: FirstAnswers,
  resourceAt: (path: string) => ResourceDefinition | undefined,
): string {
  const list = page && FIRST_LISTS[`${page.area}/${page.module}`];
  const user = signedInUserOf(answers);
  if (!list || !user) return '';
  const resource = resourceAt(list.resource);
  const body = answers[phoneFirstListUrl(list, user)]?.body as { content?: unknown } | undefined;
  if (!resource?.declared || !Array.isArray(body?.content)) return '';
  const menus = answers['/api/menus/build']?.body;
  const component = `${page.area}/${page.module}`;
  const title =
    (Array.isArray(menus) && pageRoutes(menus as MenuRoute[]).find((route) => route.component === component)?.title) ||
    resource.declared.title;
  const dicts = answers['/api/dicts']?.body;
  const cards = declaredCards(resource.declared, body.content, Array.isArray(dicts) ? (dicts as DictGroup[]) : []);
  return (
    `<div id="${DRAWN_SCREEN_ID}" inert aria-hidden="true">` +
    `<header class="shell-header"><div class="navbar"><span class="navbar-title">${escapeHtml(title)}</span></div>${TAGS_PLACE}</header>` +
    `<div class="drawn-screen-page">${toolbarPlace(Boolean(list.toolbarSwitch))}` +
    `${drawnCardsMarkup(cards, { label: title, actions: EVERY_LIST_HAS_ROW_BUTTONS })}</div></div>`
  );
}
