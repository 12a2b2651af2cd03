import { api } from '@yjf/api/api';
import type { DictGroupForm, DictItemForm } from '@yjf/area-system/domain/dictSchemas';

type Message = { message: string };

/**
 * Changes to the dictionaries (`/api/dicts`, platform only); each refreshes the cached dictionaries that every
 * select and label reads.
 */
export const dictWritesApi = api.injectEndpoints({
  endpoints: (build) => ({
    addDictGroup: build.mutation<Message, DictGroupForm>({
      query: (body) => ({ url: 'api/dicts', method: 'POST', body }),
      invalidatesTags: ['Dict'],
    }),
    editDictGroup: build.mutation<Message, DictGroupForm>({
      query: (body) => ({ url: `api/dicts/${encodeURIComponent(body.code)}`, method: 'PUT', body }),
      invalidatesTags: ['Dict'],
    }),
    deleteDictGroup: build.mutation<Message, string>({
      query: (code) => ({ url: `api/dicts/${encodeURIComponent(code)}`, method: 'DELETE' }),
      invalidatesTags: ['Dict'],
    }),
    addDictItem: build.mutation<Message, { code: string; item: DictItemForm }>({
      query: ({ code, item }) => ({ url: `api/dicts/${encodeURIComponent(code)}/items`, method: 'POST', body: item }),
      invalidatesTags: ['Dict'],
    }),
    editDictItem: build.mutation<Message, { code: string; item: DictItemForm }>({
      query: ({ code, item }) => ({
        url: `api/dicts/${encodeURIComponent(code)}/items/${encodeURIComponent(item.value)}`,
        method: 'PUT',
        body: item,
      }),
      invalidatesTags: ['Dict'],
    }),
    deleteDictItem: build.mutation<Message, { code: string; value: string }>({
      query: ({ code, value }) => ({
        url: `api/dicts/${encodeURIComponent(code)}/items/${encodeURIComponent(value)}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['Dict'],
    }),
  }),
});

export const {
  useAddDictGroupMutation,
  useEditDictGroupMutation,
  useDeleteDictGroupMutation,
  useAddDictItemMutation,
  useEditDictItemMutation,
  useDeleteDictItemMutation,
} = dictWritesApi;
