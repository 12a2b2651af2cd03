import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Attachment } from '@yjf/domain/attachments';
import { SchemeFiles } from './SchemeFiles';

const file = (fileName: string, fileSize: number): Attachment => {
  const fileType = fileName.split('.').pop()!;
  return {
    attachFileType: ['png', 'jpg'].includes(fileType) ? 'image' : 'document',
    fileName,
    filePath: `attachments/2/00000000-0000-4000-8000-00000000000${fileSize % 10}.${fileType}`,
    fileFullPath: `/files/attachments/2/${encodeURIComponent(fileName)}`,
    fileSize,
    fileType,
    fileStyle: '',
  };
};

const image = file('客厅效果图.png', 2048);
const pdf = file('影音室施工图.pdf', 3 * 1024 * 1024 + 1);
const dwg = file('强电布线.dwg', 512 * 1024 + 2);

const rowOf = (name: string) => screen.getByText(name).closest('.arco-list-item') as HTMLElement;

describe('SchemeFiles', () => {
  beforeEach(() => render(<SchemeFiles files={[image, pdf, dwg]} />));

  it('lists every file with its type and size', () => {
    expect(screen.getByText('图纸文件（3）')).toBeTruthy();
    expect(screen.getByText('PNG · 2.0 KB')).toBeTruthy();
    expect(screen.getByText('PDF · 3.0 MB')).toBeTruthy();
    expect(screen.getByText('DWG · 512.0 KB')).toBeTruthy();
  });

  it('shows an image as a thumbnail of its file', () => {
    const thumbnail = within(rowOf('客厅效果图.png')).getByAltText('客厅效果图.png');
    expect(thumbnail.tagName).toBe('IMG');
    expect(thumbnail.getAttribute('src')).toBe(image.fileFullPath);
  });

  it('opens a PDF in a preview dialog', async () => {
    expect(screen.queryByTitle('图纸预览')).toBeNull();
    // Only the PDF has 预览: an image enlarges itself, a CAD file is downloaded.
    expect(screen.getAllByRole('button', { name: '预览' })).toHaveLength(1);
    fireEvent.click(within(rowOf('影音室施工图.pdf')).getByRole('button', { name: '预览' }));
    const frame = await screen.findByTitle('图纸预览');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(pdf.fileFullPath);
  });

  it('offers a CAD drawing as a download', () => {
    const link = within(rowOf('强电布线.dwg')).getByRole('link', { name: '下载' });
    expect(link.getAttribute('href')).toBe(dwg.fileFullPath);
    expect(link.getAttribute('download')).toBe('强电布线.dwg');
    expect(within(rowOf('强电布线.dwg')).queryByRole('img')).toBeNull();
  });

  it('says so when the drawing has no files', () => {
    render(<SchemeFiles files={[]} />);
    expect(screen.getByText('暂无图纸文件')).toBeTruthy();
  });
});
