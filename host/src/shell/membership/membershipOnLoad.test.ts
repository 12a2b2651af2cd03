import { takeEarly } from '@yjf/api/earlyAnswers';
import { membershipApi } from '@yjf/api/membership';
import { TRIAL_SET_MEAL } from '@yjf/domain/membershipFixtures';
import { setMealToWire, type SetMealResponse } from '@yjf/domain/membershipWire';
import { PLATFORM_COMPANY_ID } from '@yjf/domain/session';
import { createStore } from '@yjf/store/store';
import { MEMBERSHIP_SHOWN_KEY, opensOnLoad, prepareMembershipOnLoad } from './membershipOnLoad';

jest.mock('@yjf/api/token', () => ({ getToken: () => 'abc123' }));
/**
 * The dialog's code, as its loading is seen from here: that it was asked for. The real module pulls in Arco and
 * the payment dialog (2.7 s of module loading in this test, over 5 s on a busy machine with a cold cache).
 */
const mockDialogLoaded = jest.fn();
jest.mock('./MembershipDialog', () => {
  mockDialogLoaded();
  return {};
});

const TRIAL_COMPANY = 2;
const trialUser = { id: 5, vip: 1, companyid: TRIAL_COMPANY };
const PLANS: SetMealResponse = {
  resultCode: 'SUCCESS',
  result: setMealToWire(TRIAL_SET_MEAL),
};

/** The server as the browser sees it: the signed-in `user`, and the plans; every call is noted. */
function serve(user: object) {
  const asked: string[] = [];
  global.fetch = jest.fn(async (url: string | URL | Request) => {
    asked.push(String(url));
    const body = String(url) === '/auth/info' ? { user } : PLANS;
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return asked;
}

/** The browser session's storage. */
const stored = new Map<string, string>();
Object.assign(globalThis, {
  sessionStorage: { getItem: (key: string) => stored.get(key) ?? null, setItem: stored.set.bind(stored) },
});

/** Lets the early calls, which follow the answer of /auth/info, be made. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the membership dialog that opens by itself', () => {
  beforeEach(() => {
    stored.clear();
    // An early answer no test's shell took.
    void takeEarly('/auth/info');
  });

  it('opens for a trial company once a browser session, never for a member or the platform company', () => {
    expect(opensOnLoad(trialUser)).toBe(true);
    expect(opensOnLoad({ ...trialUser, vip: 2 })).toBe(false);
    expect(opensOnLoad({ ...trialUser, companyid: PLATFORM_COMPANY_ID })).toBe(false);
    sessionStorage.setItem(MEMBERSHIP_SHOWN_KEY, '1');
    expect(opensOnLoad(trialUser)).toBe(false);
  });

  it('has its plans asked for as soon as the user is known, and the dialog takes that answer', async () => {
    const asked = serve(trialUser);
    await prepareMembershipOnLoad();
    await settle();
    expect(asked).toEqual(['/auth/info', '/api/common/getSetMeal?userid=5']);
    expect(mockDialogLoaded).toHaveBeenCalled();

    const store = createStore();
    const meal = await store.dispatch(membershipApi.endpoints.getSetMeal.initiate(5));
    expect(meal.data).toMatchObject({ vip: 1, applicable: 3 });
    // The dialog's own query asked the server nothing more.
    expect(asked).toHaveLength(2);
  });

  it.each([
    ['a member', { ...trialUser, vip: 2 }],
    ['the platform company', { ...trialUser, companyid: PLATFORM_COMPANY_ID }],
  ])('asks nothing for %s', async (_who, user) => {
    const asked = serve(user);
    await prepareMembershipOnLoad();
    await settle();
    expect(asked).toEqual(['/auth/info']);
  });

  it('asks nothing once the dialog has opened in this browser session', async () => {
    sessionStorage.setItem(MEMBERSHIP_SHOWN_KEY, '1');
    const asked = serve(trialUser);
    await prepareMembershipOnLoad();
    await settle();
    expect(asked).toEqual(['/auth/info']);
  });
});
