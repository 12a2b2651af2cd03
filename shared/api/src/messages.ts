import type {
  MarkRead,
  MessageBell,
  MessageListParams,
  MessagePage,
  MessagePreferences,
  MessageSettings,
  UnreadCount,
} from '@yjf/domain/messages';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { api } from './api';

/** One tag for every list and count of the signed-in user's messages: a read, or a push of the socket, refreshes them. */
const MESSAGES = { type: 'Record' as const, id: 'message' };
const PREFERENCES = { type: 'Record' as const, id: 'messagePreferences' };
const SETTINGS = { type: 'Record' as const, id: 'messageSettings' };

/**
 * 消息中心: the signed-in user's messages (the bell's count and newest, the list), marking them read, the kinds
 * they receive (个人中心 › 消息设置) and, for a company's administrators, the company's settings. The shell's
 * socket keeps the count live (`host/src/shell/navbar/messageSocket.ts`).
 *
 * @example const { data } = useGetMessageBellQuery(); // { unread: 3, latest: [...] }
 */
export const messagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMessageBell: build.query<MessageBell, void>({
      query: () => 'api/messages/unread',
      // A count that cannot be read waits for the next push; it is not an error the page must show.
      extraOptions: { silent: true },
      providesTags: [MESSAGES],
    }),
    getMessages: build.query<MessagePage, MessageListParams>({
      query: (params) => ({ url: 'api/messages', params, pageData: true }),
      providesTags: [MESSAGES],
    }),
    markMessagesRead: build.mutation<UnreadCount, MarkRead>({
      query: (body) => ({ url: 'api/messages/read', method: 'PUT', body }),
      invalidatesTags: [MESSAGES],
    }),
    getMessagePreferences: build.query<MessagePreferences, void>({
      query: () => 'api/messages/preferences',
      providesTags: [PREFERENCES],
    }),
    saveMessagePreferences: build.mutation<MessagePreferences, MessagePreferences>({
      query: (body) => ({ url: 'api/messages/preferences', method: 'PUT', body }),
      invalidatesTags: [PREFERENCES],
    }),
    getMessageSettings: build.query<MessageSettings, void>({
      query: () => 'api/messages/settings',
      providesTags: [SETTINGS],
    }),
    saveMessageSettings: build.mutation<MessageSettings, MessageSettings>({
      query: (body) => ({ url: 'api/messages/settings', method: 'PUT', body }),
      invalidatesTags: [SETTINGS],
    }),
  }),
});

/**
 * What the socket's push says: the user's unread count now. The bell shows it at once; when it differs from the
 * count the lists were read with, they are read again (a new message, or one read on another page).
 */
export function messagesPushed(unread: number): ThunkAction<void, ApiState, unknown, UnknownAction> {
  return (dispatch, getState) => {
    const cached = messagesApi.endpoints.getMessageBell.select()(getState()).data;
    if (cached?.unread === unread) return;
    dispatch(
      messagesApi.util.updateQueryData('getMessageBell', undefined, (bell) => {
        bell.unread = unread;
      }),
    );
    dispatch(messagesApi.util.invalidateTags([MESSAGES]));
  };
}

/** The part of the store the API slice keeps. */
type ApiState = { [api.reducerPath]: ReturnType<typeof api.reducer> };

export const {
  useGetMessageBellQuery,
  useGetMessagesQuery,
  useMarkMessagesReadMutation,
  useGetMessagePreferencesQuery,
  useSaveMessagePreferencesMutation,
  useGetMessageSettingsQuery,
  useSaveMessageSettingsMutation,
} = messagesApi;
