import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import type { Db } from '../../../db/client';
import { users } from '../../../db/accountTables';

// No 0/O, 1/l/I: the administrator reads the password out or copies it by hand.
const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const ALPHABET = LETTERS + DIGITS;

/** Characters of an issued password: within the spec's 6 to 20 (accountRules), hard to guess. */
export const INITIAL_PASSWORD_LENGTH = 8;

/**
 * A random password for a new user or a reset (instead of a well-known 123456): letters and digits, at least
 * one of each, from the operating system's random source.
 */
export function newInitialPassword(length = INITIAL_PASSWORD_LENGTH): string {
  for (;;) {
    const password = Array.from({ length }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]).join('');
    if (/[A-Za-z]/.test(password) && /\d/.test(password)) return password;
  }
}

/**
 * Gives a user a new random password (a new user's first one, or a reset) and answers it, for the
 * administrator to see once: only its hash is kept.
 */
export async function issuePassword(tx: Db, userId: number): Promise<string> {
  const password = newInitialPassword();
  const passwordHash = await hash(password);
  await tx
    .update(users)
    .set({ passwordHash, passwordChangedAt: new Date(), updateTime: new Date() })
    .where(eq(users.id, userId));
  return password;
}
