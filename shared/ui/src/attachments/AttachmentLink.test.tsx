import { render, screen } from '@testing-library/react';
import type { Attachment } from '@yjf/domain/attachments';
import { AttachmentLink } from './AttachmentLink';

const file = (fileName: string, fileType: string, attachFileType: Attachment['attachFileType']) => ({
  fileName,
  fileType,
  attachFileType,
  fileFullPath: `/files/attachments/2/${fileName}`,
});

describe('AttachmentLink', () => {
  it('is a product link opening the file in a new tab: link colour, an icon of its kind, the name cut short', () => {
    const name = '星河声学工程二期家庭影院施工验收单（业主签字版）.pdf';
    render(<AttachmentLink file={file(name, 'pdf', 'document')} maxWidth={160} />);
    const link = screen.getByRole('link', { name });
    expect(link.getAttribute('href')).toBe(`/files/attachments/2/${name}`);
    expect(link.getAttribute('target')).toBe('_blank');
    // Arco's link (its colour, no underline), not the browser's blue underlined anchor.
    expect(link.classList.contains('arco-link')).toBe(true);
    expect(link.querySelector('.arco-link-icon svg')?.classList.contains('arco-icon-file-pdf')).toBe(true);
    // The whole name on hover; the text itself is cut with an ellipsis at the given width.
    expect(link.getAttribute('title')).toBe(name);
    const text = screen.getByText(name);
    expect(text.classList.contains('yjf-attachment-name')).toBe(true);
    expect(text.style.maxWidth).toBe('160px');
  });

  it('shows an image as an image file', () => {
    render(<AttachmentLink file={file('现场照片.png', 'png', 'image')} />);
    const link = screen.getByRole('link', { name: '现场照片.png' });
    expect(link.querySelector('.arco-link-icon svg')?.classList.contains('arco-icon-file-image')).toBe(true);
  });
});
