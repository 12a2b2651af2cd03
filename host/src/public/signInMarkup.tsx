import { renderToString } from 'react-dom/server';
import { pageTitle } from '@yjf/domain/app';
import { PublicApp } from './PublicApp';

/**
 * The sign-in page drawn ahead, as HTML, with its title: the build puts it into `signin.html`, which the server
 * sends for every page that will show the sign-in form (shared/build/src/signInPage.mjs). The browser shows
 * the form as soon as the page and its style sheets arrive, before any script has run; the public application
 * then takes the drawing over (`hydrateRoot`, lifecycles.tsx) instead of drawing it again.
 */
export function drawSignInPage(): { title: string; markup: string } {
  return { title: pageTitle('登录'), markup: renderToString(<PublicApp />) };
}
