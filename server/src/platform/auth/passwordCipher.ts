import crypto from 'node:crypto';

/**
 * The browser sends passwords AES-CBC encrypted (PKCS7, hex) with a key and IV from configuration, so they
 * never travel or reach a log in clear text even without HTTPS. Answers null for anything that does not
 * decrypt to text.
 */
export function decryptPassword(hex: string, key: string, iv: string): string | null {
  if (!/^(?:[0-9a-f]{32})+$/i.test(hex)) return null;
  try {
    const keyBytes = Buffer.from(key, 'utf8');
    const decipher = crypto.createDecipheriv(`aes-${keyBytes.length * 8}-cbc`, keyBytes, Buffer.from(iv, 'utf8'));
    const plain = Buffer.concat([decipher.update(Buffer.from(hex, 'hex')), decipher.final()]).toString('utf8');
    return plain.includes('\uFFFD') ? null : plain;
  } catch {
    return null;
  }
}

/** The same encryption as the browser's, for tests and tools. */
export function encryptPassword(plain: string, key: string, iv: string): string {
  const keyBytes = Buffer.from(key, 'utf8');
  const cipher = crypto.createCipheriv(`aes-${keyBytes.length * 8}-cbc`, keyBytes, Buffer.from(iv, 'utf8'));
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('hex');
}
