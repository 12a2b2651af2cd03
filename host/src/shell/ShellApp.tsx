import { useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { setupListeners } from '@reduxjs/toolkit/query/react';
import { BrowserRouter } from 'react-router-dom';
import { ConfigProvider } from '@yjf/ui/arcoCore';
import { AreaViewProvider } from '@yjf/ui/AreaView';
import { store } from '@yjf/store/store';
import { useAppSelector } from '@yjf/store/hooks';
import type { Size } from '@yjf/store/appSlice';
import { setErrorPresenter } from '@yjf/api/errorPresenter';
import { shellErrorPresenter } from './errorPresenter';
import { SessionGate } from './SessionGate';
import { RemotePage } from '../federation/RemotePage';
import { ShellLayout } from './layout/ShellLayout';
import { ReleaseNotice } from './ReleaseNotice';
import { getToken } from '@yjf/api/token';
import { startRemoteTelemetry } from '../federation/remoteTelemetry';
import { ROUTER_FUTURE } from '@yjf/ui/routerFuture';

setErrorPresenter(shellErrorPresenter);

/** The size selector's sizes (spec section 2) as Arco's. */
const ARCO_SIZES: Record<Size, 'large' | 'default' | 'small' | 'mini'> = {
  default: 'large',
  medium: 'default',
  small: 'small',
  mini: 'mini',
};

function SizedConfigProvider({ children }: { children: ReactNode }) {
  const size = useAppSelector((state) => state.app.size);
  return <ConfigProvider size={ARCO_SIZES[size]}>{children}</ConfigProvider>;
}

/**
 * The signed-in application: one store, one Arco configuration, the signed-in user, the router, the loader of
 * other areas' modules and the layout.
 */
export function ShellApp() {
  useEffect(() => document.body.classList.add('app-mounted'), []);
  // What the areas' releases do in this browser goes to the server, for 发布管理 and the automatic rollback.
  useEffect(() => startRemoteTelemetry({ token: getToken }), []);
  // The browser's online and offline events reach the API: its queries are asked again when the network is back.
  useEffect(() => setupListeners(store.dispatch), []);
  return (
    <Provider store={store}>
      <SizedConfigProvider>
        <SessionGate>
          <BrowserRouter future={ROUTER_FUTURE}>
            <AreaViewProvider value={RemotePage}>
              <ShellLayout />
            </AreaViewProvider>
            <ReleaseNotice />
          </BrowserRouter>
        </SessionGate>
      </SizedConfigProvider>
    </Provider>
  );
}
