import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ShellApp } from './ShellApp';

const lifecycles = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: ShellApp,
  errorBoundary: () => <p style={{ padding: 24 }}>系统出错了，请刷新页面重试。</p>,
});

export const { bootstrap, mount, unmount } = lifecycles;
