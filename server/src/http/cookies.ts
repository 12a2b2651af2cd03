/** The cookie the browser keeps the session token in (`TOKEN_COOKIE` of @yjf/api/token). */
export const TOKEN_COOKIE = 'YJF-TOKEN';

/** The value of one cookie of a `Cookie` header (`a=1; b=2`), percent-decoded; null when it is not there. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    let value = pair.slice(at + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return null;
}
