import { askEarly } from '@yjf/api/earlyAnswers';
import { buildUrl, REQUEST_TIMEOUT_MS } from '@yjf/api/http';
import { setMealRequest } from '@yjf/api/membership';
import { VIP } from '@yjf/domain/membership';
import { PLATFORM_COMPANY_ID } from '@yjf/domain/session';
import { ADMIN_ROLE } from '@yjf/domain/permissions';
import { chinaToday } from '@yjf/domain/calendar';
import { isPhoneScreen } from '@yjf/ui/useIsPhone';

/**
 * The day (China time) the membership dialog last opened by itself, for each user of this browser by the name
 * they sign in with (their phone, unique): `{ "13800000001": "2026-12-05" }` in localStorage, so it opens at most
 * once a day whoever signs in here.
 */
export const MEMBERSHIP_SHOWN_KEY = 'yjf-membership-shown';

/** The part of the signed-in user that decides whether the membership dialog opens by itself. */
type Member = { id: number; username: string; vip: number; companyid: number; roles: readonly string[] };

function shownDays(): Record<string, string> {
  try {
    const days: unknown = JSON.parse(localStorage.getItem(MEMBERSHIP_SHOWN_KEY) ?? '{}');
    return days && typeof days === 'object' ? (days as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Notes that the dialog has opened by itself today for the user who signs in as `username`. */
export function markShownToday(username: string): void {
  localStorage.setItem(MEMBERSHIP_SHOWN_KEY, JSON.stringify({ ...shownDays(), [username]: chinaToday() }));
}

/**
 * Whether the membership dialog opens by itself on this page load (spec section 4: "It shows on load for
 * users with vip equal 1", narrowed by issue 58): a trial company's administrator, the only one the server lets
 * buy a plan (`requireCompanyAdmin`); at most once a day; never on a phone, where it stood between a field
 * worker and the day's work. Everyone else finds the plans behind 成为VIP.
 */
export function opensOnLoad(user: Member): boolean {
  return (
    user.companyid !== PLATFORM_COMPANY_ID &&
    user.vip === VIP.trial &&
    user.roles.includes(ADMIN_ROLE) &&
    !isPhoneScreen() &&
    shownDays()[user.username] !== chinaToday()
  );
}

/**
 * A page opened cold by a user whose membership dialog will open by itself: the dialog's code and the plans
 * start loading as soon as the user is known, beside the shell's own code, so the dialog, the first thing
 * such a user has to answer, is drawn as soon as the shell is, not after the page behind it. Answers whether
 * the dialog opens (false when that cannot be known).
 */
export async function prepareMembershipOnLoad(): Promise<boolean> {
  try {
    const info = await askEarly('/auth/info', REQUEST_TIMEOUT_MS);
    if (!info.ok) return false;
    const { user } = (await info.json()) as { user?: Member };
    if (!user || !opensOnLoad(user)) return false;
    const plans = setMealRequest(user.id);
    void askEarly(buildUrl(plans.url, plans.params), REQUEST_TIMEOUT_MS).catch(() => {});
    void import('./MembershipDialog').catch(() => {});
    return true;
  } catch {
    // The dialog asks again when it opens.
    return false;
  }
}
