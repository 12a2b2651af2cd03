/**
 * A company's departments as a tree, built once here for the server (`/api/dept/tree`, the sub-department
 * search of the user list) and the browser: siblings ordered by `sort`, then by name.
 */

type Flat = { id: number; pid: number | null; sort: number; name: string };
export type TreeOf<T> = T & { children?: TreeOf<T>[] };

const bySortThenName = (a: Flat, b: Flat) => a.sort - b.sort || a.name.localeCompare(b.name, 'zh-CN') || a.id - b.id;

/**
 * Nests departments under their parents; one whose parent is missing from the list becomes a root, so a
 * partial list still shows every department it has.
 *
 * @example deptTree([{ id: 1, pid: null, sort: 1, name: '总经办' }, { id: 2, pid: 1, sort: 1, name: '行政组' }])
 *   // [{ id: 1, ..., children: [{ id: 2, ... }] }]
 */
export function deptTree<T extends Flat>(rows: T[]): TreeOf<T>[] {
  const ids = new Set(rows.map((row) => row.id));
  const childrenOf = new Map<number | null, T[]>();
  for (const row of [...rows].sort(bySortThenName)) {
    const parent = row.pid !== null && ids.has(row.pid) ? row.pid : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), row]);
  }
  const build = (parent: number | null): TreeOf<T>[] =>
    (childrenOf.get(parent) ?? []).map((row) => {
      const children = build(row.id);
      return children.length ? { ...row, children } : { ...row };
    });
  return build(null);
}

/** A department and all below it (its ids, the department first); empty when it is not in the list. */
export function subtreeIds(rows: { id: number; pid: number | null }[], rootId: number): number[] {
  if (!rows.some((row) => row.id === rootId)) return [];
  const found = [rootId];
  for (let i = 0; i < found.length; i++) {
    for (const row of rows) if (row.pid === found[i] && !found.includes(row.id)) found.push(row.id);
  }
  return found;
}
