import { FOLLOW_METHODS } from '@yjf/area-sales/domain/followupSchemas';
import type { FormField } from '@yjf/ui/crud/CrudPage';
import { AttachmentUpload } from '@yjf/ui/attachments/AttachmentUpload';

/** The fields of a follow-up form, the same for customers and business opportunities. */
export const followupFields: FormField[] = [
  { name: 'method', label: '跟进方式', kind: 'options', options: FOLLOW_METHODS, required: true },
  { name: 'followTime', label: '跟进时间', kind: 'datetime', required: true },
  {
    name: 'content',
    label: '跟进内容',
    kind: 'textarea',
    required: true,
    placeholder: '沟通了什么、客户的反馈、下一步计划',
  },
  { name: 'nextFollowTime', label: '下次跟进时间', kind: 'datetime' },
  { name: 'attachments', label: '附件', kind: 'custom', wide: true, control: <AttachmentUpload /> },
];
