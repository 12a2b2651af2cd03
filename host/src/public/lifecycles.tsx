import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { PublicApp } from './PublicApp';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: PublicApp,
  errorBoundary: () => <p style={{ padding: 24 }}>页面出错了，请刷新重试。</p>,
});

export const { bootstrap, mount, unmount } = lifecycles;
