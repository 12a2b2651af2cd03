import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  type NavigateFunction,
} from 'react-router-dom';
import { createStore } from '@yjf/store/store';
import type { PageRoute } from '@yjf/domain/menuRoutes';
import { AppMain } from './AppMain';
import { ROUTER_FUTURE } from '@yjf/ui/routerFuture';

/**
 * Each remote page, replaced by one that counts its renders and shows the address it sees. It reads the
 * router as a real page does (useNavigate, useParams), so what the router gives it must not change with
 * another page's address.
 */
const renders: Record<string, number> = {};
jest.mock('../../federation/RemotePage', () => ({
  RemotePage: ({ component }: { component: string }) => {
    renders[component] = (renders[component] ?? 0) + 1;
    const { pathname, search } = useLocation();
    useNavigate();
    useParams();
    return <div>{`${component} at ${pathname}${search}`}</div>;
  },
}));

const page = (path: string, component: string): PageRoute => ({
  path,
  name: component,
  title: component,
  icon: '',
  component,
  hidden: false,
  noCache: false,
  trail: [component],
});
const routes = [
  page('/dashboard', 'business/Dashboard'),
  page('/customer/list', 'customers/CustomerList'),
  page('/project/list', 'projects/ProjectList'),
];

let navigate: NavigateFunction;
function Navigator() {
  navigate = useNavigate();
  return null;
}

describe('AppMain', () => {
  it('keeps visited pages at their own address; a tag switch renders none of them again', () => {
    render(
      <Provider store={createStore()}>
        <MemoryRouter initialEntries={['/customer/list?page=2']} future={ROUTER_FUTURE}>
          <Navigator />
          {/* As in the shell: the page area is the element of its catch-all route. */}
          <Routes>
            <Route path="*" element={<AppMain routes={routes} />} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    act(() => navigate('/project/list'));
    act(() => navigate('/dashboard'));
    // The customer list, hidden, still sees its own address with its query.
    expect(screen.getByText('customers/CustomerList at /customer/list?page=2')).toBeTruthy();
    const before = { ...renders };

    // Switching between the open pages only shows and hides them.
    act(() => navigate('/project/list'));
    act(() => navigate('/dashboard'));
    act(() => navigate('/customer/list?page=2'));
    expect(renders).toEqual(before);
    expect(screen.getByText('customers/CustomerList at /customer/list?page=2').closest('[hidden]')).toBeNull();
    expect(screen.getByText('business/Dashboard at /dashboard').closest('[hidden]')).not.toBeNull();

    // A new address of the page shown renders it there.
    act(() => navigate('/customer/list?page=3'));
    expect(renders['customers/CustomerList']).toBe(before['customers/CustomerList']! + 1);
    expect(screen.getByText('customers/CustomerList at /customer/list?page=3')).toBeTruthy();
  });
});
