import { SCHEME_FILE_TYPES, schemeDeclaration } from '@yjf/area-projects/domain/schemeSchemas';
import { AttachmentUpload } from '@yjf/ui/attachments/AttachmentUpload';
import { formFieldsOf } from '@yjf/ui/crud/ResourcePage';
import { RecordSelect } from '@yjf/ui/RecordSelect';
import { UserSelect } from '@yjf/ui/UserSelect';

/** The add/edit dialog of a drawing: the declared form with its pickers and uploader. */
export const schemeFields = formFieldsOf(schemeDeclaration, {
  projectId: <RecordSelect resource="project" placeholder="输入项目名称查找" />,
  designerId: <UserSelect placeholder="默认为自己" />,
  files: <AttachmentUpload extensions={SCHEME_FILE_TYPES} noun="图纸文件" />,
});

/** The drawing's files (CAD, PDF or images, at least one), as the add/edit dialog asks for them. */
export const schemeFilesField = schemeFields.find((field) => field.name === 'files')!;

/** A new drawing starts 设计中, in the project the list belongs to when it has one. */
export const newScheme = (projectId?: number) => (projectId ? { status: '0', projectId } : { status: '0' });
