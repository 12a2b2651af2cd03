import crypto from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEFAULT_PASSWORD_IV, DEFAULT_PASSWORD_KEY } from '@yjf/domain/passwordCipher';
import { E2E_BASE_URL } from './environment';

export const DEMO_PASSWORD = 'demo123456';

/** A password as the browser sends it (AES-CBC, hex). */
export function encryptPassword(plain: string): string {
  const cipher = crypto.createCipheriv(
    'aes-128-cbc',
    Buffer.from(DEFAULT_PASSWORD_KEY),
    Buffer.from(DEFAULT_PASSWORD_IV),
  );
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('hex');
}

/** Signs in through the API and answers the token. */
export async function apiSignIn(request: APIRequestContext, phone: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await request.post('/auth/login', {
    data: { username: phone, password: encryptPassword(password) },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).token;
}

/**
 * Signs a page in as a user without going through the sign-in page (for tests about something else). A trial
 * company administrator's membership dialog opens by itself once a day; unless a test is about it, the page
 * starts as if it had been seen and closed.
 */
export async function signInAs(
  page: Page,
  phone: string,
  options: { membershipDialog?: boolean } = {},
): Promise<string> {
  const token = await apiSignIn(page.request, phone);
  await page.context().addCookies([{ name: 'YJF-TOKEN', value: token, url: E2E_BASE_URL }]);
  if (!options.membershipDialog) await skipMembershipDialog(page, phone);
  return token;
}

/**
 * The page starts as if the user signing in as `phone` had already seen and closed today the membership dialog
 * that opens by itself (a trial company's administrator, on a desktop, once a day).
 */
export async function skipMembershipDialog(page: Page, phone: string): Promise<void> {
  await page.addInitScript(membershipSeenTodayScript(phone));
}

/**
 * The page script behind skipMembershipDialog (the bench runs it too): the day is the page's own, read as each
 * document loads. A day taken once in the test went stale at China's midnight, and the dialog then opened over a
 * test that crossed it (projects.spec, at 16:00 UTC). It is chinaToday (@yjf/domain/calendar) in the page: China
 * is UTC+8 all year.
 */
export const membershipSeenTodayScript = (phone: string): string => `(() => {
  const key = ${JSON.stringify(MEMBERSHIP_SHOWN_KEY)};
  const today = new Date(Date.now() + 8 * 3600000).toISOString().slice(0, 10);
  const days = JSON.parse(localStorage.getItem(key) ?? '{}');
  localStorage.setItem(key, JSON.stringify({ ...days, [${JSON.stringify(phone)}]: today }));
})();`;

/** Each user's day the membership dialog last opened by itself (host/src/shell/membership/membershipOnLoad.ts). */
export const MEMBERSHIP_SHOWN_KEY = 'yjf-membership-shown';

/** The latest picture answer and SMS code of a phone, from the development helpers. */
export async function devCaptcha(request: APIRequestContext, phone: string): Promise<string> {
  return (await (await request.get(`/dev/captcha/${phone}`)).json()).answer;
}
export async function devSmsCode(request: APIRequestContext, phone: string): Promise<string> {
  return (await (await request.get(`/dev/sms/${phone}`)).json()).code;
}
