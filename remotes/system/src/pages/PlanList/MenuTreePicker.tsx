import { useMemo } from 'react';
import type { MenuNode } from '@yjf/domain/menuSchemas';
import { useGetMenuTreeQuery } from '@yjf/api/menus';
import { Spin, Tree } from '@yjf/ui/arco';

type Props = { value?: number[]; onChange?: (ids: number[]) => void };

type TreeNode = { key: string; title: string; children?: TreeNode[] };

/** The business menus a plan can open; platform and basic menus are not for sale. */
const forSale = (nodes: MenuNode[]): TreeNode[] =>
  nodes
    .filter((node) => node.scope === 'plan')
    .map((node) => ({
      key: String(node.id),
      title: node.type === 2 ? `${node.title}（按钮）` : node.title,
      children: node.children.length ? forSale(node.children) : undefined,
    }));

const leavesOf = (nodes: TreeNode[]): string[] =>
  nodes.flatMap((node) => (node.children?.length ? leavesOf(node.children) : [node.key]));

/**
 * Picks the menus a plan opens, in the menu tree. A menu is opened with the menus above it, so a parent
 * half chosen is kept too; the tree shows the choice by its leaves.
 */
export function MenuTreePicker({ value = [], onChange }: Props) {
  const { data, isLoading } = useGetMenuTreeQuery();
  const tree = useMemo(() => forSale(data ?? []), [data]);
  const leaves = useMemo(() => new Set(leavesOf(tree)), [tree]);
  if (isLoading) return <Spin />;
  return (
    <div style={{ maxHeight: 280, overflow: 'auto', border: '1px solid var(--color-border-2)', padding: 8 }}>
      <Tree
        checkable
        blockNode
        size="small"
        treeData={tree}
        checkedKeys={value.map(String).filter((key) => leaves.has(key))}
        onCheck={(keys, extra) => onChange?.([...keys, ...(extra.halfCheckedKeys ?? [])].map(Number))}
      />
    </div>
  );
}
