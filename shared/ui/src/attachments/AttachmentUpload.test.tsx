import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Attachment } from '@yjf/domain/attachments';
import { installFakeServer } from '../testing/fakeServer';
import { setScreen } from '../testing/screenWidth';
import { AttachmentUpload } from './AttachmentUpload';

let stores = 0;
const stored = (name: string, size: number): Attachment => ({
  attachFileType: name.endsWith('.png') ? 'image' : 'document',
  fileName: name,
  filePath: `attachments/2/00000000-0000-4000-8000-${String(++stores).padStart(12, '0')}.${name.split('.').pop()}`,
  fileFullPath: `/files/attachments/2/${name}`,
  fileSize: size,
  fileType: name.split('.').pop()!,
  fileStyle: '',
});

/** The control inside a form: it keeps what onChange gives it, as Arco's Form.Item does. */
function Harness({ start = [] as Attachment[], seen }: { start?: Attachment[]; seen: (v: Attachment[]) => void }) {
  const [value, setValue] = useState(start);
  return (
    <AttachmentUpload
      value={value}
      onChange={(next) => {
        seen(next);
        setValue(next);
      }}
    />
  );
}

function setup(start: Attachment[] = []) {
  const server = installFakeServer({ roles: ['admin'] });
  server.on((call) => {
    if (call.method !== 'POST' || call.path !== '/api/files/attachment') return undefined;
    const file = (call.body as FormData).get('file') as File;
    return { json: stored(file.name, file.size) };
  });
  const seen = jest.fn();
  // The picker's accept list is what the browser offers; a user can still choose 所有文件.
  const user = userEvent.setup({ applyAccept: false });
  render(<Harness start={start} seen={seen} />);
  return { server, seen, user, picker: screen.getByLabelText('选择附件') as HTMLInputElement };
}

const file = (name: string, bytes = 2048) => new File([new Uint8Array(bytes)], name);

describe('AttachmentUpload', () => {
  it('uploads each chosen file and shows it with its size', async () => {
    const { server, seen, user, picker } = setup();
    expect(picker.accept).toContain('.pdf');
    await user.upload(picker, [file('现场照片.png'), file('报价单.pdf', 3 * 1024 * 1024)]);
    await waitFor(() => expect(seen).toHaveBeenCalledTimes(1));
    expect(server.callsTo('POST', '/api/files/attachment')).toHaveLength(2);
    expect(seen.mock.calls[0]![0].map((a: Attachment) => a.fileName)).toEqual(['现场照片.png', '报价单.pdf']);
    const link = screen.getByRole('link', { name: '现场照片.png' });
    expect(link.getAttribute('href')).toBe('/files/attachments/2/现场照片.png');
    // Drawn as the product's links are, not as the browser's blue underlined anchor.
    expect(link.classList.contains('arco-link')).toBe(true);
    expect(link.querySelector('.arco-link-icon svg')).not.toBeNull();
    expect(screen.getByText('2.0 KB')).toBeTruthy();
    expect(screen.getByText('3.0 MB')).toBeTruthy();
  });

  it('refuses a file that is not an image or a document without sending it', async () => {
    const { server, seen, user, picker } = setup();
    await user.upload(picker, [file('setup.exe')]);
    expect(await screen.findByText('「setup.exe」不是可上传的图片或文档')).toBeTruthy();
    expect(server.callsTo('POST', '/api/files/attachment')).toHaveLength(0);
    expect(seen).not.toHaveBeenCalled();
  });

  it('refuses a file over 20MB', async () => {
    const { server, user, picker } = setup();
    const big = file('图纸.pdf', 1);
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 });
    await user.upload(picker, [big]);
    expect(await screen.findByText('「图纸.pdf」超过 20MB')).toBeTruthy();
    expect(server.callsTo('POST', '/api/files/attachment')).toHaveLength(0);
  });

  it('keeps to nine attachments', async () => {
    const eight = Array.from({ length: 8 }, (_, i) => stored(`第${i}张.png`, 10));
    const { server, user, picker } = setup(eight);
    await user.upload(picker, [file('a.png'), file('b.png')]);
    expect(await screen.findByText('附件最多 9 个')).toBeTruthy();
    expect(server.callsTo('POST', '/api/files/attachment')).toHaveLength(0);
  });

  it('removes an attachment when its tag is closed', async () => {
    const { seen, user } = setup([stored('合同.pdf', 10), stored('效果图.png', 10)]);
    const tag = screen.getByText('合同.pdf').closest('.arco-tag')!;
    await user.click(tag.querySelector('.arco-tag-close-btn')!);
    expect(seen).toHaveBeenLastCalledWith([expect.objectContaining({ fileName: '效果图.png' })]);
    expect(screen.queryByText('合同.pdf')).toBeNull();
  });

  describe('on a phone', () => {
    beforeEach(() => setScreen('phone'));
    afterEach(() => setScreen('desktop'));

    it('takes a photo with the camera and uploads it', async () => {
      const { seen, user } = setup();
      const camera = screen.getByLabelText('拍照') as HTMLInputElement;
      expect(camera.getAttribute('capture')).toBe('environment');
      expect(camera.accept).toBe('image/jpeg,image/png');
      await user.click(screen.getByRole('button', { name: '拍照' }));
      await user.upload(camera, file('IMG_2041.png'));
      await waitFor(() => expect(seen).toHaveBeenCalledTimes(1));
      expect(screen.getByRole('link', { name: 'IMG_2041.png' })).toBeTruthy();
    });

    it('offers no camera where a record takes no pictures', () => {
      installFakeServer({ roles: ['admin'] });
      render(<AttachmentUpload extensions={['pdf', 'dwg']} noun="图纸文件" />);
      expect(screen.queryByRole('button', { name: '拍照' })).toBeNull();
      expect(screen.getByRole('button', { name: '上传图纸文件' })).toBeTruthy();
    });
  });

  it('offers no camera on a desktop', () => {
    setup();
    expect(screen.queryByRole('button', { name: '拍照' })).toBeNull();
  });
});
