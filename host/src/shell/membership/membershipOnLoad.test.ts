import { takeEarly } from '@yjf/api/earlyAnswers';
import { membershipApi } from '@yjf/api/membership';
import { TRIAL_SET_MEAL } from '@yjf/domain/membershipFixtures';
import { setMealToWire, type SetMealResponse } from '@yjf/domain/membershipWire';
import { PLATFORM_COMPANY_ID } from '@yjf/domain/session';
import { createStore } from '@yjf/store/store';
import { chinaToday } from '@yjf/domain/calendar';
import { markShownToday, MEMBERSHIP_SHOWN_KEY, opensOnLoad, prepareMembershipOnLoad } from './membershipOnLoad';

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
/** A trial company's administrator: the one who may buy a plan. */
const trialUser = { id: 5, username: '13800000001', vip: 1, companyid: TRIAL_COMPANY, roles: ['admin'] };
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

/** The browser's storage, and its screen: a desktop's unless a test makes it a phone's. */
const stored = new Map<string, string>();
let phone = false;
Object.assign(globalThis, {
  localStorage: { getItem: (key: string) => stored.get(key) ?? null, setItem: stored.set.bind(stored) },
  window: { matchMedia: (query: string) => ({ matches: phone && query === '(max-width: 767px)' }) },
});

/** Lets the early calls, which follow the answer of /auth/info, be made. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the membership dialog that opens by itself', () => {
  beforeEach(() => {
    stored.clear();
    phone = false;
    // An early answer no test's shell took.
    void takeEarly('/auth/info');
  });

  it('opens for the administrator of a trial company, who may buy: never for a member or the platform company', () => {
    expect(opensOnLoad(trialUser)).toBe(true);
    expect(opensOnLoad({ ...trialUser, vip: 2 })).toBe(false);
    expect(opensOnLoad({ ...trialUser, companyid: PLATFORM_COMPANY_ID })).toBe(false);
  });

  it('does not open by itself for an employee who may not buy (a sales user, a field engineer)', () => {
    expect(opensOnLoad({ ...trialUser, roles: ['customer:list', 'task:list', 'task:edit'] })).toBe(false);
  });

  it('never opens by itself on a phone', () => {
    phone = true;
    expect(opensOnLoad(trialUser)).toBe(false);
  });

  it('opens at most once a day for each user of the browser', () => {
    markShownToday(trialUser.username);
    expect(opensOnLoad(trialUser)).toBe(false);
    // Another administrator signing in on the same browser still gets it today.
    expect(opensOnLoad({ ...trialUser, id: 6, username: '13800000009' })).toBe(true);
    // Seen yesterday: today it opens again.
    const yesterday = chinaToday(new Date(Date.now() - 86_400_000));
    stored.set(MEMBERSHIP_SHOWN_KEY, JSON.stringify({ [trialUser.username]: yesterday }));
    expect(opensOnLoad(trialUser)).toBe(true);
    // What the browser kept is not trusted to be well formed.
    stored.set(MEMBERSHIP_SHOWN_KEY, '{not json');
    expect(opensOnLoad(trialUser)).toBe(true);
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
    ['an employee who may not buy', { ...trialUser, roles: ['task:list'] }],
  ])('asks nothing for %s', async (_who, user) => {
    const asked = serve(user);
    await prepareMembershipOnLoad();
    await settle();
    expect(asked).toEqual(['/auth/info']);
  });

  it('asks nothing once the dialog has opened today', async () => {
    markShownToday(trialUser.username);
    const asked = serve(trialUser);
    await prepareMembershipOnLoad();
    await settle();
    expect(asked).toEqual(['/auth/info']);
  });
});
