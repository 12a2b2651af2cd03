import type { Collection, CollectionForm, ProjectFinance } from '@yjf/area-finance/domain/collectionSchemas';
import { api } from '@yjf/api/api';
import { resourceApi } from '@yjf/api/records';

/** 收款 on the list engine; a collection changes its project's summary and finance. */
export const collectionApi = resourceApi<Collection, CollectionForm>('collection', { invalidates: ['Project'] });

const tag = (id: string) => ({ type: 'Record' as const, id });

/** A project's money: contract, planned, received, outstanding and overdue stages. */
export const financeApi = api.injectEndpoints({
  endpoints: (build) => ({
    projectFinance: build.query<ProjectFinance, number>({
      query: (projectId) => ({ url: 'api/collection/summary', params: { projectId } }),
      providesTags: [tag('collection'), tag('Project')],
    }),
  }),
});
