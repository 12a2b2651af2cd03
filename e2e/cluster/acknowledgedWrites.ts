import { expect, type APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { CALL_ATTEMPTS, RETRIED_STATUSES, RETRY_DELAY_MS } from '@yjf/domain/callRetry';
import { bearer, INSTANCE_B, PROXY, runClusterCommand } from './clusterTargets';

/**
 * What the tests that hurt the cluster under writes share: both instances running before they start, and the
 * follow-ups (the writes they send) read back through nginx.
 */

/** Brings instance B back when a failed earlier test left it dead, so a test starts on both instances. */
export async function withBothInstances(request: APIRequestContext): Promise<void> {
  if ((await request.get(`${INSTANCE_B}/api/health/ready`).catch(() => null))?.status() !== 200)
    runClusterCommand('restart', ['--instance', '2']);
}

/** Every follow-up of a customer (its id and content), through nginx, page by page. */
export async function followupsOf(
  request: APIRequestContext,
  token: string,
  customerId: number,
): Promise<{ id: number; content: string }[]> {
  const rows: { id: number; content: string }[] = [];
  for (let page = 0; ; page += 1) {
    const response = await request.get(`${PROXY}/api/customerFollowup?customerId=${customerId}&size=100&page=${page}`, {
      headers: bearer(token),
    });
    expect(response.status()).toBe(200);
    const { content } = (await response.json()) as { content: { id: number; content: string }[] };
    rows.push(...content);
    if (content.length < 100) return rows;
  }
}

/** The ids of every follow-up of a customer. */
export const followupIds = async (request: APIRequestContext, token: string, customerId: number) =>
  new Set((await followupsOf(request, token, customerId)).map((row) => row.id));

/** An answer: its status and body, how many sends it took, and whether it was the first send's answer given again. */
export type Sent = { status: number; body: unknown; attempts: number; replayed: boolean };

/**
 * A call sent as the API client sends one: a signed-in write with an `Idempotency-Key` of its own; and once more
 * (with the same key), by the client's rule (@yjf/domain/callRetry), when the first send met an instance going away.
 */
export async function sendLikeTheClient(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  url: string,
  token: string,
  data?: unknown,
): Promise<Sent> {
  const headers = { ...bearer(token), ...(method === 'GET' ? {} : { 'idempotency-key': randomUUID() }) };
  for (let attempt = 1; ; attempt += 1) {
    const response = await request.fetch(url, { method, headers, data }).catch(() => null);
    const status = response?.status() ?? 0;
    // No answer at all (0): the connection dropped.
    if (attempt < CALL_ATTEMPTS && (status === 0 || RETRIED_STATUSES.has(status))) {
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
      continue;
    }
    const body: unknown = response ? await response.json().catch(() => null) : null;
    return { status, body, attempts: attempt, replayed: response?.headers()['idempotent-replayed'] === 'true' };
  }
}

export const postLikeTheClient = (request: APIRequestContext, url: string, token: string, data: unknown) =>
  sendLikeTheClient(request, 'POST', url, token, data);
