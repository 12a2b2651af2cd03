import type { Attachment } from '@yjf/domain/attachments';
import { AppError } from '../../http/errors';
import { assertCompanyAttachments, companyAttachments } from './ownership';

const attachment = (filePath: string): Attachment => ({
  attachFileType: 'image',
  fileName: 'a.png',
  filePath,
  fileFullPath: `/files/${filePath}`,
  fileSize: 10,
  fileType: 'png',
  fileStyle: 'image/png',
});
const own = attachment('attachments/2/0f8fad5b-d9cb-469f-a165-70867728950e.png');

describe('assertCompanyAttachments', () => {
  it('lets a company keep the files of its own folder, and no files at all', () => {
    expect(() => assertCompanyAttachments([own, own], 2)).not.toThrow();
    expect(() => assertCompanyAttachments([], 2)).not.toThrow();
  });

  it.each([
    'attachments/3/0f8fad5b-d9cb-469f-a165-70867728950e.png',
    'attachments/22/0f8fad5b-d9cb-469f-a165-70867728950e.png',
    'attachments/02/0f8fad5b-d9cb-469f-a165-70867728950e.png',
    'attachments/2/../3/0f8fad5b-d9cb-469f-a165-70867728950e.png',
    'attachments/2/sub/0f8fad5b-d9cb-469f-a165-70867728950e.png',
    'avatars/2/0f8fad5b-d9cb-469f-a165-70867728950e.png',
    '/attachments/2/0f8fad5b-d9cb-469f-a165-70867728950e.png',
  ])('refuses %s for company 2', (filePath) => {
    let error: unknown;
    try {
      assertCompanyAttachments([own, attachment(filePath)], 2);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 400, message: '附件不存在或不属于本企业' });
  });
});

describe('companyAttachments', () => {
  it('answers the company’s own attachments at the address the server gives', () => {
    expect(companyAttachments([{ ...own, fileFullPath: 'https://evil.example/a.png' }], 2)).toEqual([
      { ...own, fileFullPath: '/files/attachments/2/0f8fad5b-d9cb-469f-a165-70867728950e.png' },
    ]);
    expect(companyAttachments(undefined, 2)).toEqual([]);
    expect(companyAttachments(null, 2)).toEqual([]);
  });

  it('refuses another company’s file and what is not a list', () => {
    expect(() => companyAttachments([attachment('attachments/3/0f8fad5b-d9cb-469f-a165-70867728950e.png')], 2)).toThrow(
      '附件不存在或不属于本企业',
    );
    expect(() => companyAttachments({ filePath: own.filePath }, 2)).toThrow('附件格式不正确');
  });
});
