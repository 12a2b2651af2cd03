/**
 * A field encrypted in the browser with the server's RSA public key, as the server decrypts it
 * (server/src/platform/auth/rsaKeys.ts): RSA-OAEP with SHA-256, base64. Used for the password of 修改邮箱.
 */

/** Said when the browser has no WebCrypto: it offers `crypto.subtle` only over https, localhost or 127.0.0.1. */
export const INSECURE_CONTEXT_MESSAGE = '当前连接不安全，请通过 HTTPS 访问后再修改邮箱';

/** Whether this page can encrypt fields (WebCrypto exists only in a secure context). */
export function canEncryptFields(): boolean {
  return Boolean(globalThis.crypto?.subtle);
}

/** `plain` encrypted with a PEM (SPKI) RSA public key: RSA-OAEP, SHA-256, base64. */
export async function encryptField(plain: string, publicKeyPem: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error(INSECURE_CONTEXT_MESSAGE);
  const key = await subtle.importKey('spki', pemBody(publicKeyPem), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'encrypt',
  ]);
  const sealed = await subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(plain));
  return toBase64(new Uint8Array(sealed));
}

/** The DER bytes of a PEM: the base64 between its BEGIN and END lines. */
function pemBody(pem: string): Uint8Array<ArrayBuffer> {
  const base64 = pem.replace(/-----(BEGIN|END) [A-Z ]+-----/g, '').replace(/\s+/g, '');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
