/**
 * Default key and IV of the password encryption between browser and server (AES-CBC, PKCS7, hex), as the
 * README documents. Both sides read PASSWORD_AES_KEY and PASSWORD_AES_IV (the browser at build time).
 */
export const DEFAULT_PASSWORD_KEY = 'yjf-smartav-2026';
export const DEFAULT_PASSWORD_IV = 'yjf-smartav-iv16';
