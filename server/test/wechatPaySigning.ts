import crypto from 'node:crypto';

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
