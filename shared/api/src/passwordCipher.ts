import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import { DEFAULT_PASSWORD_IV, DEFAULT_PASSWORD_KEY } from '@yjf/domain/passwordCipher';

// Set at build time from the same PASSWORD_AES_KEY / PASSWORD_AES_IV the server reads (see the README).
const key = process.env.PASSWORD_AES_KEY || DEFAULT_PASSWORD_KEY;
const iv = process.env.PASSWORD_AES_IV || DEFAULT_PASSWORD_IV;

/** A password as the server expects it: AES-CBC (PKCS7) with the configured key and IV, hex. */
export function encryptPassword(plain: string): string {
  return AES.encrypt(plain, Utf8.parse(key), { iv: Utf8.parse(iv) }).ciphertext.toString();
}
