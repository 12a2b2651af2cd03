import fs from 'node:fs';
import path from 'node:path';
import { HOST_ROUTES } from '../../../host/src/shell/hostPages';
import { MENU_TREE, type SeedMenu } from '../../../server/src/composition/seed/menuTree';
import { sourcePageTable, workspaceAreas, type SourcePage } from '../areaSources';

/**
 * The pages of the product are declared once: each in its remote's page table (`remotes/<area>/src/pageTable.json`)
 * or, for the shell's own, in the host. The menu seed names pages by `<remote>/<Module>`; spec section 2 names the
 * routes. This keeps the three in step, and every remote in one shape.
 */
const root = path.resolve(__dirname, '../../..');

const remotes = workspaceAreas(root);
const tables: Record<string, SourcePage[]> = Object.fromEntries(
  remotes.map((name) => [name, sourcePageTable(path.join(root, 'remotes', name)).pages]),
);

/** Every page that declares its own path: the areas' pages outside the menus, and the shell's. */
const declaredPaths = [
  ...Object.entries(tables).flatMap(([remote, pages]) =>
    pages.filter((page) => page.path).map((page) => ({ path: page.path!, component: `${remote}/${page.module}` })),
  ),
  ...HOST_ROUTES.map((route) => ({ path: route.path, component: route.component })),
];

/** The menu seed's pages, with their full paths. */
function menuPages(menus: SeedMenu[], parent = ''): { path: string; component: string; title: string }[] {
  return menus.flatMap((menu) => {
    const full = menu.path.startsWith('/') ? menu.path : `${parent}/${menu.path}`;
    const own = menu.component ? [{ path: full, component: menu.component, title: menu.title }] : [];
    return [...own, ...menuPages(menu.children ?? [], full)];
  });
}
const seeded = menuPages(MENU_TREE);

/**
 * Spec section 2's routes, as path patterns: the home page, the personal center, 方案图纸, the hidden children of
 * the shell and the children of project management (`edit/{id?}/{projectName?}` and `edit/{id?}` are one
 * pattern). /login, /404, /401, /redirect and / are the shell's router itself, not pages.
 */
const SPEC_ROUTES = [
  '/dashboard',
  '/user/center',
  '/business/scheme',
  '/particulars/:type?/:service?',
  '/statistics/:type?/:service?',
  '/taskInfo/:pid?',
  '/projectInfo/:pid?',
  '/businessInfo/:pid?',
  '/customerInfo/:pid?',
  '/CollectMoney/:id?',
  '/SchemeInfo/:id?',
  '/PurchaseInfo/:id?',
  '/OutStock/:id?',
  '/taskManage/:id?',
  '/project/edit/:id?/:projectName?',
  '/project/detail/:id?',
  '/project/add/purchase/order/:id?',
  '/project/detail/purchase/order/:id?',
  '/project/detail/stock/out/:id?',
  '/project/otustock/product/:id?',
  '/project/uetest',
];

describe('the pages of the product, declared once', () => {
  it('declares every route of spec section 2 exactly once', () => {
    const counts = SPEC_ROUTES.map((route) => [route, declaredPaths.filter((page) => page.path === route).length]);
    expect(counts.filter(([, count]) => count !== 1)).toEqual([]);
  });

  it('declares no path twice', () => {
    const paths = declaredPaths.map((page) => page.path);
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([]);
  });

  it('names in the menu seed only pages some remote declares', () => {
    const known = new Set([
      ...Object.entries(tables).flatMap(([remote, pages]) => pages.map((page) => `${remote}/${page.module}`)),
      ...HOST_ROUTES.map((route) => route.component),
    ]);
    expect(seeded.filter((page) => !known.has(page.component)).map((page) => page.component)).toEqual([]);
  });

  it('gives a menu page and a declared path of the same address the same page', () => {
    const clashes = seeded.flatMap((menu) =>
      declaredPaths
        .filter((page) => page.path === menu.path && page.component !== menu.component)
        .map((page) => `${menu.path}: menu ${menu.component}, declared ${page.component}`),
    );
    expect(clashes).toEqual([]);
  });

  it('leaves no page unreachable: each has its own path or a menu names it', () => {
    const named = new Set(seeded.map((page) => page.component));
    const unreachable = Object.entries(tables).flatMap(([remote, pages]) =>
      pages
        .filter((page) => !page.path && !named.has(`${remote}/${page.module}`))
        .map((page) => `${remote}/${page.module}`),
    );
    expect(unreachable).toEqual([]);
  });

  it('has exactly one home page', () => {
    expect(
      Object.values(tables)
        .flat()
        .filter((page) => page.home)
        .map((page) => page.path),
    ).toEqual(['/dashboard']);
  });

  it.each(remotes)('keeps %s in the one shape: each page in src/pages/<Page>/index.tsx, each module once', (remote) => {
    const pages = tables[remote]!;
    expect(pages.map((page) => page.source)).toEqual(pages.map((page) => `./src/pages/${page.module}/index.tsx`));
    expect(pages.filter((page) => !fs.existsSync(path.join(root, 'remotes', remote, page.source)))).toEqual([]);
    expect(new Set(pages.map((page) => page.module)).size).toBe(pages.length);
  });

  it.each(remotes)('lets %s expose only the pages of its table (its build config adds none)', (remote) => {
    const config = fs.readFileSync(path.join(root, 'remotes', remote, 'webpack.config.mjs'), 'utf8');
    expect(config).not.toMatch(/exposes/);
  });
});
