import type { MenuFormInput } from '@yjf/api/menus';
import type { MenuNode } from '@yjf/domain/menuSchemas';

/** Menu types (the menu table's `type`). */
export const DIRECTORY = 0;
export const PAGE = 1;
export const BUTTON = 2;

/** A new menu's form: a visible, cached directory at the top, opened by the plans. */
export const NEW_MENU: MenuFormInput = {
  type: DIRECTORY,
  pid: null,
  title: '',
  name: '',
  icon: '',
  path: '',
  component: '',
  permission: '',
  iframe: false,
  cache: true,
  hidden: false,
  sort: 999,
  scope: 'plan',
};

/** A menu's edit form. */
export const menuFormOf = (node: MenuNode): MenuFormInput => ({
  type: node.type as 0 | 1 | 2,
  pid: node.pid,
  title: node.title,
  name: node.name,
  icon: node.icon,
  path: node.path,
  component: node.component,
  permission: node.permission,
  iframe: node.iframe,
  cache: node.cache,
  hidden: node.hidden,
  sort: node.sort,
  scope: node.scope as MenuFormInput['scope'],
});

/**
 * What the dialog sends: the fields of the chosen type, the others blank (a button has no route, icon or
 * component; an external link opens no component).
 */
export function menuBody(values: MenuFormInput): MenuFormInput {
  const menu = { ...NEW_MENU, ...values };
  if (menu.type === BUTTON) return { ...menu, path: '', component: '', icon: '', iframe: false, hidden: false };
  if (menu.type === DIRECTORY) return { ...menu, component: menu.component === 'Layout' ? 'Layout' : '' };
  return menu.iframe ? { ...menu, component: '' } : menu;
}

/** Which fields the dialog shows for a type (and whether the menu is an external link). */
export function menuFieldsFor(type: number, iframe: boolean): Set<string> {
  if (type === BUTTON) return new Set(['type', 'title', 'permission', 'pid', 'sort', 'scope']);
  const shared = ['type', 'title', 'icon', 'iframe', 'hidden', 'path', 'pid', 'sort', 'scope'];
  if (type === DIRECTORY) return new Set(shared);
  return new Set([...shared, 'cache', 'permission', ...(iframe ? [] : ['component'])]);
}

/** The menus a menu may hang under: not buttons, not itself or anything below it. */
export function parentChoices(nodes: MenuNode[], editingId?: number): MenuNode[] {
  return nodes
    .filter((node) => node.type !== BUTTON && node.id !== editingId)
    .map((node) => ({ ...node, children: parentChoices(node.children, editingId) }));
}

/** The tree narrowed to menus whose title has `term`, with the menus above them. */
export function searchMenus(nodes: MenuNode[], term: string): MenuNode[] {
  if (!term) return nodes;
  return nodes.flatMap((node) => {
    const children = searchMenus(node.children, term);
    return node.title.includes(term) || children.length ? [{ ...node, children }] : [];
  });
}
