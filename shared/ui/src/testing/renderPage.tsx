import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createStore, type AppStore } from '@yjf/store/store';
import { ROUTER_FUTURE } from '../routerFuture';

/** Where a page went: any address other than the one rendered shows `at <address>`. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <div>{`at ${pathname}${search}`}</div>;
}

/**
 * Renders a page or a piece of one with a fresh store (or `store`) and a router at `path`, matched by `route`
 * (default: the path itself) so the page reads its parameters; any other address it navigates to renders
 * `at <address>`, so a test can see where it went.
 *
 * @example const { user } = renderPage(<StockOutDetail />, '/project/detail/stock/out/31', '/project/detail/stock/out/:id?');
 */
export function renderPage(
  element: ReactElement,
  path = '/',
  route = path.split('?')[0]!,
  store: AppStore = createStore(),
) {
  // Arco's popups animate in with pointer-events off; a person waits, the test need not.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]} future={ROUTER_FUTURE}>
        <Routes>
          <Route path={route} element={element} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { store, user, view };
}
