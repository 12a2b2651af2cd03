/**
 * How long a browser that reached the product over HTTPS keeps to HTTPS (Strict-Transport-Security), seconds:
 * 180 days. The instances send it (`HSTS_MAX_AGE` overrides it) and nginx sends the same where it answers itself.
 */
export const DEFAULT_HSTS_MAX_AGE = 15_552_000;
