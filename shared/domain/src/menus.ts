/** Menu types of the menu table. */
export const MENU_TYPES = { directory: 0, menu: 1, button: 2 } as const;

/** The component name of a top-level entry: the shell itself. */
export const LAYOUT_COMPONENT = 'Layout';

/** One node of `GET /api/menus/build`: the routes of the signed-in user, as the sidebar and router use them. */
export type MenuRoute = {
  name: string;
  path: string;
  hidden: boolean;
  redirect?: string;
  /** `Layout` for a top-level entry, `<area>/<ExposedModule>` for a page. */
  component: string;
  alwaysShow?: boolean;
  meta: { title: string; icon: string; noCache: boolean; link?: string };
  children?: MenuRoute[];
};
