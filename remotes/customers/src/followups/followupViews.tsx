import { customerFollowupDeclaration } from '../domain/followupSchemas';
import { formatDateTime } from '@yjf/domain/calendar';
import { AttachmentUpload } from '@yjf/ui/attachments/AttachmentUpload';
import { formFieldsOf } from '@yjf/ui/crud/ResourcePage';

/** What both follow-up lists draw of their declarations' 附件: the cell counts the files, the form uploads them. */
export const attachmentsColumn = {
  render: (row: { attachments: unknown[] }) => (row.attachments.length ? `${row.attachments.length} 个` : '-'),
};
export const attachmentsControl = <AttachmentUpload />;

/** A new follow-up's form, wherever it is added: by telephone, now, no files yet. Called as the dialog opens. */
export const newFollowupValues = () => ({ method: '1', followTime: formatDateTime(new Date()), attachments: [] });

const { customerId: _record, ...followupOwnFields } = customerFollowupDeclaration.fields;

/**
 * The add dialog's fields: a follow-up's own, without the record the dialog is opened for; the same for customers
 * and business opportunities.
 */
export const followupDialogFields = formFieldsOf(
  { ...customerFollowupDeclaration, fields: followupOwnFields },
  { attachments: attachmentsControl },
);
