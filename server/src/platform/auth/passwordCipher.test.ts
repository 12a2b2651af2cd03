import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import { DEFAULT_PASSWORD_IV, DEFAULT_PASSWORD_KEY } from '@yjf/domain/passwordCipher';
import { decryptPassword, encryptPassword } from './passwordCipher';

/** Exactly what the browser does (shared/api/src/aesHex.ts). */
const browserEncrypt = (plain: string, key = DEFAULT_PASSWORD_KEY, iv = DEFAULT_PASSWORD_IV) =>
  AES.encrypt(plain, Utf8.parse(key), { iv: Utf8.parse(iv) }).ciphertext.toString();

describe('password cipher', () => {
  it('decrypts what crypto-js encrypts in the browser', () => {
    for (const plain of ['demo123456', '密码ABC!@#', 'x'.repeat(20)]) {
      expect(decryptPassword(browserEncrypt(plain), DEFAULT_PASSWORD_KEY, DEFAULT_PASSWORD_IV)).toBe(plain);
    }
  });

  it('encrypts as the browser does', () => {
    expect(encryptPassword('demo123456', DEFAULT_PASSWORD_KEY, DEFAULT_PASSWORD_IV)).toBe(browserEncrypt('demo123456'));
  });

  it('answers null for plain text, bad hex, a wrong key or tampered data', () => {
    const encrypted = browserEncrypt('demo123456');
    expect(decryptPassword('demo123456', DEFAULT_PASSWORD_KEY, DEFAULT_PASSWORD_IV)).toBeNull();
    expect(decryptPassword('zz'.repeat(16), DEFAULT_PASSWORD_KEY, DEFAULT_PASSWORD_IV)).toBeNull();
    expect(decryptPassword(encrypted, 'another-key-1234', DEFAULT_PASSWORD_IV)).toBeNull();
    expect(decryptPassword(encrypted.slice(0, -2) + '00', DEFAULT_PASSWORD_KEY, DEFAULT_PASSWORD_IV)).toBeNull();
  });

  it('works with a 256-bit key from configuration', () => {
    const key = 'k'.repeat(32);
    expect(decryptPassword(browserEncrypt('s3cret!', key), key, DEFAULT_PASSWORD_IV)).toBe('s3cret!');
  });
});
