import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A visited page in the tags bar. */
export type TagView = {
  /** The page's path without the query: the tag's identity. */
  key: string;
  /** Path with query, where the tag goes back to. */
  fullPath: string;
  title: string;
  /** Fixed tags (首页) cannot be closed. */
  affix?: boolean;
  /** The page is not kept mounted when its tag is left. */
  noCache?: boolean;
};

export type TagsState = {
  visitedViews: TagView[];
  /** Keys of pages kept mounted (keep-alive), oldest first. */
  cachedViews: string[];
  /** Bumped by 刷新: the page remounts. */
  refreshes: Record<string, number>;
};

/** At most this many pages stay mounted; the oldest one leaves the cache first. */
export const MAX_CACHED_VIEWS = 15;

const initialState: TagsState = { visitedViews: [], cachedViews: [], refreshes: {} };

function cache(state: TagsState, view: TagView): void {
  if (view.noCache) return;
  state.cachedViews = [...state.cachedViews.filter((key) => key !== view.key), view.key];
  while (state.cachedViews.length > MAX_CACHED_VIEWS) {
    const oldest =
      state.cachedViews.find((key) => !state.visitedViews.find((v) => v.key === key)?.affix) ?? state.cachedViews[0];
    state.cachedViews = state.cachedViews.filter((key) => key !== oldest);
  }
}

function keep(state: TagsState, predicate: (view: TagView) => boolean): void {
  state.visitedViews = state.visitedViews.filter(predicate);
  const kept = new Set(state.visitedViews.map((v) => v.key));
  state.cachedViews = state.cachedViews.filter((key) => kept.has(key));
}

export const tagsSlice = createSlice({
  name: 'tags',
  initialState,
  reducers: {
    /** A page was opened: add its tag (or update its path and title) and keep it mounted. */
    addView(state, action: PayloadAction<TagView>) {
      const view = action.payload;
      const existing = state.visitedViews.find((v) => v.key === view.key);
      if (existing) Object.assign(existing, view, { affix: existing.affix || view.affix });
      else if (view.affix) state.visitedViews.unshift(view);
      else state.visitedViews.push(view);
      cache(state, view);
    },
    /** A fixed tag (首页) shown from the start; its page mounts only when first opened. */
    addAffixView(state, action: PayloadAction<Omit<TagView, 'affix'>>) {
      if (state.visitedViews.some((v) => v.key === action.payload.key)) return;
      state.visitedViews.unshift({ ...action.payload, affix: true });
    },
    delView(state, action: PayloadAction<string>) {
      keep(state, (v) => v.key !== action.payload || Boolean(v.affix));
    },
    delOthersViews(state, action: PayloadAction<string>) {
      keep(state, (v) => v.key === action.payload || Boolean(v.affix));
    },
    delAllViews(state) {
      keep(state, (v) => Boolean(v.affix));
    },
    refreshView(state, action: PayloadAction<string>) {
      state.refreshes[action.payload] = (state.refreshes[action.payload] ?? 0) + 1;
    },
  },
});

export const { addView, addAffixView, delView, delOthersViews, delAllViews, refreshView } = tagsSlice.actions;

/** Where to go after closing `closed`: the last tag left, or the home page. */
export function nextAfterClose(views: TagView[], closed: string, home = '/dashboard'): string {
  const left = views.filter((v) => v.key !== closed);
  return left.at(-1)?.fullPath ?? home;
}
