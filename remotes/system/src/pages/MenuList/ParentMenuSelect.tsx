import { useMemo } from 'react';
import type { MenuNode } from '@yjf/domain/menuSchemas';
import { TreeSelect } from '@yjf/ui/arcoTrees';

type Props = { value?: number | null; onChange?: (pid: number | null) => void; choices: MenuNode[] };

type Option = { key: string; title: string; children?: Option[] };

/** The top of the tree, a choice like any menu. */
const ROOT = '0';

const toOptions = (nodes: MenuNode[]): Option[] =>
  nodes.map((node) => ({
    key: String(node.id),
    title: node.title,
    children: node.children.length ? toOptions(node.children) : undefined,
  }));

/** 上级菜单: 顶级类目 or a directory or page of the tree. */
export function ParentMenuSelect({ value, onChange, choices }: Props) {
  const treeData = useMemo(() => [{ key: ROOT, title: '顶级类目', children: toOptions(choices) }], [choices]);
  return (
    <TreeSelect
      treeData={treeData}
      value={value ? String(value) : ROOT}
      onChange={(key: unknown) => onChange?.(key && key !== ROOT ? Number(key) : null)}
      treeProps={{ defaultExpandedKeys: [ROOT] }}
      showSearch
      placeholder="选择上级菜单"
    />
  );
}
