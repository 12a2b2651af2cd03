import { bearer } from '../../../../test/session';
import type { TestServer } from '../../../../test/testServer';

/** A multipart/form-data body with one file, as a browser sends it. */
export function multipartFile(fileName: string, data: Buffer, contentType = 'application/octet-stream') {
  const boundary = '----yjf-storage-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Posts one file to an upload path as a signed-in user and answers the response, whatever its status. */
export function postFile(
  server: TestServer,
  token: string,
  url: string,
  fileName: string,
  data: Buffer,
  type?: string,
) {
  const { payload, headers } = multipartFile(fileName, data, type);
  return server.request({ method: 'POST', url, headers: { ...bearer(token), ...headers }, payload });
}
