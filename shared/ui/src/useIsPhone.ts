import { useSyncExternalStore } from 'react';
import { PHONE_MEDIA_QUERY } from '@yjf/domain/screens';

/** Below 768 px a screen is a phone's: lists become cards, dialogs take the whole screen (`@yjf/domain/screens`). */
export { PHONE_MEDIA_QUERY };

const query = () => (typeof window === 'undefined' || !window.matchMedia ? null : window.matchMedia(PHONE_MEDIA_QUERY));

function subscribe(onChange: () => void) {
  const media = query();
  if (!media) return () => {};
  // Old Safari (iOS 13) has only addListener.
  if (media.addEventListener) media.addEventListener('change', onChange);
  else media.addListener(onChange);
  return () => {
    if (media.removeEventListener) media.removeEventListener('change', onChange);
    else media.removeListener(onChange);
  };
}

/**
 * Whether the screen is a phone's now (false where there is no window to ask). For code that decides once, as it
 * runs (what to preload, which scope a page opens on); a component follows the screen with `useIsPhone`.
 */
export const isPhoneScreen = (): boolean => query()?.matches ?? false;

/**
 * Whether the screen is a phone's (narrower than 768 px), following the window as it is resized or turned. The
 * one place the phone decision is made, so a test drives it by mocking `window.matchMedia`.
 *
 * @example
 *   const phone = useIsPhone();
 *   return phone ? <RecordCards ... /> : <Table ... />;
 */
export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribe, isPhoneScreen, () => false);
}
