import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import {
  MemoryRouter,
  NavigationType,
  UNSAFE_LocationContext as LocationContext,
  useLocation,
  useNavigate,
} from 'react-router-dom';
import { ROUTER_FUTURE } from '../routerFuture';
import { firstListParams, useListController, type ListAddress, type ListControllerOptions } from './useListController';

const columns = { key: 'customer', fields: ['name', 'phone', 'remark'], hidden: ['remark'] };

function controller(initial: ListControllerOptions = {}) {
  return renderHook((options: ListControllerOptions) => useListController(options), { initialProps: initial });
}

describe('useListController: the state of every list', () => {
  beforeEach(() => localStorage.clear());

  it('asks for the first page of ten, newest first, with the fixed filters', () => {
    const { result } = controller({ fixedFilters: { projectId: 7 } });
    expect(result.current.params).toEqual({ page: 0, size: 10, sort: 'id,desc', projectId: 7 });
    expect(result.current.query).toEqual({ sort: 'id,desc', projectId: 7 });
  });

  it.each<[string, ListControllerOptions]>([
    ['by default', {}],
    ['with fixed filters', { fixedFilters: { projectId: 7 } }],
    ['with its own sort and size', { sort: 'name,asc', size: 20 }],
    ['without sorting', { sort: null }],
  ])(
    'asks on its first draw exactly what firstListParams says (a page asks it before it draws), %s',
    (_how, options) => {
      expect(controller(options).result.current.params).toEqual(firstListParams(options));
    },
  );

  it('starts again at the first page on a new search, page size or sort, and keeps the page otherwise', () => {
    const { result } = controller();
    act(() => result.current.turn(3));
    expect(result.current.page).toBe(3);
    act(() => result.current.search({ blurry: '华府' }));
    expect(result.current.params).toEqual({ page: 0, size: 10, sort: 'id,desc', blurry: '华府' });
    act(() => result.current.turn(2));
    act(() => result.current.turn(2, 20));
    expect([result.current.page, result.current.size]).toEqual([0, 20]);
    act(() => result.current.turn(4, 20));
    act(() => result.current.sortBy('name,asc'));
    expect([result.current.page, result.current.sort]).toEqual([0, 'name,asc']);
    act(() => result.current.turn(1));
    act(() => result.current.sortBy('name,asc'));
    expect(result.current.page).toBe(1);
  });

  it('goes back to the first page and forgets the selection when its fixed filters or scope change', () => {
    const { result, rerender } = controller({ fixedFilters: { projectId: 7 } });
    act(() => {
      result.current.turn(2);
      result.current.setSelected([5, 6]);
    });
    rerender({ fixedFilters: { projectId: 7 } });
    expect(result.current.page).toBe(2);
    rerender({ fixedFilters: { projectId: 8 } });
    expect(result.current.params).toEqual({ page: 0, size: 10, sort: 'id,desc', projectId: 8 });
    expect(result.current.selected).toEqual([]);
    act(() => result.current.turn(1));
    rerender({ fixedFilters: { projectId: 8 }, scope: 'businessFollowup' });
    expect(result.current.page).toBe(0);
  });

  it('steps back a page when a delete empties the page it shows', () => {
    const { result } = controller();
    act(() => {
      result.current.turn(2);
      result.current.setSelected([1, 2, 3]);
    });
    act(() => result.current.removed([1], 3));
    expect([result.current.page, result.current.selected]).toEqual([2, [2, 3]]);
    act(() => result.current.removed([2, 3], 2));
    expect([result.current.page, result.current.selected]).toEqual([1, []]);
  });

  it('sends no sort for a list the server orders itself', () => {
    const { result } = controller({ sort: null });
    expect(result.current.params).toEqual({ page: 0, size: 10 });
  });

  it('remembers the columns chosen, apart for the main list and a list embedded in another page', () => {
    const main = controller({ columns });
    expect(main.result.current.visibleColumns).toEqual(['name', 'phone']);
    act(() => main.result.current.chooseColumns(['name']));

    const embedded = controller({ columns, fixedFilters: { businessId: 3 } });
    expect(embedded.result.current.visibleColumns).toEqual(['name', 'phone']);
    act(() => embedded.result.current.chooseColumns(['phone', 'remark']));

    expect(controller({ columns }).result.current.visibleColumns).toEqual(['name']);
    expect(controller({ columns, fixedFilters: { businessId: 9 } }).result.current.visibleColumns).toEqual([
      'phone',
      'remark',
    ]);
  });
});

