import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { ConfigProvider } from '@yjf/ui/arco';
import { store } from '@yjf/store/store';
import { ShellLayout } from './ShellLayout';

/** The signed-in application: one store, one Arco configuration, the router and the layout. */
export function ShellApp() {
  useEffect(() => document.body.classList.add('app-mounted'), []);
  return (
    <Provider store={store}>
      <ConfigProvider size="small">
        <BrowserRouter>
          <ShellLayout />
        </BrowserRouter>
      </ConfigProvider>
    </Provider>
  );
}
