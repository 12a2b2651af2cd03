/**
 * The 'back to home' link opens the external portal with a script code derived from the user id
 * (spec section 2): `YJF` and the id in base 36, six characters wide.
 */
export function portalScriptCode(userId: number): string {
  return `YJF${userId.toString(36).toUpperCase().padStart(6, '0')}`;
}

export function portalLink(portalUrl: string, userId: number): string {
  if (!portalUrl) return '';
  return `${portalUrl}${portalUrl.includes('?') ? '&' : '?'}scriptCode=${portalScriptCode(userId)}`;
}
