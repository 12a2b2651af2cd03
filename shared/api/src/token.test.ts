import { REMEMBER_ME_DAYS, TOKEN_COOKIE, getToken, removeToken, setToken } from './token';

/** A document whose cookie jar records what the code writes: the exact `Set-Cookie`-like strings. */
function fakeBrowser(protocol: 'http:' | 'https:') {
  const written: string[] = [];
  let jar = '';
  Object.assign(globalThis, {
    location: { protocol },
    document: {
      get cookie() {
        return jar;
      },
      set cookie(value: string) {
        written.push(value);
        const expires = /;\s*expires=([^;]*)/i.exec(value)?.[1];
        jar = expires && Date.parse(expires) < Date.now() ? '' : value.split(';')[0]!;
      },
    },
  });
  return written;
}

/** The attributes of one written cookie, lower-cased names. */
const attributesOf = (written: string) =>
  new Map(
    written
      .split(';')
      .slice(1)
      .map((part) => {
        const [name = '', ...value] = part.trim().split('=');
        return [name.toLowerCase(), value.join('=')] as const;
      }),
  );

describe('the session token cookie', () => {
  afterEach(() => {
    delete (globalThis as { document?: unknown }).document;
    delete (globalThis as { location?: unknown }).location;
  });

  it('is SameSite=Strict for the whole site, Secure on https, and lasts the browser session without remember me', () => {
    const written = fakeBrowser('https:');
    setToken('token-value-0123456789', false);
    expect(written).toHaveLength(1);
    expect(written[0]!.startsWith(`${TOKEN_COOKIE}=token-value-0123456789;`)).toBe(true);
    const attributes = attributesOf(written[0]!);
    expect(attributes.get('samesite')?.toLowerCase()).toBe('strict');
    expect(attributes.has('secure')).toBe(true);
    expect(attributes.get('path')).toBe('/');
    expect(attributes.has('expires')).toBe(false);
    expect(attributes.has('max-age')).toBe(false);
    expect(getToken()).toBe('token-value-0123456789');
  });

  it('is kept for the remember-me days when asked', () => {
    const written = fakeBrowser('https:');
    const before = Date.now();
    setToken('token-value-0123456789', true);
    const expires = Date.parse(attributesOf(written[0]!).get('expires')!);
    const days = (expires - before) / 86_400_000;
    expect(days).toBeGreaterThan(REMEMBER_ME_DAYS - 1);
    expect(days).toBeLessThanOrEqual(REMEMBER_ME_DAYS);
  });

  it('is not Secure on plain http (a local install), so signing in still works there', () => {
    const written = fakeBrowser('http:');
    setToken('token-value-0123456789', false);
    const attributes = attributesOf(written[0]!);
    expect(attributes.has('secure')).toBe(false);
    expect(attributes.get('samesite')?.toLowerCase()).toBe('strict');
  });

  it('is removed on the same path it was set on', () => {
    const written = fakeBrowser('https:');
    setToken('token-value-0123456789', true);
    removeToken();
    const removal = attributesOf(written[1]!);
    expect(written[1]!.startsWith(`${TOKEN_COOKIE}=;`)).toBe(true);
    expect(removal.get('path')).toBe('/');
    expect(Date.parse(removal.get('expires')!)).toBeLessThan(Date.now());
    expect(getToken()).toBeUndefined();
  });

  it('is read from the browser once a task: a change by another tab shows from the next task, the page’s own at once', async () => {
    fakeBrowser('https:');
    let reads = 0;
    let jar = `${TOKEN_COOKIE}=first-token`;
    Object.defineProperty(globalThis.document, 'cookie', {
      get: () => (reads++, jar),
      set: (value: string) => (jar = value.split(';')[0]!),
    });
    await new Promise((resolve) => setTimeout(resolve, 0)); // a read of an earlier test is forgotten

    expect(getToken()).toBe('first-token');
    const readsOfOneCall = reads;
    expect([getToken(), getToken()]).toEqual(['first-token', 'first-token']);
    expect(reads).toBe(readsOfOneCall);

    jar = `${TOKEN_COOKIE}=another-tabs-token`;
    expect(getToken()).toBe('first-token');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getToken()).toBe('another-tabs-token');

    setToken('own-token', false);
    expect(getToken()).toBe('own-token');
    removeToken();
    expect(getToken()).toBeUndefined();
  });
});
