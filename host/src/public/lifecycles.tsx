import React, { startTransition } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { PublicApp } from './PublicApp';
import { takesOverDrawnPage } from './drawnPage';

/**
 * React for the public application. The page the server sent may hold the sign-in form drawn at build time
 * (signin.html, signInMarkup.tsx): the application then takes that drawing over (`hydrateRoot`) instead of
 * drawing it again, as a transition, so React does it in slices and the form answers input meanwhile.
 * Anywhere else (404, 401, the sign-in page after signing out) it draws as usual.
 */
const publicReactDom = {
  ...ReactDOMClient,
  hydrateRoot: (container: Element, page: React.ReactNode) => {
    let root: ReactDOMClient.Root | undefined;
    startTransition(() => {
      root = ReactDOMClient.hydrateRoot(container, page, {
        // A drawing that does not match is drawn again by React; say so, it costs the page its head start.
        onRecoverableError: (error) => console.error('登录页预渲染与页面不一致，已重新绘制', error),
      });
    });
    return root!;
  },
};

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient: publicReactDom,
  renderType: () => (takesOverDrawnPage() ? 'hydrateRoot' : 'createRoot'),
  rootComponent: PublicApp,
  errorBoundary: () => <p style={{ padding: 24 }}>页面出错了，请刷新重试。</p>,
});

export const { bootstrap, mount, unmount } = lifecycles;
