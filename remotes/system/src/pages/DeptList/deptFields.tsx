import { deptDeclaration } from '@yjf/area-system/domain/deptSchemas';
import type { FormField } from '@yjf/ui/crud/CrudPage';
import { formFieldsOf } from '@yjf/ui/crud/ResourcePage';
import { DeptTreeSelect } from '../../departments/DeptTreeSelect';

/** The department dialog's fields (`deptDeclaration`); an edited department cannot move below itself. */
export const deptFields = (editingId?: number): FormField[] =>
  formFieldsOf(deptDeclaration, { pid: <DeptTreeSelect placeholder="顶级部门" excludeId={editingId} /> });
