import { expect, type APIRequestContext } from '@playwright/test';
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

/** Every follow-up of a customer, through nginx, page by page. */
export async function followupIds(request: APIRequestContext, token: string, customerId: number): Promise<Set<number>> {
  const ids = new Set<number>();
  for (let page = 0; ; page += 1) {
    const response = await request.get(`${PROXY}/api/customerFollowup?customerId=${customerId}&size=100&page=${page}`, {
      headers: bearer(token),
    });
    expect(response.status()).toBe(200);
    const { content } = (await response.json()) as { content: { id: number }[] };
    for (const row of content) ids.add(row.id);
    if (content.length < 100) return ids;
  }
}
