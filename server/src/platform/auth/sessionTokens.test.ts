import { bearerToken, hashToken, newToken, REMEMBER_ME_MS, SESSION_MS, sessionExpiry } from './sessionTokens';

describe('session tokens', () => {
  it('makes long random URL-safe tokens, never the same twice', () => {
    const tokens = new Set(Array.from({ length: 100 }, newToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('keeps only a SHA-256 of the token', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('lives 100 days with remember me and 7 days without', () => {
    const now = new Date('2026-11-22T00:00:00Z');
    expect(sessionExpiry(true, now).getTime() - now.getTime()).toBe(REMEMBER_ME_MS);
    expect(sessionExpiry(false, now).getTime() - now.getTime()).toBe(SESSION_MS);
    expect(REMEMBER_ME_MS).toBe(100 * 86400000);
  });

  it('reads a bearer token and nothing else', () => {
    const token = newToken();
    expect(bearerToken(`Bearer ${token}`)).toBe(token);
    expect(bearerToken(token)).toBeNull();
    expect(bearerToken('Bearer short')).toBeNull();
    expect(bearerToken('Basic abcdefghijklmnopqrstuvwxyz')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});
