import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { api } from '@yjf/api/api';
import { appSlice } from './appSlice';
import { recordTagsListener } from './recordTags';
import { settingsSlice } from './settingsSlice';
import { tagsSlice } from './tagsSlice';

/**
 * Slices that areas add after start-up (`rootReducer.inject(slice)`); each area declares its own
 * by augmenting this interface.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/** The store's name in the Redux devtools; the end-to-end tests also count it to prove there is one store. */
export const STORE_NAME = 'yjf-store';

/** The root reducer: the API cache and the shell's state now, area slices when their remote loads. */
export const rootReducer = combineSlices(
  api,
  appSlice,
  settingsSlice,
  tagsSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export function createStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().prepend(recordTagsListener.middleware).concat(api.middleware),
    devTools: { name: STORE_NAME },
  });
}

/** The one store of the page, shared by the host and every remote. */
export const store = createStore();

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
