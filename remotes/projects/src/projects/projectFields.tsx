import { projectDeclaration } from '@yjf/area-projects/domain/projectSchemas';
import { formFieldsOf } from '@yjf/ui/crud/ResourcePage';
import { RecordSelect } from '@yjf/ui/RecordSelect';
import { UserSelect } from '@yjf/ui/UserSelect';

/** The pickers of the project form's references, in the list's dialog and on 编辑项目. */
export const projectFormControls = {
  customerId: <RecordSelect resource="customer" placeholder="输入客户名称查找" />,
  managerId: <UserSelect placeholder="默认为自己" />,
  designerId: <UserSelect placeholder="请选择设计师" />,
  memberIds: <UserSelect multiple placeholder="选择参与项目的同事" />,
};

/** 编辑项目's fields: the declared form with its pickers. */
export const projectFields = formFieldsOf(projectDeclaration, projectFormControls);
