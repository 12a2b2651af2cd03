import { ATTACHMENT_PATH_PATTERN, ATTACHMENT_URL_PREFIX, type Attachment } from '@yjf/domain/attachments';
import { badRequest } from '../../http/errors';

/**
 * Refuses attachments a record may not keep: any whose storage key is not a file the server generated in
 * the company's own folder `attachments/<companyId>/`.
 */
export function assertCompanyAttachments(attachments: Attachment[], companyId: number): void {
  for (const { filePath } of attachments) {
    const folder = ATTACHMENT_PATH_PATTERN.exec(filePath)?.[1];
    if (folder !== String(companyId)) throw badRequest('附件不存在或不属于本企业');
  }
}

/**
 * The attachments of a form (already checked by its schema) as a record keeps them: each of the company's
 * own folder (else a 400), and at the address the server gives, whatever the form sent.
 */
export function companyAttachments(attachments: unknown, companyId: number): Attachment[] {
  if (attachments === null || attachments === undefined) return [];
  if (!Array.isArray(attachments)) throw badRequest('附件格式不正确');
  const list = attachments as Attachment[];
  assertCompanyAttachments(list, companyId);
  return list.map((file) => ({
    ...file,
    fileFullPath: ATTACHMENT_URL_PREFIX + file.filePath.slice('attachments/'.length),
  }));
}
