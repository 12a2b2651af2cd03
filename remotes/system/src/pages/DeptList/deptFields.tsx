import type { FormField } from '@yjf/ui/crud/CrudPage';
import { DeptTreeSelect } from '../../departments/DeptTreeSelect';

/** The department dialog's fields; an edited department cannot move below itself. */
export const deptFields = (editingId?: number): FormField[] => [
  { name: 'name', label: '部门名称', kind: 'text', required: true },
  {
    name: 'pid',
    label: '上级部门',
    kind: 'custom',
    control: <DeptTreeSelect placeholder="顶级部门" excludeId={editingId} />,
  },
  { name: 'sort', label: '排序', kind: 'text', placeholder: '数字越小越靠前' },
  { name: 'enabled', label: '状态', kind: 'switch' },
];
