import { DEFAULT_PASSWORD_IV, DEFAULT_PASSWORD_KEY } from '@yjf/domain/passwordCipher';
import type { aesHex } from './aesHex';

// Set at build time from the same PASSWORD_AES_KEY / PASSWORD_AES_IV the server reads (see the README).
const key = process.env.PASSWORD_AES_KEY || DEFAULT_PASSWORD_KEY;
const iv = process.env.PASSWORD_AES_IV || DEFAULT_PASSWORD_IV;

/**
 * crypto-js's AES, loaded on first use: the sign-in page draws without it (5.6 KiB gzip of its first load)
 * and asks for it when the password field gets focus, so it is there by the time the user presses 登录.
 */
let cipher: Promise<{ aesHex: typeof aesHex }> | null = null;
export function loadPasswordCipher(): Promise<{ aesHex: typeof aesHex }> {
  cipher ??= import(/* webpackChunkName: "password-cipher" */ './aesHex').catch((error: unknown) => {
    cipher = null;
    throw error;
  });
  return cipher;
}

/** A password as the server expects it: AES-CBC (PKCS7) with the configured key and IV, hex. */
export async function encryptPassword(plain: string): Promise<string> {
  const cipher = await loadPasswordCipher();
  return cipher.aesHex(plain, key, iv);
}
