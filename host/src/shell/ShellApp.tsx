import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { ConfigProvider } from '@yjf/ui/arco';
import { store } from '@yjf/store/store';
import { setErrorPresenter } from '@yjf/api/errorPresenter';
import { shellErrorPresenter } from './errorPresenter';
import { SessionGate } from './SessionGate';
import { ShellLayout } from './ShellLayout';

setErrorPresenter(shellErrorPresenter);

/** The signed-in application: one store, one Arco configuration, the signed-in user, the router and the layout. */
export function ShellApp() {
  useEffect(() => document.body.classList.add('app-mounted'), []);
  return (
    <Provider store={store}>
      <ConfigProvider size="small">
        <SessionGate>
          <BrowserRouter>
            <ShellLayout />
          </BrowserRouter>
        </SessionGate>
      </ConfigProvider>
    </Provider>
  );
}
