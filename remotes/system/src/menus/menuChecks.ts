/**
 * How ticking a menu in a tree changes the menus chosen (a role's, a plan's). The choice is stored exactly,
 * parents included, so the tree checks each node on its own and this decides what comes along: a menu brings
 * everything below it and the menus above it; unticking takes away what is below it, and a directory left
 * without anything chosen under it. A page keeps itself when its buttons go: the page without buttons is a
 * choice of its own.
 */

/** The part of a menu node the choice reads. */
export type MenuChoiceNode = { id: number; type: number; children: MenuChoiceNode[] };

const DIRECTORY = 0;

/** The ids of a tree, parents before their children. */
export function menuIdsOf(nodes: MenuChoiceNode[]): number[] {
  return nodes.flatMap((node) => [node.id, ...menuIdsOf(node.children)]);
}

function index(nodes: MenuChoiceNode[]) {
  const byId = new Map<number, MenuChoiceNode>();
  const parentOf = new Map<number, number | null>();
  const walk = (list: MenuChoiceNode[], parent: number | null) => {
    for (const node of list) {
      byId.set(node.id, node);
      parentOf.set(node.id, parent);
      walk(node.children, node.id);
    }
  };
  walk(nodes, null);
  return { byId, parentOf };
}

/**
 * The choice after ticking (`on`) or unticking one menu, in the tree's order. Ids the tree does not have are
 * dropped (a menu the company no longer sees).
 *
 * @example toggleMenu(tree, [], customerList.id, true) // 渠道客户, 客户列表 and its buttons
 */
export function toggleMenu(nodes: MenuChoiceNode[], chosen: number[], id: number, on: boolean): number[] {
  const { byId, parentOf } = index(nodes);
  const node = byId.get(id);
  const next = new Set(chosen);
  if (!node) return menuIdsOf(nodes).filter((menuId) => next.has(menuId));
  const below = menuIdsOf([node]);
  if (on) {
    for (const menuId of below) next.add(menuId);
    for (let parent = parentOf.get(id) ?? null; parent !== null; parent = parentOf.get(parent) ?? null)
      next.add(parent);
  } else {
    for (const menuId of below) next.delete(menuId);
    for (let parent = parentOf.get(id) ?? null; parent !== null; parent = parentOf.get(parent) ?? null) {
      const directory = byId.get(parent)!;
      if (directory.type !== DIRECTORY) break;
      if (menuIdsOf(directory.children).some((menuId) => next.has(menuId))) break;
      next.delete(parent);
    }
  }
  return menuIdsOf(nodes).filter((menuId) => next.has(menuId));
}

/**
 * The menus shown half chosen: a parent with some, not all, of what is below it chosen (the tree checks each
 * node on its own, so it is told).
 */
export function partlyChosen(nodes: MenuChoiceNode[], chosen: number[]): number[] {
  const set = new Set(chosen);
  const half: number[] = [];
  const walk = (list: MenuChoiceNode[]) => {
    for (const node of list) {
      if (!node.children.length) continue;
      walk(node.children);
      const below = menuIdsOf(node.children);
      const some = below.filter((menuId) => set.has(menuId)).length;
      if (some > 0 && some < below.length) half.push(node.id);
    }
  };
  walk(nodes);
  return half;
}