const address: ListAddress = { filters: { blurry: 'text' }, sortable: ['name'] };

/** The controller of a page's main list at `entry`, and the address the router shows; `go` walks the history. */
function mainList(entry: string) {
  const at: { search: string; go: (delta: number) => void } = { search: '', go: () => undefined };
  function Address() {
    const location = useLocation();
    const navigate = useNavigate();
    at.search = location.search;
    at.go = navigate as (delta: number) => void;
    return null;
  }
  const view = renderHook(() => useListController({ syncWithLocation: address }), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[entry]} future={ROUTER_FUTURE}>
        <Address />
        {children}
      </MemoryRouter>
    ),
  });
  return { ...view, at };
}

describe('useListController: a page main list in the address', () => {
  it('shows the list its address names, and the search bar its search', () => {
    const { result } = mainList('/customer/list?page=3&size=20&sort=name,asc&blurry=张');
    expect(result.current.params).toEqual({ page: 2, size: 20, sort: 'name,asc', blurry: '张' });
    expect(result.current.filters).toEqual({ blurry: '张' });
  });

  it('shows its first page for an address of garbage', () => {
    const { result } = mainList('/customer/list?page=-1&size=9999&sort=password,asc&blurry=');
    expect(result.current.params).toEqual(firstListParams());
  });

  it('writes each search, page and sort as a new entry, and back and forward show them again', () => {
    const { result, at } = mainList('/customer/list');
    act(() => result.current.search({ blurry: '张' }));
    expect(at.search).toBe('?blurry=%E5%BC%A0');
    act(() => result.current.turn(1));
    act(() => result.current.arrange({ page: 1, size: 10, sort: 'name,desc' }));
    expect(at.search).toBe('?sort=name,desc&blurry=%E5%BC%A0');
    expect(result.current.params).toEqual({ page: 0, size: 10, sort: 'name,desc', blurry: '张' });

    act(() => at.go(-1));
    expect(at.search).toBe('?page=2&blurry=%E5%BC%A0');
    expect(result.current.params).toEqual({ page: 1, size: 10, sort: 'id,desc', blurry: '张' });
    act(() => at.go(-2));
    expect(result.current.params).toEqual(firstListParams());
    act(() => at.go(1));
    expect(result.current.filters).toEqual({ blurry: '张' });
  });

  it('steps back from an emptied page in place of the entry, so back does not return to the empty page', () => {
    const { result, at } = mainList('/customer/list');
    act(() => result.current.turn(1));
    act(() => result.current.turn(2));
    act(() => result.current.removed([9], 1));
    expect(at.search).toBe('?page=2');
    act(() => at.go(-1));
    expect(at.search).toBe('?page=2');
    act(() => at.go(-1));
    expect(at.search).toBe('');
  });

  it('counts a search the address brings to the bound again', () => {
    const { result, at } = mainList('/customer/list?blurry=张');
    act(() => result.current.search({ blurry: '李' }));
    act(() => result.current.countAll());
    expect(result.current.params.count).toBe('exact');
    act(() => at.go(-1));
    expect(result.current.params).toEqual({ page: 0, size: 10, sort: 'id,desc', blurry: '张' });
  });

  it('writes nothing while its page is kept hidden: the address is the shown page own', () => {
    let router = '';
    function Router() {
      router = useLocation().search;
      return null;
    }
    // As the shell keeps a page alive: the page sees its own last address, the router shows another page.
    const kept = { pathname: '/customer/list', search: '?page=2', hash: '', state: null, key: 'kept' };
    const { result } = renderHook(() => useListController({ syncWithLocation: address }), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <MemoryRouter initialEntries={['/project/list?page=5']} future={ROUTER_FUTURE}>
          <Router />
          <LocationContext.Provider value={{ location: kept, navigationType: NavigationType.Pop }}>
            {children}
          </LocationContext.Provider>
        </MemoryRouter>
      ),
    });
    expect(result.current.page).toBe(1);
    act(() => result.current.search({ blurry: '张' }));
    expect(router).toBe('?page=5');
    expect(result.current.page).toBe(1);
  });

  it('keeps its state to itself outside a router and without syncWithLocation', () => {
    const { result } = controller({ syncWithLocation: address });
    act(() => result.current.search({ blurry: '张' }));
    expect(result.current.params).toEqual({ page: 0, size: 10, sort: 'id,desc', blurry: '张' });
  });
});
