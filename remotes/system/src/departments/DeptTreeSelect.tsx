import { useMemo } from 'react';
import { useGetDeptTreeQuery } from '@yjf/area-system/api/departments';
import type { DeptNode } from '@yjf/area-system/domain/deptSchemas';
import { TreeSelect } from '@yjf/ui/arcoTrees';

type Props = {
  value?: number | null;
  onChange?: (id: number | null) => void;
  placeholder?: string;
  /** A department being edited: it and those below it cannot be its parent, so they are left out. */
  excludeId?: number;
};

type Option = { key: string; title: string; disabled?: boolean; children?: Option[] };

const toOptions = (nodes: DeptNode[], excludeId?: number): Option[] =>
  nodes
    .filter((node) => node.id !== excludeId)
    .map((node) => ({
      key: String(node.id),
      title: node.enabled ? node.name : `${node.name}（已停用）`,
      children: node.children?.length ? toOptions(node.children, excludeId) : undefined,
    }));

/**
 * Chooses one department of the company's tree (the user's 部门, a department's 上级部门); clearing it
 * means none (a top-level department, a user without a department).
 */
export function DeptTreeSelect({ value, onChange, placeholder = '请选择部门', excludeId }: Props) {
  const { data } = useGetDeptTreeQuery();
  const treeData = useMemo(() => toOptions(data ?? [], excludeId), [data, excludeId]);
  return (
    <TreeSelect
      treeData={treeData}
      allowClear
      showSearch
      placeholder={placeholder}
      value={value === null || value === undefined ? undefined : String(value)}
      onChange={(key: unknown) => {
        const picked = typeof key === 'object' && key !== null ? (key as { value: string }).value : key;
        onChange?.(picked === undefined || picked === null || picked === '' ? null : Number(picked));
      }}
    />
  );
}
