import { attachmentKind, attachmentSchema, sanitizeFileName } from './attachments';

describe('sanitizeFileName', () => {
  it.each([
    ['现场照片.png', '现场照片.png'],
    ['../../etc/passwd.png', 'passwd.png'],
    ['../../../etc/passwd.png', 'passwd.png'],
    ['..\\..\\x.pdf', 'x.pdf'],
    ['C:\\Users\\张伟\\Desktop\\报价单.xlsx', '报价单.xlsx'],
    ['a\u0000b.png', 'ab.png'],
    ['%2e%2e%2fx.png', '%2e%2e%2fx.png'],
    ['line\r\nbreak\t.txt', 'linebreak.txt'],
    ['a<b>c:d"e|f?g*h.pdf', 'abcdefgh.pdf'],
    ['  多个   空格\u3000的  名字 .docx ', '多个 空格 的 名字.docx'],
    ['...hidden.txt', 'hidden.txt'],
    ['. . .txt', '未命名文件.txt'],
    ['.png', '未命名文件.png'],
    ['../', '未命名文件'],
    ['', '未命名文件'],
    ['\u0001\u0002', '未命名文件'],
    ['??.pdf', '未命名文件.pdf'],
    ['invoice\u202Egnp.exe', 'invoicegnp.exe'],
    ['archive.tar.gz', 'archive.tar.gz'],
  ])('%j becomes %j', (name, expected) => {
    expect(sanitizeFileName(name)).toBe(expected);
  });

  it('keeps the extension when it shortens a long name to 200 characters', () => {
    const name = sanitizeFileName(`${'很'.repeat(300)}.pdf`);
    expect(name).toHaveLength(200);
    expect(name).toBe(`${'很'.repeat(196)}.pdf`);
  });

  it('never cuts a character in half', () => {
    const name = sanitizeFileName(`a${'😀'.repeat(150)}.png`);
    expect(name.length).toBeLessThanOrEqual(200);
    expect(name).toBe(`a${'😀'.repeat(97)}.png`);
    expect(name.endsWith('😀.png')).toBe(true);
  });

  it('answers names the attachment schema and the extension rule accept', () => {
    for (const raw of ['../../etc/passwd.png', `${'x'.repeat(500)}.dwg`, '..\\..\\x.pdf', 'a\u0000b.dxf']) {
      const fileName = sanitizeFileName(raw);
      expect(attachmentKind(fileName)).not.toBeNull();
      expect(attachmentSchema.shape.fileName.safeParse(fileName).success).toBe(true);
      expect(/[/\\]|\p{Cc}/u.test(fileName)).toBe(false);
    }
  });
});

describe('attachmentKind', () => {
  it('knows images, documents and CAD drawings, and nothing else', () => {
    expect(attachmentKind('a.JPEG')).toEqual({ kind: 'image', ext: 'jpeg' });
    expect(attachmentKind('plan.dwg')).toEqual({ kind: 'document', ext: 'dwg' });
    expect(attachmentKind('plan.dxf')).toEqual({ kind: 'document', ext: 'dxf' });
    expect(attachmentKind('setup.exe')).toBeNull();
    expect(attachmentKind('noextension')).toBeNull();
  });
});
