import { askEarly } from '@yjf/api/earlyAnswers';
import { buildUrl, REQUEST_TIMEOUT_MS } from '@yjf/api/http';
import { setMealRequest } from '@yjf/api/membership';
import { VIP } from '@yjf/domain/membership';
import { PLATFORM_COMPANY_ID } from '@yjf/domain/session';

/** Set once the membership dialog has opened by itself in this browser session. */
export const MEMBERSHIP_SHOWN_KEY = 'yjf-membership-shown';

/** The part of the signed-in user that decides whether the membership dialog opens by itself. */
type Member = { id: number; vip: number; companyid: number };

/**
 * Whether the membership dialog opens by itself on this page load (spec section 4: "It shows on load for
 * users with vip equal 1"): a trial company's user, once a browser session, never the platform company.
 */
export function opensOnLoad(user: Member): boolean {
  return (
    user.companyid !== PLATFORM_COMPANY_ID && user.vip === VIP.trial && !sessionStorage.getItem(MEMBERSHIP_SHOWN_KEY)
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
