import { useMemo } from 'react';
import { useGetDeptTreeQuery } from '@yjf/area-system/api/departments';
import type { DeptNode } from '@yjf/area-system/domain/deptSchemas';
import { Card } from '@yjf/ui/arcoCore';
import { Tree } from '@yjf/ui/arcoTrees';
import { useTreeAriaLevels } from '@yjf/ui/useTreeAriaLevels';

type Props = { selected: number | null; onSelect: (deptId: number | null) => void };

type TreeNode = { key: string; title: string; children?: TreeNode[] };

const ALL = 'all';
const keysOf = (nodes: TreeNode[]): string[] => nodes.flatMap((node) => [node.key, ...keysOf(node.children ?? [])]);
const toNodes = (nodes: DeptNode[]): TreeNode[] =>
  nodes.map((node) => ({
    key: String(node.id),
    title: node.name,
    children: node.children?.length ? toNodes(node.children) : undefined,
  }));

/** The user screen's department tree: 全部 first, then the company's departments; a click filters the list. */
export function DeptTreePanel({ selected, onSelect }: Props) {
  const { data } = useGetDeptTreeQuery();
  const treeData = useMemo(() => [{ key: ALL, title: '全部' }, ...toNodes(data ?? [])], [data]);
  const treeBox = useTreeAriaLevels<HTMLDivElement>();
  return (
    <Card bordered={false} title="部门" className="user-dept-tree" ref={treeBox}>
      <Tree
        // mounted again once the departments arrive, so they open expanded
        key={data ? 'loaded' : 'loading'}
        treeData={treeData}
        blockNode
        defaultExpandedKeys={keysOf(treeData)}
        selectedKeys={[selected === null ? ALL : String(selected)]}
        onSelect={(keys) => {
          const key = keys[0];
          onSelect(!key || key === ALL ? null : Number(key));
        }}
      />
    </Card>
  );
}
