import {
  addAffixView,
  addView,
  delAllViews,
  delLeftViews,
  delOthersViews,
  delRightViews,
  delView,
  MAX_CACHED_VIEWS,
  nextAfterClose,
  refreshView,
  tagsSlice,
  type TagsState,
  type TagView,
} from './tagsSlice';

const reduce = (actions: Parameters<typeof tagsSlice.reducer>[1][], state?: TagsState) =>
  actions.reduce((s, action) => tagsSlice.reducer(s, action), state ?? tagsSlice.getInitialState());
const view = (key: string, extra: Partial<TagView> = {}): TagView => ({ key, fullPath: key, title: key, ...extra });
const home = view('/dashboard', { title: '首页', affix: true });

describe('tags reducer', () => {
  it('adds each visited page once, affix tags first, and keeps them mounted', () => {
    const state = reduce([
      addView(view('/customer/list')),
      addView(home),
      addView(view('/customer/list', { fullPath: '/customer/list?page=2' })),
    ]);
    expect(state.visitedViews.map((v) => v.fullPath)).toEqual(['/dashboard', '/customer/list?page=2']);
    expect(state.cachedViews).toEqual(['/dashboard', '/customer/list']);
  });

  it('shows an affix tag from the start without mounting its page until it is opened', () => {
    const state = reduce([
      addView(view('/a')),
      addAffixView({ key: '/dashboard', fullPath: '/dashboard', title: '首页' }),
    ]);
    expect(state.visitedViews.map((v) => v.key)).toEqual(['/dashboard', '/a']);
    expect(state.cachedViews).toEqual(['/a']);
    expect(reduce([addView(home)], state).cachedViews).toEqual(['/a', '/dashboard']);
  });

  it('does not keep a noCache page mounted', () => {
    const state = reduce([addView(view('/project/detail/1', { noCache: true }))]);
    expect(state.visitedViews).toHaveLength(1);
    expect(state.cachedViews).toEqual([]);
  });

  it('closes one tag, never an affix tag', () => {
    const state = reduce([
      addView(home),
      addView(view('/a')),
      addView(view('/b')),
      delView('/a'),
      delView('/dashboard'),
    ]);
    expect(state.visitedViews.map((v) => v.key)).toEqual(['/dashboard', '/b']);
    expect(state.cachedViews).toEqual(['/dashboard', '/b']);
  });

  it('closes the others and all, keeping affix tags', () => {
    const opened = reduce([addView(home), addView(view('/a')), addView(view('/b')), addView(view('/c'))]);
    expect(reduce([delOthersViews('/b')], opened).visitedViews.map((v) => v.key)).toEqual(['/dashboard', '/b']);
    expect(reduce([delAllViews()], opened).visitedViews.map((v) => v.key)).toEqual(['/dashboard']);
  });

  it('closes the tags left or right of one, keeping affix tags and what they no longer cover', () => {
    const opened = reduce([addView(home), addView(view('/a')), addView(view('/b')), addView(view('/c'))]);
    const left = reduce([delLeftViews('/b')], opened);
    expect(left.visitedViews.map((v) => v.key)).toEqual(['/dashboard', '/b', '/c']);
    expect(left.cachedViews).toEqual(['/dashboard', '/b', '/c']);
    expect(reduce([delRightViews('/a')], opened).visitedViews.map((v) => v.key)).toEqual(['/dashboard', '/a']);
    expect(reduce([delRightViews('/c')], opened).visitedViews).toEqual(opened.visitedViews);
  });

  it('counts refreshes per page', () => {
    const state = reduce([refreshView('/a'), refreshView('/a'), refreshView('/b')]);
    expect(state.refreshes).toEqual({ '/a': 2, '/b': 1 });
  });

  it(`keeps at most ${MAX_CACHED_VIEWS} pages mounted, dropping the oldest but never an affix one`, () => {
    const many = Array.from({ length: MAX_CACHED_VIEWS + 3 }, (_, i) => addView(view(`/p${i}`)));
    const state = reduce([addView(home), ...many]);
    expect(state.cachedViews).toHaveLength(MAX_CACHED_VIEWS);
    expect(state.cachedViews[0]).toBe('/dashboard');
    expect(state.cachedViews).not.toContain('/p0');
    expect(state.visitedViews).toHaveLength(MAX_CACHED_VIEWS + 4);
  });
});

describe('nextAfterClose', () => {
  it('goes to the last tag left, or home', () => {
    const views = [home, view('/a'), view('/b')];
    expect(nextAfterClose(views, '/b')).toBe('/a');
    expect(nextAfterClose(views, '/a')).toBe('/b');
    expect(nextAfterClose([view('/a')], '/a')).toBe('/dashboard');
  });
});
