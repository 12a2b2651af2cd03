import { recordsApi } from '@yjf/api/records';
import { pageRecordOf, storeOfPage } from './recordTags';
import { createStore } from './store';
import { addView, closeTagsOfRecord, type TagView } from './tagsSlice';

const view = (key: string): TagView => ({ key, fullPath: key, title: key });
const home: TagView = { key: '/dashboard', fullPath: '/dashboard', title: '首页', affix: true };
const { getRecord, deleteRecords } = recordsApi.endpoints;

beforeEach(() => {
  // The server: every record is there, every delete succeeds.
  globalThis.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    headers: { get: () => 'application/json' },
    json: async () => ({ id: 1, message: '删除成功' }),
  })) as unknown as typeof fetch;
});

describe('pageRecordOf', () => {
  it('knows a page asking for its own record, and nothing else', () => {
    const store = createStore();
    expect(pageRecordOf(store.dispatch(getRecord.initiate({ resource: 'customer', id: 5, pageData: true })))).toEqual({
      resource: 'customer',
      id: 5,
    });
    expect(pageRecordOf(store.dispatch(getRecord.initiate({ resource: 'role', id: 5 })))).toBeNull();
    expect(
      pageRecordOf(store.dispatch(recordsApi.endpoints.listRecords.initiate({ resource: 'customer', params: {} }))),
    ).toBeNull();
    expect(pageRecordOf(store.dispatch(addView(view('/a'))))).toBeNull();
  });
});

describe('closing the tags of deleted records', () => {
  /** 首页, the customer list, customers 5 and 6, and project 5's purchases (which asks for no project). */
  const opened = () => {
    const store = createStore();
    for (const key of ['/dashboard', '/customer/list', '/customerInfo/5', '/customerInfo/6', '/PurchaseInfo/5']) {
      store.dispatch(addView(key === '/dashboard' ? home : view(key)));
    }
    for (const id of [5, 6]) {
      storeOfPage(store, `/customerInfo/${id}`).dispatch(
        getRecord.initiate({ resource: 'customer', id, pageData: true }),
      );
    }
    return store;
  };
  const keys = (store: ReturnType<typeof createStore>) => store.getState().tags.visitedViews.map((v) => v.key);

  it('closes the tags of the pages opened for the deleted records, only theirs', () => {
    const store = opened();
    store.dispatch(closeTagsOfRecord({ resource: 'customer', ids: [5] }));
    expect(keys(store)).toEqual(['/dashboard', '/customer/list', '/customerInfo/6', '/PurchaseInfo/5']);
    store.dispatch(closeTagsOfRecord({ resource: 'project', ids: [6] }));
    expect(keys(store)).toContain('/customerInfo/6');
  });

  it('closes them when the list engine deletes the records', async () => {
    const store = opened();
    await store.dispatch(deleteRecords.initiate({ resource: 'customer', ids: [5, 6] }));
    expect(keys(store)).toEqual(['/dashboard', '/customer/list', '/PurchaseInfo/5']);
    expect(store.getState().tags.pageRecords).toEqual({});
  });

  it('keeps them when the delete fails', async () => {
    const store = opened();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.mocked(globalThis.fetch).mockResolvedValue({
      ok: false,
      status: 400,
      headers: { get: () => 'application/json' },
      json: async () => ({ status: 400, message: '该客户下有商机，不能删除' }),
    } as unknown as Response);
    await store.dispatch(deleteRecords.initiate({ resource: 'customer', ids: [5] }));
    expect(keys(store)).toContain('/customerInfo/5');
    warn.mockRestore();
  });
});
