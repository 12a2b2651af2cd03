import type { MeInfo } from '@yjf/domain/session';
import type { PasswordChange, PasswordReset, PhoneChange, ProfileForm } from '@yjf/domain/accountSchemas';
import { api } from './api';
import { encryptPassword } from './passwordCipher';

type Message = { message: string };

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
      query: (form) => ({
        url: 'api/users/updatePass/',
        method: 'POST',
        body: {
          oldPass: encryptPassword(form.oldPass),
          newPass: encryptPassword(form.newPass),
          confirmPass: encryptPassword(form.confirmPass),
        },
      }),
    }),
    resetPassword: build.mutation<Message, PasswordReset>({
      query: (form) => ({
        url: 'api/users/resetPass/',
        method: 'POST',
        body: { ...form, newPass: encryptPassword(form.newPass), confirmPass: encryptPassword(form.confirmPass) },
      }),
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
