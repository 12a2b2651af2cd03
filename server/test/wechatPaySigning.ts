import crypto from 'node:crypto';
import type http from 'node:http';

/** The serial WeChat Pay's platform key goes by in the tests. */
export const PLATFORM_SERIAL = 'PUB_KEY_ID_0114232134912410000000000000';

/**
 * WeChat Pay's signature headers over an answer or a notification body, as it makes them: RSA-SHA256 with the
 * platform's private key over "timestamp\nnonce\nbody\n".
 */
export function wechatSignature(
  body: string,
  platformPrivateKeyPem: string,
  timestamp = Math.floor(Date.now() / 1000),
) {
  const nonce = crypto.randomBytes(16).toString('hex');
  const signature = crypto
    .sign('RSA-SHA256', Buffer.from(`${timestamp}\n${nonce}\n${body}\n`), platformPrivateKeyPem)
    .toString('base64');
  return {
    'wechatpay-timestamp': String(timestamp),
    'wechatpay-nonce': nonce,
    'wechatpay-signature': signature,
    'wechatpay-serial': PLATFORM_SERIAL,
  };
}

/** Encrypts a notification's resource as WeChat Pay does (AEAD_AES_256_GCM, the tag after the ciphertext). */
export function encryptResource(plaintext: string, apiV3Key: string, nonce: string, associatedData: string): string {
  const cipher = crypto.createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  return Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64');
}

/**
 * The fields of a merchant's `Authorization` header (`WECHATPAY2-SHA256-RSA2048 mchid="…",nonce_str="…",…`), or
 * null when it is not one.
 */
export function merchantAuthorization(req: http.IncomingMessage): Record<string, string> | null {
  const header = req.headers.authorization ?? '';
  if (!header.startsWith('WECHATPAY2-SHA256-RSA2048 ')) return null;
  return Object.fromEntries([...header.matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1]!, match[2]!] as const));
}

/** Whether a request to WeChat Pay is signed with the merchant's key, as its `Authorization` fields say. */
export function signedByMerchant(
  req: http.IncomingMessage,
  body: string,
  fields: Record<string, string>,
  merchantPublicKeyPem: string,
): boolean {
  const message = `${req.method}\n${req.url}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`;
  return crypto.verify(
    'RSA-SHA256',
    Buffer.from(message),
    merchantPublicKeyPem,
    Buffer.from(fields.signature ?? '', 'base64'),
  );
}
