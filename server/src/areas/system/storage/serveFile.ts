import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** `filename*` of RFC 5987: UTF-8, percent-encoded beyond the attribute characters. */
const rfc5987 = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The plain `filename` for old clients: ASCII only, without quotes or backslashes. */
const asciiName = (name: string) => name.replace(/[^\x20-\x7e]|["\\]/g, '_');

/**
 * Sends a stored file to the company's own user: named (a Chinese name encoded as RFC 5987 says), shown in the
 * page only when `inline` (images, PDF), never sniffed into another type, never able to run script on our
 * origin, and kept only in the user's own browser cache.
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: { body: Readable; size: number },
  options: { fileName: string; contentType: string; inline: boolean },
): FastifyReply {
  const disposition = options.inline ? 'inline' : 'attachment';
  return reply
    .type(options.contentType)
    .header('Content-Length', file.size)
    .header(
      'Content-Disposition',
      `${disposition}; filename="${asciiName(options.fileName)}"; filename*=UTF-8''${rfc5987(options.fileName)}`,
    )
    .header('Cache-Control', 'private, max-age=86400')
    .header('Vary', 'Authorization, Cookie')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', 'sandbox')
    .send(file.body);
}
