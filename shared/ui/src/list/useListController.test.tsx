import { act, renderHook } from '@testing-library/react';
import { firstListParams, useListController, type ListControllerOptions } from './useListController';

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
