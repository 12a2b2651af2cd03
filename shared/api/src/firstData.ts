import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { SessionUser } from '@yjf/domain/session';
import { api } from './api';

/** Who opens a page and at which address: the signed-in user and the parameters of the page's route. */
export type PageOpening = {
  user: SessionUser;
  /** The route's parameters: `{ pid: '7' }` for `/customerInfo/7` of `/customerInfo/:pid?`. */
  params: Readonly<Record<string, string | undefined>>;
};

/** One query a page's first draw reads: an endpoint's `util.prefetch(...)`, with the page's own arguments. */
export type FirstQuery = ReturnType<typeof api.util.prefetch>;

/**
 * What a page reads as it is first drawn, asked for before it draws. A page module may export it beside its
 * component (`export const firstData: FirstData = ...`); when the page is opened cold (a bookmark, a shared link,
 * a reload), the shell asks for it as soon as the page's code has loaded and draws the page once, with its
 * answers, instead of drawing it empty and again when they arrive. Each query must carry exactly the arguments
 * the page's hooks pass on their first render, so that the page finds the answers in the cache:
 * `remotes/firstData.test.tsx` opens every page that declares it and fails on any of its queries asked twice.
 *
 * @example
 *   export const firstData: FirstData = ({ user }) => [taskApi.prefetchList(firstListParams({ fixedFilters: { assigneeId: user.id } }))];
 */
export type FirstData = (opening: PageOpening) => FirstQuery[];

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/**
 * Asks for a page's first data and resolves once every query under way has its answer, or has failed (the page
 * then asks again and says what went wrong, as it always does).
 */
export async function askFirstData(dispatch: Dispatch, firstData: FirstData, opening: PageOpening): Promise<void> {
  for (const query of firstData(opening)) dispatch(query);
  await queriesSettled(dispatch);
}

/** Resolves once every query under way has its answer or has failed. */
export async function queriesSettled(dispatch: Dispatch): Promise<void> {
  await Promise.allSettled(dispatch(api.util.getRunningQueriesThunk()));
}
