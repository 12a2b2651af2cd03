import crypto from 'node:crypto';
import { canEncryptFields, encryptField, INSECURE_CONTEXT_MESSAGE } from './rsaField';

/** A key pair like the server's (server/src/platform/auth/rsaKeys.ts). */
const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

/** What the server does with the field. */
const decrypt = (base64: string) =>
  crypto
    .privateDecrypt(
      { key: privateKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(base64, 'base64'),
    )
    .toString('utf8');

describe('encryptField', () => {
  it('encrypts with RSA-OAEP (SHA-256) to base64 the server decrypts, differently each time', async () => {
    expect(canEncryptFields()).toBe(true);
    const first = await encryptField('demo123456 密码', publicKey);
    const second = await encryptField('demo123456 密码', publicKey);
    expect(first).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(first).not.toContain('demo123456');
    expect(first).not.toBe(second);
    expect(decrypt(first)).toBe('demo123456 密码');
    expect(decrypt(second)).toBe('demo123456 密码');
  });

  it('refuses a key that is not an RSA public key', async () => {
    await expect(encryptField('x', '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----')).rejects.toThrow();
  });

  describe('without WebCrypto (a page served over plain http)', () => {
    beforeEach(() => Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined, configurable: true }));
    // The own property hid the one of Crypto.prototype.
    afterEach(() => delete (globalThis.crypto as { subtle?: unknown }).subtle);

    it('says so in Chinese', async () => {
      expect(canEncryptFields()).toBe(false);
      await expect(encryptField('x', publicKey)).rejects.toThrow(INSECURE_CONTEXT_MESSAGE);
    });
  });
});
