import type { Attachment } from '@yjf/domain/attachments';
import { bearer } from './session';
import type { TestServer } from './testServer';

/** A 1x1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Posts one file to `POST /api/files/attachment` as the browser does (multipart) and answers the response. */
export async function uploadAttachment(server: TestServer, token: string | null, fileName: string, data: Buffer) {
  const boundary = '----yjf-test';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return server.request({
    method: 'POST',
    url: '/api/files/attachment',
    headers: { ...(token ? bearer(token) : {}), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
}

/** Uploads a file that must be accepted, and answers its Attachment fields. */
export async function uploaded(server: TestServer, token: string, fileName: string, data: Buffer): Promise<Attachment> {
  const response = await uploadAttachment(server, token, fileName, data);
  if (response.statusCode !== 200) throw new Error(`upload of ${fileName}: ${response.statusCode} ${response.body}`);
  return response.json() as Attachment;
}
