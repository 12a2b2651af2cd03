import { SCHEME_FILE_TYPES, SCHEME_STATUSES } from '@yjf/area-projects/domain/schemeSchemas';
import { AttachmentUpload } from '@yjf/ui/attachments/AttachmentUpload';
import type { FormField } from '@yjf/ui/crud/CrudPage';
import { RecordSelect } from '@yjf/ui/RecordSelect';
import { UserSelect } from '@yjf/ui/UserSelect';

/** The drawing's files: CAD, PDF or images, at least one. */
export const schemeFilesField: FormField = {
  name: 'files',
  label: '图纸文件',
  kind: 'custom',
  required: true,
  wide: true,
  control: <AttachmentUpload extensions={SCHEME_FILE_TYPES} noun="图纸文件" />,
};

/** The add/edit dialog of a drawing. */
export const schemeFields: FormField[] = [
  {
    name: 'projectId',
    label: '所属项目',
    kind: 'custom',
    required: true,
    control: <RecordSelect resource="project" placeholder="输入项目名称查找" />,
  },
  { name: 'name', label: '图纸名称', kind: 'text', required: true },
  { name: 'designerId', label: '设计师', kind: 'custom', control: <UserSelect placeholder="默认为自己" /> },
  { name: 'status', label: '图纸状态', kind: 'options', options: SCHEME_STATUSES, required: true },
  { name: 'description', label: '图纸说明', kind: 'textarea' },
  schemeFilesField,
];

/** A new drawing starts 设计中, in the project the list belongs to when it has one. */
export const newScheme = (projectId?: number) => (projectId ? { status: '0', projectId } : { status: '0' });
