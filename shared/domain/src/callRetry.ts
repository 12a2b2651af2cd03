/**
 * When the API client (shared/api/src/http.ts) sends a call again: at most twice in all, 300 ms apart, when the
 * first send met a server or proxy that may be gone a moment later (an instance restarting or lost): its
 * connection dropped, or the proxy's 502, 503 or 504. Only a read, or a write with an `Idempotency-Key` (done
 * once however often it is sent). The cluster suite sends its calls by the same rule (e2e/cluster).
 */
export const CALL_ATTEMPTS = 2;
export const RETRY_DELAY_MS = 300;
export const RETRIED_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);
