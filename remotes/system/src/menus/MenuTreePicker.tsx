import { useMemo } from 'react';
import type { MenuNode } from '@yjf/domain/menuSchemas';
import { useGetMenuTreeQuery } from '@yjf/api/menus';
import { Spin } from '@yjf/ui/arcoCore';
import { Tree } from '@yjf/ui/arcoTrees';
import { partlyChosen, toggleMenu } from './menuChecks';

type Props = {
  value?: number[];
  onChange?: (ids: number[]) => void;
  /** Keeps only the menus this accepts (with their subtrees); default all the tree has. */
  only?: (node: MenuNode) => boolean;
  /** Shows the choice without letting it change. */
  disabled?: boolean;
  /** Pixels of the scrolling box; default 280. */
  height?: number | string;
};

type TreeNode = { key: string; title: string; disableCheckbox?: boolean; children?: TreeNode[] };

const filterTree = (nodes: MenuNode[], only?: (node: MenuNode) => boolean): MenuNode[] =>
  nodes.filter((node) => !only || only(node)).map((node) => ({ ...node, children: filterTree(node.children, only) }));

const toTreeData = (nodes: MenuNode[], disabled: boolean): TreeNode[] =>
  nodes.map((node) => ({
    key: String(node.id),
    title: node.type === 2 ? `${node.title}（按钮）` : node.title,
    ...(disabled ? { disableCheckbox: true } : {}),
    children: node.children.length ? toTreeData(node.children, disabled) : undefined,
  }));

const directoryKeys = (nodes: MenuNode[]): string[] =>
  nodes.flatMap((node) => (node.type === 0 ? [String(node.id), ...directoryKeys(node.children)] : []));

/**
 * Chooses menus in the menu tree (`GET /api/menus/tree`: the caller's company's menus): ticking a menu brings
 * its buttons and the menus above it, and the value is the whole choice, parents included, as the server
 * stores it. Directories start open, so the pages show; buttons are under their page.
 */
export function MenuTreePicker({ value = [], onChange, only, disabled, height = 280 }: Props) {
  const { data, isLoading } = useGetMenuTreeQuery();
  const nodes = useMemo(() => filterTree(data ?? [], only), [data, only]);
  const treeData = useMemo(() => toTreeData(nodes, Boolean(disabled)), [nodes, disabled]);
  const expanded = useMemo(() => directoryKeys(nodes), [nodes]);
  const half = useMemo(() => new Set(partlyChosen(nodes, value)), [nodes, value]);
  if (isLoading) return <Spin />;
  return (
    <div
      className="menu-tree-picker"
      style={{ maxHeight: height, overflow: 'auto', border: '1px solid var(--color-border-2)', padding: 8 }}
    >
      <Tree
        // Remounted with a new tree, so its directories open.
        key={expanded.join(',')}
        checkable
        checkStrictly
        blockNode
        size="small"
        treeData={treeData}
        defaultExpandedKeys={expanded}
        checkedKeys={value.filter((id) => !half.has(id)).map(String)}
        halfCheckedKeys={[...half].map(String)}
        onCheck={(_keys, extra) => {
          if (disabled) return;
          onChange?.(toggleMenu(nodes, value, Number(extra.node.props._key), extra.checked));
        }}
        // A node's whole line ticks it, not only its box.
        onSelect={(_keys, extra) => {
          if (disabled) return;
          const id = Number(extra.node.props._key);
          onChange?.(toggleMenu(nodes, value, id, !value.includes(id) || half.has(id)));
        }}
        selectedKeys={[]}
      />
    </div>
  );
}
