import { createListenerMiddleware, isFulfilled, type Store, type UnknownAction } from '@reduxjs/toolkit';
import { closeTagsOfRecord, notePageRecord, type PageRecord } from './tagsSlice';

/** The endpoints of `@yjf/api/records` followed here, by name: the store cannot import that module. */
const GET_RECORD = 'getRecord';
const DELETE_RECORDS = 'deleteRecords';

/**
 * The record a dispatch asked for as a page's own data: what dispatching `getRecord.initiate({ resource, id,
 * pageData: true })` returns (a detail page's `useGet(id)`); null for anything else.
 */
export function pageRecordOf(dispatched: unknown): PageRecord | null {
  const query = dispatched as {
    queryCacheKey?: unknown;
    arg?: { resource?: unknown; id?: unknown; pageData?: unknown };
  };
  if (typeof query?.queryCacheKey !== 'string' || !query.queryCacheKey.startsWith(`${GET_RECORD}(`)) return null;
  const { resource, id, pageData } = query.arg ?? {};
  return pageData && typeof resource === 'string' && typeof id === 'number' ? { resource, id } : null;
}

/**
 * The store as the page at `key` (its tag) sees it: the same store, whose dispatch notes the record the page
 * asks for as its own data. So the shell learns, exactly and without any page declaring it, which tags show
 * which records, and closes them when one is deleted.
 *
 * @example <Provider store={storeOfPage(store, '/customerInfo/5')}>{page}</Provider>
 */
export function storeOfPage<S extends Store>(store: S, key: string): S {
  const dispatch = ((action: UnknownAction) => {
    const dispatched: unknown = store.dispatch(action);
    const record = pageRecordOf(dispatched);
    if (record) store.dispatch(notePageRecord({ key, ...record }));
    return dispatched;
  }) as S['dispatch'];
  return { ...store, dispatch };
}

/** The resource and ids of a fulfilled `deleteRecords` (the list engine's delete, single or bulk). */
function deletedBy(action: UnknownAction): { resource: string; ids: number[] } | null {
  if (!isFulfilled(action)) return null;
  const arg = (action.meta as { arg?: { endpointName?: unknown; originalArgs?: unknown } }).arg;
  if (arg?.endpointName !== DELETE_RECORDS) return null;
  const { resource, ids } = (arg.originalArgs ?? {}) as { resource?: unknown; ids?: unknown };
  return typeof resource === 'string' && Array.isArray(ids) ? { resource, ids: ids as number[] } : null;
}

/**
 * Closes the tags of every record the list engine deletes, whichever page deleted it (CrudPage's 删除 and bulk
 * 删除), so no tab is left on a record that is gone.
 */
export const recordTagsListener = createListenerMiddleware();
recordTagsListener.startListening({
  predicate: (action) => deletedBy(action) !== null,
  effect: (action, { dispatch }) => {
    dispatch(closeTagsOfRecord(deletedBy(action)!));
  },
});
