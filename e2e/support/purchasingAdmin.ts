import type { Page } from '@playwright/test';
import { apiAs, type Api } from './api';
import { signInAs } from './signIn';

/**
 * Signs in as an administrator whose plan opens purchasing: company 2 on its trial, or company 3 once the
 * membership test has moved company 2 to plan B and company 3 up to plan C.
 */
export async function signInWithPurchasing(page: Page): Promise<Api> {
  for (const phone of ['13800000001', '13800000003']) {
    const token = await signInAs(page, phone);
    const probe = await page.request.get('/api/product?size=1', { headers: { Authorization: `Bearer ${token}` } });
    if (probe.ok()) return apiAs(page, token);
  }
  throw new Error('没有开通采购出库的演示企业');
}
