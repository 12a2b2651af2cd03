import { api } from './api';

/**
 * The company's people a record can be given to (`GET /api/users/options`, any signed-in user): the person
 * pickers of every area.
 *
 * @example const { data = [] } = useColleaguesQuery();
 */
export const colleaguesApi = api.injectEndpoints({
  endpoints: (build) => ({
    colleagues: build.query<{ id: number; name: string }[], void>({
      query: () => 'api/users/options',
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useColleaguesQuery } = colleaguesApi;
