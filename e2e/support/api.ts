import { expect, type Page } from '@playwright/test';

/** The API called as a signed-in user, for setting up what a test is not about; every answer must succeed. */
export type Api = <T>(method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown) => Promise<T>;

/** Calls the API through the page's request context with `token` (the user's, as the browser holds it). */
export function apiAs(page: Page, token: string): Api {
  return async (method, url, data) => {
    const response = await page.request.fetch(url, { method, data, headers: { Authorization: `Bearer ${token}` } });
    expect(response.ok(), await response.text()).toBeTruthy();
    return response.json();
  };
}
