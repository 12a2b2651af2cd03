import type { MeInfo } from '@yjf/domain/session';
import type { PasswordChange, PasswordReset, PhoneChange, ProfileForm } from '@yjf/domain/accountSchemas';
import { api } from './api';
import type { RequestError } from './requestError';
import { encryptPassword } from './passwordCipher';

type Message = { message: string };

/** The passwords of a form, encrypted as the server reads them (crypto-js loads with the first). */
const encryptAll = (...passwords: string[]) => Promise.all(passwords.map(encryptPassword));

/** The base query's answer as an endpoint's (`queryFn` answers what `query` would have). */
const answer = <T>(result: { data?: unknown; error?: RequestError }) =>
  result.error ? { error: result.error } : { data: result.data as T };

/** `POST api/users/updateEmail/{code}`: the new e-mail, the SMS code to the own phone, the password RSA-encrypted. */
export type EmailChange = { code: string; email: string; encryptedPassword: string };

/** The signed-in user (`auth/info`) and the calls of the account dialogs. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInfo: build.query<MeInfo, void>({ query: () => 'auth/info', providesTags: ['Session'] }),
    /** The server's RSA public key (PEM) that 修改邮箱 encrypts the password with. */
    getPublicKey: build.query<{ publicKey: string }, void>({ query: () => 'auth/publicKey' }),
    logout: build.mutation<Message, void>({ query: () => ({ url: 'auth/logout', method: 'DELETE' }) }),
    changePassword: build.mutation<Message, PasswordChange>({
      queryFn: async (form, _api, _extraOptions, baseQuery) => {
        const [oldPass, newPass, confirmPass] = await encryptAll(form.oldPass, form.newPass, form.confirmPass);
        const body = { oldPass, newPass, confirmPass };
        return answer<Message>(await baseQuery({ url: 'api/users/updatePass/', method: 'POST', body }));
      },
    }),
    resetPassword: build.mutation<Message, PasswordReset>({
      queryFn: async (form, _api, _extraOptions, baseQuery) => {
        const [newPass, confirmPass] = await encryptAll(form.newPass, form.confirmPass);
        const body = { ...form, newPass, confirmPass };
        return answer<Message>(await baseQuery({ url: 'api/users/resetPass/', method: 'POST', body }));
      },
    }),
    changePhone: build.mutation<Message, PhoneChange>({
      query: (body) => ({ url: 'api/users/updatePhone', method: 'PUT', body }),
    }),
    changeEmail: build.mutation<Message, EmailChange>({
      query: ({ code, email, encryptedPassword }) => ({
        url: `api/users/updateEmail/${encodeURIComponent(code)}`,
        method: 'POST',
        body: { pass: encryptedPassword, email },
      }),
      invalidatesTags: (result) => (result ? ['Session'] : []),
    }),
    updateProfile: build.mutation<Message, ProfileForm>({
      query: (body) => ({ url: 'api/users/center', method: 'PUT', body }),
      invalidatesTags: (result) => (result ? ['Session'] : []),
    }),
    uploadAvatar: build.mutation<Message & { avatar: string }, File>({
      query: (file) => {
        const body = new FormData();
        body.append('avatar', file);
        return { url: 'api/users/updateAvatar', method: 'POST', body, timeoutMs: 60_000 };
      },
      extraOptions: { silent: true },
      invalidatesTags: (result) => (result ? ['Session'] : []),
    }),
  }),
});

export const {
  useGetInfoQuery,
  useLazyGetPublicKeyQuery,
  useLogoutMutation,
  useChangePasswordMutation,
  useResetPasswordMutation,
  useChangePhoneMutation,
  useChangeEmailMutation,
  useUpdateProfileMutation,
  useUploadAvatarMutation,
} = sessionApi;
