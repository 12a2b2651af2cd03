/**
 * Default key and IV of the password encryption the spec's wire asks for between browser and server (AES-CBC,
 * PKCS7, hex). Both sides read PASSWORD_AES_KEY and PASSWORD_AES_IV (the browser at build time), so the key ships
 * in the page: it keeps a password out of plain sight in request logs, and no more. Secrecy in transport is
 * TLS's: a deployment serves the product over HTTPS, behind its proxy (`TRUST_PROXY`, `HSTS_MAX_AGE`).
 */
export const DEFAULT_PASSWORD_KEY = 'yjf-smartav-2026';
export const DEFAULT_PASSWORD_IV = 'yjf-smartav-iv16';
