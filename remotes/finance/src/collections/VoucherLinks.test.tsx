import { render, screen } from '@testing-library/react';
import type { Attachment } from '@yjf/domain/attachments';
import { VoucherLinks } from './VoucherLinks';

const voucher: Attachment = {
  attachFileType: 'image',
  fileName: '二期进度款银行回单-2026年11月20日.png',
  filePath: 'attachments/2/00000000-0000-4000-8000-000000000001.png',
  fileFullPath: '/files/attachments/2/00000000-0000-4000-8000-000000000001.png',
  fileSize: 2048,
  fileType: 'png',
  fileStyle: '',
};

describe('VoucherLinks', () => {
  it('shows a voucher as a product link with its icon, the long name cut to the cell', () => {
    render(<VoucherLinks files={[voucher]} />);
    const link = screen.getByRole('link', { name: voucher.fileName });
    expect(link.getAttribute('href')).toBe(voucher.fileFullPath);
    expect(link.querySelector('.arco-link-icon svg')).not.toBeNull();
    expect(link.getAttribute('title')).toBe(voucher.fileName);
    expect(screen.getByText(voucher.fileName).classList.contains('yjf-attachment-name')).toBe(true);
  });

  it('shows a dash without vouchers', () => {
    const { container } = render(<VoucherLinks files={[]} />);
    expect(container.textContent).toBe('-');
  });
});
