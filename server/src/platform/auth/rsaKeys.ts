import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { serverKeys } from './schema';

const KEY_NAME = 'field-encryption';

/**
 * The server's RSA key pair (2048 bits), made on first use and kept in the database so that every API
 * process shares it. The browser encrypts with the public key (RSA-OAEP, SHA-256, WebCrypto).
 */
export async function fieldKeyPair(db: Db): Promise<{ publicPem: string; privatePem: string }> {
  const [existing] = await db.select().from(serverKeys).where(eq(serverKeys.name, KEY_NAME)).limit(1);
  if (existing) return existing;
  const { publicKey, privateKey } = crypto.generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  await db
    .insert(serverKeys)
    .values({ name: KEY_NAME, publicPem: publicKey, privatePem: privateKey })
    .onConflictDoNothing();
  const [stored] = await db.select().from(serverKeys).where(eq(serverKeys.name, KEY_NAME)).limit(1);
  return stored!;
}

/** Decrypts a base64 RSA-OAEP (SHA-256) field; null when it does not decrypt. */
export function decryptField(base64: string, privatePem: string): string | null {
  try {
    return crypto
      .privateDecrypt(
        { key: privatePem, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(base64, 'base64'),
      )
      .toString('utf8');
  } catch {
    return null;
  }
}

/** What the browser does, for tests. */
export function encryptField(plain: string, publicPem: string): string {
  return crypto
    .publicEncrypt(
      { key: publicPem, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(plain),
    )
    .toString('base64');
}
