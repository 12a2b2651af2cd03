import React, { startTransition } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ShellApp } from './ShellApp';

/**
 * React for the shell, which draws as a transition (issue 58). A page opened cold draws the shell and the page
 * in one piece (openBookmark.ts); drawn at once, that was the longest task of the page load on a phone (Lighthouse's
 * long-tasks: 1227 ms in one run here). As a transition React draws it in
 * slices of a few milliseconds and the page answers input in between; what is drawn, and when it shows, is
 * the same.
 */
const shellReactDom = {
  ...ReactDOMClient,
  createRoot: (container: Element | DocumentFragment, options?: ReactDOMClient.RootOptions): ReactDOMClient.Root => {
    const root = ReactDOMClient.createRoot(container, options);
    return {
      render: (children: React.ReactNode) => startTransition(() => root.render(children)),
      unmount: () => root.unmount(),
    };
  },
};

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient: shellReactDom,
  rootComponent: ShellApp,
  errorBoundary: () => <p style={{ padding: 24 }}>系统出错了，请刷新页面重试。</p>,
});

export const { bootstrap, mount, unmount } = lifecycles;
