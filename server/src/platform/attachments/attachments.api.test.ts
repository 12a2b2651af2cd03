import { ATTACHMENT_PATH_PATTERN, MAX_ATTACHMENT_BYTES, type Attachment } from '@yjf/domain/attachments';
import type { Customer } from '@yjf/area-customers/domain/customerSchemas';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { bearer, signIn } from '../../../test/session';
import { TINY_PNG, uploadAttachment, uploaded as uploadedAs } from '../../../test/upload';

const PNG = TINY_PNG;
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
const DWG = Buffer.concat([Buffer.from('AC1032', 'latin1'), Buffer.alloc(122)]);
const TXT = Buffer.from('现场备注：客厅投影幕 120 寸\n', 'utf8');
const DXF = Buffer.from('0\nSECTION\n2\nHEADER\n0\nENDSEC\n0\nEOF\n', 'utf8');
const ZIP = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(26)]);
const OLE = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const MISMATCH = '文件内容与扩展名不符';

/**
 * Attachments: what may be uploaded (by content, not only by name; 20MB at most; names cleaned), and who
 * may see a stored file (its own company only, by the session's header or cookie, never as script).
 */
describe('attachments', () => {
  let server: TestServer;
  let admin2: string; // 张伟, administrator of company 2
  let admin3: string; // 王强, administrator of company 3

  const upload = (token: string, fileName: string, data: Buffer) => uploadAttachment(server, token, fileName, data);
  const uploaded = (fileName: string, data: Buffer, token = admin2): Promise<Attachment> =>
    uploadedAs(server, token, fileName, data);
  const refusal = async (fileName: string, data: Buffer) => {
    const response = await upload(admin2, fileName, data);
    expect(response.statusCode).toBe(400);
    return response.json().message as string;
  };
  const get = (url: string, headers: Record<string, string> = {}) => server.request({ method: 'GET', url, headers });

  beforeAll(async () => {
    server = await startTestServer();
    [admin2, admin3] = await Promise.all(['13800000001', '13800000003'].map((phone) => signIn(server, phone)));
  });
  afterAll(() => server.close());

  describe('upload', () => {
    it('stores a real PNG under the company and answers where it is served', async () => {
      const attachment = await uploaded('现场.png', PNG);
      expect(attachment).toMatchObject({
        attachFileType: 'image',
        fileName: '现场.png',
        fileSize: PNG.length,
        fileType: 'png',
        fileStyle: 'image/png',
      });
      expect(attachment.filePath).toMatch(ATTACHMENT_PATH_PATTERN);
      expect(attachment.filePath.startsWith('attachments/2/')).toBe(true);
      expect(attachment.fileFullPath).toBe(`/files/${attachment.filePath}`);
    });

    it.each([
      ['报价单.pdf', PDF, 'document', 'pdf', 'application/pdf'],
      ['客厅平面图.dwg', DWG, 'document', 'dwg', 'image/vnd.dwg'],
      ['备注.txt', TXT, 'document', 'txt', 'text/plain; charset=utf-8'],
      ['布线图.dxf', DXF, 'document', 'dxf', 'image/vnd.dxf'],
      ['方案.docx', ZIP, 'document', 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['设备清单.xls', OLE, 'document', 'xls', 'application/vnd.ms-excel'],
      ['资料.zip', Buffer.from('PK\x05\x06'.padEnd(22, '\0'), 'latin1'), 'document', 'zip', 'application/zip'],
      ['照片.jpeg', JPEG, 'image', 'jpg', 'image/jpeg'],
      ['其实是 JPEG.png', JPEG, 'image', 'jpg', 'image/jpeg'],
    ])('accepts %s by its content', async (fileName, data, attachFileType, fileType, fileStyle) => {
      expect(await uploaded(fileName, data)).toMatchObject({
        attachFileType,
        fileName,
        fileType,
        fileStyle,
        fileSize: data.length,
      });
    });

    it('refuses a file over 20MB', async () => {
      const big = Buffer.concat([PDF, Buffer.alloc(MAX_ATTACHMENT_BYTES + 1 - PDF.length, 0x20)]);
      expect(big.length).toBe(MAX_ATTACHMENT_BYTES + 1);
      expect(await refusal('大文件.pdf', big)).toBe('附件不能超过 20MB');
      // Exactly 20MB is still fine.
      expect((await uploaded('刚好.pdf', big.subarray(0, MAX_ATTACHMENT_BYTES))).fileSize).toBe(MAX_ATTACHMENT_BYTES);
    });

    it.each([
      ['a .png whose bytes are text', 'photo.png', Buffer.from('<svg onload="alert(1)"/>'), `${MISMATCH}（`],
      ['a .pdf whose bytes are a PNG', 'report.pdf', PNG, `${MISMATCH}（不是有效的 PDF 文件）`],
      ['a .txt with NUL bytes', 'notes.txt', Buffer.from('abc\0def'), `${MISMATCH}（不是 UTF-8 编码的文本文件）`],
      ['a .txt that is not UTF-8', 'gbk.txt', Buffer.from([0xc4, 0xe3, 0xba, 0xc3, 0xff]), `${MISMATCH}（`],
      ['a .docx that is an old Word file', 'old.docx', OLE, `${MISMATCH}（不是有效的 Word 文档）`],
      ['a .doc that is a zip', 'new.doc', ZIP, `${MISMATCH}（`],
      ['a .dwg of no known version', 'plan.dwg', Buffer.from('AC9999 drawing'), `${MISMATCH}（不是有效的 DWG 图纸）`],
      ['a .zip that is a PDF', 'files.zip', PDF, `${MISMATCH}（不是有效的 ZIP 压缩包）`],
      ['an .exe', 'setup.exe', Buffer.from('MZ\x90\x00'), '只能上传'],
      ['a name without extension', 'README', TXT, '只能上传'],
      ['an empty file', 'empty.txt', Buffer.alloc(0), '文件是空的，请重新选择'],
      ['an empty image', 'empty.png', Buffer.alloc(0), '文件是空的，请重新选择'],
    ])('refuses %s', async (_case, fileName, data, message) => {
      expect(await refusal(fileName, data)).toContain(message);
    });

    it('refuses a request without a file, and a caller without a session', async () => {
      const json = await server.request({
        method: 'POST',
        url: '/api/files/attachment',
        headers: bearer(admin2),
        payload: { file: 'x' },
      });
      expect(json.statusCode).toBe(400);
      expect(json.json().message).toBe('请选择要上传的文件');
      const anonymous = await server.request({ method: 'POST', url: '/api/files/attachment' });
      expect(anonymous.statusCode).toBe(401);
    });

    it.each([
      ['../../../etc/passwd.png', 'passwd.png'],
      // Backslashes escaped as the multipart header's quoted string wants them: ..\..\windows\win.png
      ['..\\\\..\\\\windows\\\\win.png', 'win.png'],
      ['%2e%2e%2fx.png', '%2e%2e%2fx.png'],
      ['a\u0001b<c>.png', 'abc.png'],
      ['.png', '未命名文件.png'],
    ])('keeps only a clean name of %j and stores the file in the company folder', async (raw, fileName) => {
      const attachment = await uploaded(raw, PNG);
      expect(attachment.fileName).toBe(fileName);
      expect(attachment.filePath).toMatch(ATTACHMENT_PATH_PATTERN);
      expect(ATTACHMENT_PATH_PATTERN.exec(attachment.filePath)![1]).toBe('2');
      expect((await get(attachment.fileFullPath, bearer(admin2))).rawPayload.equals(PNG)).toBe(true);
    });

    it('shortens a long name to 200 characters, keeping the extension', async () => {
      const attachment = await uploaded(`${'很长的名字'.repeat(60)}.pdf`, PDF);
      expect(attachment.fileName).toHaveLength(200);
      expect(attachment.fileName.endsWith('.pdf')).toBe(true);
    });
  });

  describe('serving', () => {
    let image: Attachment;
    let pdf: Attachment;
    let text: Attachment;
    let drawing: Attachment;
    beforeAll(async () => {
      [image, pdf, text, drawing] = await Promise.all([
        uploaded('现场.png', PNG),
        uploaded('报价单.pdf', PDF),
        uploaded('备注.txt', TXT),
        uploaded('平面图.dwg', DWG),
      ]);
    });
    const nameOf = (attachment: Attachment) => attachment.filePath.split('/').pop()!;

    it('shows an image of the own company in the page, as an image and nothing else', async () => {
      const response = await get(image.fileFullPath, bearer(admin2));
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(PNG)).toBe(true);
      expect(response.headers).toMatchObject({
        'content-type': 'image/png',
        'content-length': String(PNG.length),
        'x-content-type-options': 'nosniff',
        'content-security-policy': 'sandbox',
        'cache-control': 'private, max-age=86400',
      });
      expect(response.headers['content-disposition']).toMatch(/^inline\b/);
    });

    it('shows a PDF in the page', async () => {
      const response = await get(pdf.fileFullPath, bearer(admin2));
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(PDF)).toBe(true);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(/^inline\b/);
      expect(response.headers['content-security-policy']).toBe('sandbox');
    });

    it('has other documents downloaded under their type and key', async () => {
      for (const [attachment, type] of [
        [text, 'text/plain; charset=utf-8'],
        [drawing, 'image/vnd.dwg'],
      ] as const) {
        const response = await get(attachment.fileFullPath, bearer(admin2));
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe(type);
        expect(response.headers['content-disposition']).toBe(
          `attachment; filename="${nameOf(attachment)}"; filename*=UTF-8''${nameOf(attachment)}`,
        );
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['content-security-policy']).toBe('sandbox');
      }
    });

    it('knows the browser by its token cookie alone, as an <img> or a link asks', async () => {
      const response = await get(image.fileFullPath, { cookie: `theme=dark; YJF-TOKEN=${admin2}; lang=zh` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      // A stale header does not hide a good cookie.
      const stale = await get(pdf.fileFullPath, { ...bearer('x'.repeat(43)), cookie: `YJF-TOKEN=${admin2}` });
      expect(stale.statusCode).toBe(200);
    });

    it('answers 404 without a session, with an unknown one, and to another company', async () => {
      const callers: Record<string, string>[] = [
        {},
        bearer('x'.repeat(43)),
        { cookie: 'YJF-TOKEN=nonsense' },
        { cookie: `OTHER-TOKEN=${admin2}` },
        bearer(admin3),
        { cookie: `YJF-TOKEN=${admin3}` },
      ];
      for (const headers of callers) {
        const response = await get(image.fileFullPath, headers);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ status: 404, message: '文件不存在' });
      }
    });

    it('answers 404 to another company asking for its own folder, and for a file that is not there', async () => {
      const moved = image.fileFullPath.replace('/attachments/2/', '/attachments/3/');
      expect((await get(moved, bearer(admin3))).statusCode).toBe(404);
      const missing = '/files/attachments/2/0f8fad5b-d9cb-469f-a165-70867728950e.png';
      expect((await get(missing, bearer(admin2))).statusCode).toBe(404);
    });

    it('answers 404 to names the server never gives', async () => {
      const name = nameOf(image);
      for (const url of [
        '/files/attachments/2/..%2f..%2fetc',
        '/files/attachments/2/..%2F..%2Fetc%2Fpasswd',
        '/files/attachments/2/..',
        `/files/attachments/2/${name.toUpperCase()}`,
        `/files/attachments/02/${name}`,
        `/files/attachments/2/${name.replace('.png', '.exe')}`,
        `/files/attachments/2/${name.replace('.png', '.html')}`,
        `/files/attachments/2/${name}.png`,
        `/files/attachments/x/${name}`,
        `/files/attachments/..%2f2/${name}`,
        '/files/attachments/2/%00.png',
      ]) {
        const response = await get(url, { ...bearer(admin2), cookie: `YJF-TOKEN=${admin2}` });
        expect([url, response.statusCode]).toEqual([url, 404]);
      }
    });
  });

  describe('records keep only their company’s attachments', () => {
    it('refuses a follow-up with another company’s file and keeps one with its own', async () => {
      const customer = (
        await server.request({
          method: 'POST',
          url: '/api/customer',
          headers: bearer(admin3),
          payload: {
            name: '附件归属测试客户',
            channelType: 3,
            channelStatus: 4,
            intentDegree: 2,
            contactName: '测试联系人',
            phone: '13912345678',
          },
        })
      ).json() as Customer;
      const followup = (attachments: Attachment[]) =>
        server.request({
          method: 'POST',
          url: '/api/customerFollowup',
          headers: bearer(admin3),
          payload: {
            customerId: customer.id,
            method: 2,
            content: '附件',
            followTime: '2026-11-20 10:00:00',
            attachments,
          },
        });
      const foreign = await uploaded('别家.png', PNG, admin2);
      const refused = await followup([foreign]);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('附件不存在或不属于本企业');

      const own = await uploaded('自家.png', PNG, admin3);
      const kept = await followup([own]);
      expect(kept.statusCode).toBe(201);
      expect(kept.json().attachments).toEqual([own]);
    });
  });
});
