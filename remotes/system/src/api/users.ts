import {
  userRangeFromWire,
  type PasswordIssued,
  type User,
  type UserForm,
  type UserNotice,
  type UserRangeData,
} from '@yjf/area-system/domain/userSchemas';
import { api } from '@yjf/api/api';
import { resourceApi } from '@yjf/api/records';

/** 用户 on the list engine (`/api/users`); an add answers `UserAdded`, the row with its one-time password. */
export const userApi = resourceApi<User, UserForm>('users');

const usersTag = { type: 'Record' as const, id: 'users' };

/** The user administration's calls beside the list engine's: password reset, counts, notices. */
export const usersAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A new random password for a user, answered once; the user's sessions end. */
    resetUserPassword: build.mutation<PasswordIssued, { id: number }>({
      query: (body) => ({ url: 'api/users/resetPwd', method: 'PUT', body }),
    }),
    /** Accounts in all, by state and department, and how many more the plan allows (read from the wire's names). */
    getUserRangeData: build.query<UserRangeData, void>({
      query: () => 'api/users/getRangeData',
      transformResponse: userRangeFromWire,
      providesTags: [usersTag],
    }),
    /** What the company's administrators should know (accounts used up, trial ending). */
    getUserNotices: build.query<UserNotice[], number>({
      query: (companyId) => ({ url: 'api/users/getNotice', params: { companypid: companyId } }),
      providesTags: [usersTag],
    }),
  }),
});

export const { useResetUserPasswordMutation, useGetUserRangeDataQuery, useGetUserNoticesQuery } = usersAdminApi;
