import { useMemo } from 'react';
import { useGetDeptTreeQuery } from '@yjf/area-system/api/departments';
import type { DeptNode } from '@yjf/area-system/domain/deptSchemas';
import { TreeSelect } from '@yjf/ui/arcoTrees';

type Props = { value?: number[]; onChange?: (ids: number[]) => void };

type Option = { key: string; title: string; children?: Option[] };

const toOptions = (nodes: DeptNode[]): Option[] =>
  nodes.map((node) => ({
    key: String(node.id),
    title: node.name,
    children: node.children?.length ? toOptions(node.children) : undefined,
  }));

/** Chooses the departments of a 自定义 data scope in the company's department tree (a department brings its sub-departments). */
export function DeptScopeSelect({ value = [], onChange }: Props) {
  const { data } = useGetDeptTreeQuery();
  const treeData = useMemo(() => toOptions(data ?? []), [data]);
  return (
    <TreeSelect
      treeData={treeData}
      treeCheckable
      allowClear
      placeholder="请选择部门"
      value={value.map(String)}
      onChange={(keys: unknown) => {
        const list = (Array.isArray(keys) ? keys : []) as (string | { value: string })[];
        onChange?.(list.map((key) => Number(typeof key === 'string' ? key : key.value)));
      }}
    />
  );
}
