import { PHONE_MEDIA_QUERY } from '../useIsPhone';

/**
 * Makes the test's screen a phone's (or a desktop's again): `window.matchMedia` answers the phone query as
 * asked, which is all `useIsPhone` reads. jsdom has no layout, so the width itself is never measured.
 *
 * @example beforeEach(() => setScreen('phone')); afterEach(() => setScreen('desktop'));
 */
export function setScreen(kind: 'phone' | 'desktop'): void {
  const matches = kind === 'phone';
  window.matchMedia = (query: string) =>
    ({
      matches: query === PHONE_MEDIA_QUERY ? matches : false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
