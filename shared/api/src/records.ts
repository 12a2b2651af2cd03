import { exportFileName, type ListPage, type ToggleResult } from '@yjf/domain/lists';
import { api } from './api';
import { request } from './http';

/** Search parameters of a list as the server reads them: page (0-based), size, sort and the filters. */
export type ListParams = Record<string, string | number | boolean | (string | number)[] | undefined | null>;

type Resource = { resource: string };
const tag = (resource: string) => ({ type: 'Record' as const, id: resource });

/** Minutes an export may take before the browser gives up. */
const EXPORT_TIMEOUT_MS = 5 * 60_000;

/**
 * The list engine's calls for every resource (`/api/<resource>`), injected once into the shared API slice.
 * Lists are cached per resource and parameters; every change invalidates the lists of its resource and of
 * the resources it names in `invalidates` (a follow-up changes its customer's list, say).
 */
export const recordsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listRecords: build.query<ListPage<unknown>, Resource & { params: ListParams; pageData?: boolean }>({
      query: ({ resource, params, pageData }) => ({ url: `api/${resource}`, params, pageData }),
      providesTags: (_result, _error, { resource }) => [tag(resource)],
    }),
    getRecord: build.query<unknown, Resource & { id: number; pageData?: boolean }>({
      query: ({ resource, id, pageData }) => ({ url: `api/${resource}/${id}`, pageData }),
      providesTags: (_result, _error, { resource }) => [tag(resource)],
    }),
    addRecord: build.mutation<unknown, Resource & { body: unknown; invalidates?: string[] }>({
      query: ({ resource, body }) => ({ url: `api/${resource}`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { resource, invalidates = [] }) => [resource, ...invalidates].map(tag),
    }),
    editRecord: build.mutation<unknown, Resource & { body: unknown; invalidates?: string[] }>({
      query: ({ resource, body }) => ({ url: `api/${resource}`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { resource, invalidates = [] }) => [resource, ...invalidates].map(tag),
    }),
    deleteRecords: build.mutation<{ message: string }, Resource & { ids: number[]; invalidates?: string[] }>({
      query: ({ resource, ids }) => ({ url: `api/${resource}`, method: 'DELETE', body: ids }),
      invalidatesTags: (_r, _e, { resource, invalidates = [] }) => [resource, ...invalidates].map(tag),
    }),
    toggleRecord: build.mutation<ToggleResult, Resource & { id: number; enabled: boolean }>({
      query: ({ resource, id, enabled }) => ({
        url: `api/${resource}/updateState`,
        method: 'POST',
        body: { id, enabled },
      }),
      // The switch tells the user itself (操作失败) and puts itself back.
      extraOptions: { silent: true },
      invalidatesTags: (_r, _e, { resource }) => [tag(resource)],
    }),
  }),
});

/** Marks a resource's lists stale after a change made outside the endpoints above (an import): they ask again. */
export const recordsChanged = (resource: string) => recordsApi.util.invalidateTags([tag(resource)]);

/** Downloads the .xlsx of a list with its current search, named `<title>_<date>.xlsx`. */
export async function downloadRecords(resource: string, params: ListParams, title: string): Promise<void> {
  const { page: _page, size: _size, ...search } = params;
  const blob = await request<Blob>({
    url: `api/${resource}/download`,
    params: search,
    responseType: 'blob',
    timeoutMs: EXPORT_TIMEOUT_MS,
  });
  saveBlob(blob, exportFileName(title));
}

/** Hands a file to the browser's download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Typed hooks for one resource, over the shared endpoints: `Row` is what its list and detail answer,
 * `Form` what its add form sends (an edit adds `id` and `version`).
 *
 * @example
 *   export const customerApi = resourceApi<Customer, CustomerForm>('customer');
 *   const { data } = customerApi.useList({ page: 0, size: 10, sort: 'id,desc' });
 */
export function resourceApi<Row, Form>(resource: string, options: { invalidates?: string[] } = {}) {
  const { invalidates } = options;
  const e = recordsApi.endpoints;
  /** One list's cache entry: the same for the hook and for asking it before the page draws. */
  const listArgs = (params: ListParams, pageData?: boolean) => ({
    resource,
    params,
    ...(pageData ? { pageData } : {}),
  });
  return {
    resource,
    /** A page of the list; `pageData` when it is what the page was opened for (a 403 then goes to /401). */
    useList: (params: ListParams, hookOptions?: { skip?: boolean; pollingInterval?: number; pageData?: boolean }) => {
      const { pageData, ...options } = hookOptions ?? {};
      const result = e.listRecords.useQuery(listArgs(params, pageData), options);
      return { ...result, data: result.data as ListPage<Row> | undefined };
    },
    /** The same page of the list asked for before it is drawn (a page's `firstData`), for `useList` to find. */
    prefetchList: (params: ListParams, { pageData }: { pageData?: boolean } = {}) =>
      recordsApi.util.prefetch('listRecords', listArgs(params, pageData), {}),
    /** One record; by default the page's own (a detail page's), `pageData: false` for a part of a page. */
    useGet: (id: number | undefined, { pageData = true }: { pageData?: boolean } = {}) => {
      const result = e.getRecord.useQuery({ resource, id: id ?? 0, ...(pageData ? { pageData } : {}) }, { skip: !id });
      return { ...result, data: result.data as Row | undefined };
    },
    useAdd: () => {
      const [trigger, state] = e.addRecord.useMutation();
      return [(body: Form) => trigger({ resource, body, invalidates }).unwrap() as Promise<Row>, state] as const;
    },
    useEdit: () => {
      const [trigger, state] = e.editRecord.useMutation();
      return [
        (body: Form & { id: number; version: number }) =>
          trigger({ resource, body, invalidates }).unwrap() as Promise<Row>,
        state,
      ] as const;
    },
    useDelete: () => {
      const [trigger, state] = e.deleteRecords.useMutation();
      return [(ids: number[]) => trigger({ resource, ids, invalidates }).unwrap(), state] as const;
    },
    useToggle: () => {
      const [trigger, state] = e.toggleRecord.useMutation();
      return [(id: number, enabled: boolean) => trigger({ resource, id, enabled }).unwrap(), state] as const;
    },
    download: (params: ListParams, title: string) => downloadRecords(resource, params, title),
  };
}
export type ResourceApi<Row, Form> = ReturnType<typeof resourceApi<Row, Form>>;
