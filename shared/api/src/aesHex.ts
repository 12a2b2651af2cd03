import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';

/** `plain` encrypted with AES-CBC (PKCS7) under a UTF-8 key and IV, as hex: what the server's cipher reads. */
export function aesHex(plain: string, key: string, iv: string): string {
  return AES.encrypt(plain, Utf8.parse(key), { iv: Utf8.parse(iv) }).ciphertext.toString();
}
