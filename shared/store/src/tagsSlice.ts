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

/** The record a page was opened for (a detail or edit page's, asked for as its page data). */
export type PageRecord = { resource: string; id: number };

export type TagsState = {
  visitedViews: TagView[];
  /** Keys of pages kept mounted (keep-alive), oldest first. */
  cachedViews: string[];
  /** Bumped by 刷新: the page remounts. */
  refreshes: Record<string, number>;
  /** The record each page (by tag key) was opened for; deleting the record closes the tag. */
  pageRecords: Record<string, PageRecord>;
};

/** At most this many pages stay mounted; the oldest one leaves the cache first. */
export const MAX_CACHED_VIEWS = 15;

const initialState: TagsState = { visitedViews: [], cachedViews: [], refreshes: {}, pageRecords: {} };

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
  const closed = state.visitedViews.filter((view) => !predicate(view)).map((view) => view.key);
  state.visitedViews = state.visitedViews.filter(predicate);
  const kept = new Set(state.visitedViews.map((v) => v.key));
  state.cachedViews = state.cachedViews.filter((key) => kept.has(key));
  for (const key of closed) delete state.pageRecords[key];
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
    /** 关闭左侧: the tags before `key` go, but fixed ones (首页). */
    delLeftViews(state, action: PayloadAction<string>) {
      const index = state.visitedViews.findIndex((v) => v.key === action.payload);
      const left = new Set(state.visitedViews.slice(0, Math.max(0, index)).map((v) => v.key));
      keep(state, (v) => !left.has(v.key) || Boolean(v.affix));
    },
    /** 关闭右侧: the tags after `key` go, but fixed ones. */
    delRightViews(state, action: PayloadAction<string>) {
      const index = state.visitedViews.findIndex((v) => v.key === action.payload);
      const right = new Set(index < 0 ? [] : state.visitedViews.slice(index + 1).map((v) => v.key));
      keep(state, (v) => !right.has(v.key) || Boolean(v.affix));
    },
    /**
     * The page at `key` was opened for this record. Noted when the page asks for it, which may be before its
     * tag is added (a page's effects run before the shell's), so it is kept beside the tags, not in them.
     */
    notePageRecord(state, action: PayloadAction<PageRecord & { key: string }>) {
      const { key, resource, id } = action.payload;
      const noted = state.pageRecords[key];
      if (noted?.resource !== resource || noted.id !== id) state.pageRecords[key] = { resource, id };
    },
    /**
     * Records were deleted: closes the tags of the pages opened for them (never an affix one), so no tab is left
     * on a record that is gone. The list engine's delete does it by itself (`recordTagsListener` in the store);
     * a page that deletes through its own endpoint dispatches it once the call has succeeded.
     */
    closeTagsOfRecord(state, action: PayloadAction<{ resource: string; ids: number[] }>) {
      const { resource, ids } = action.payload;
      const closed = new Set(
        Object.entries(state.pageRecords)
          .filter(([, record]) => record.resource === resource && ids.includes(record.id))
          .map(([key]) => key),
      );
      keep(state, (v) => !closed.has(v.key) || Boolean(v.affix));
    },
    refreshView(state, action: PayloadAction<string>) {
      state.refreshes[action.payload] = (state.refreshes[action.payload] ?? 0) + 1;
    },
  },
});

export const {
  addView,
  addAffixView,
  delView,
  delOthersViews,
  delAllViews,
  delLeftViews,
  delRightViews,
  notePageRecord,
  closeTagsOfRecord,
  refreshView,
} = tagsSlice.actions;

/** Where to go after closing `closed`: the last tag left, or the home page. */
export function nextAfterClose(views: TagView[], closed: string, home = '/dashboard'): string {
  const left = views.filter((v) => v.key !== closed);
  return left.at(-1)?.fullPath ?? home;
}
