import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import {
  emailChangeSchema,
  messageSchema,
  passwordChangeSchema,
  passwordResetSchema,
  phoneChangeSchema,
  phoneCodeSchema,
  profileSchema,
} from '@yjf/domain/accountSchemas';
import { SMS_CODE_MESSAGE, SMS_CODE_PATTERN } from '@yjf/domain/accountRules';
import { z } from '@yjf/domain/zod';
import type { App, AppContext } from '../../../context';
import { authOf } from '../../../http/callerAuth';
import { badRequest, notFound } from '../../../http/errors';
import { readingMultipart, readOnlyFile } from '../../../http/multipartParsing';
import { plainPassword } from '../../../platform/auth/service';
import { checkSmsCode, SMS_CODE_WRONG } from '../../../platform/auth/verificationCodes';
import {
  AVATAR_MAX_BYTES,
  changeEmail,
  changePassword,
  changePhone,
  phoneTaken,
  replaceAvatar,
  resetPassword,
  updateProfile,
} from './accountService';

const encryptedPasswords = z
  .object({ oldPass: z.string().max(512), newPass: z.string().max(512), confirmPass: z.string().max(512) })
  .partial();

/** The signed-in user's own account (spec section 7, "Users"): password, phone, profile, avatar, e-mail. */
export async function usersAccountRoutes(app: App, ctx: AppContext): Promise<void> {
  await app.register(fastifyMultipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5 } });

  /** The passwords arrive AES-encrypted; the rules of spec section 5 apply to what they decrypt to. */
  const decryptPasswords = (body: unknown) => {
    const fields = encryptedPasswords.parse(body ?? {});
    const plain: Record<string, string> = {};
    for (const [name, value] of Object.entries(fields)) plain[name] = value ? plainPassword(ctx, value) : '';
    return { ...(body as object), ...plain };
  };

  app.post(
    '/api/users/updatePass/',
    { schema: { summary: '修改密码', operationId: 'passwordChange', response: { 200: messageSchema } } },
    async (request) => {
      const input = passwordChangeSchema.parse(decryptPasswords(request.body));
      await changePassword(ctx, authOf(request), input, request.ip);
      return { message: '密码修改成功，请重新登录' };
    },
  );

  app.post(
    '/api/users/resetPass/',
    { schema: { summary: '通过短信验证码重置密码', operationId: 'passwordReset', response: { 200: messageSchema } } },
    async (request) => {
      const input = passwordResetSchema.parse(decryptPasswords(request.body));
      await resetPassword(ctx, authOf(request), input);
      return { message: '密码重置成功，请重新登录' };
    },
  );

  app.put(
    '/api/users/updatePhone',
    {
      schema: {
        summary: '修改手机号',
        operationId: 'phoneChange',
        body: phoneChangeSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await changePhone(ctx, authOf(request), request.body);
      return { message: '手机号修改成功，请重新登录' };
    },
  );

  app.put(
    '/api/users/center',
    {
      schema: {
        summary: '修改个人资料',
        operationId: 'profileEdit',
        body: profileSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await updateProfile(ctx, authOf(request), request.body);
      return { message: '修改成功' };
    },
  );

  app.post(
    '/api/users/updateAvatar',
    { schema: { summary: '修改头像', operationId: 'avatarChange' } },
    async (request) => {
      if (!request.isMultipart()) throw badRequest('请选择要上传的头像图片');
      const found = await readingMultipart(() => readOnlyFile(request, { limits: { files: 1 } }));
      if (!found) throw badRequest('请选择要上传的头像图片');
      let data: Buffer;
      try {
        data = await found.read;
      } catch {
        throw badRequest('头像图片不能超过 2MB');
      }
      return { avatar: await replaceAvatar(ctx, authOf(request), data), message: '头像修改成功' };
    },
  );

  app.post(
    '/api/users/validPhoneCode',
    {
      schema: {
        summary: '校验短信验证码',
        operationId: 'phoneCodeCheck',
        body: phoneCodeSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      // Only the caller's own codes: their phone, or a new phone no one else has (the one they change to).
      // Anyone else's would let a signed-in user spend another person's five tries. Another person's phone is
      // answered as a wrong code, untried: a refusal of its own would tell who is registered.
      const { phone, code } = request.body;
      const othersPhone = phone !== auth.user.phone && (await phoneTaken(ctx, phone, auth.user.id));
      if (othersPhone || !(await checkSmsCode(ctx.database.db, phone, code, { consume: false })))
        throw badRequest(SMS_CODE_WRONG);
      return { message: '验证码正确' };
    },
  );

  app.post(
    '/api/users/updateEmail/:code',
    {
      schema: {
        summary: '修改邮箱',
        operationId: 'emailChange',
        params: z.object({ code: z.string().regex(SMS_CODE_PATTERN, SMS_CODE_MESSAGE) }),
        body: emailChangeSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await changeEmail(ctx, authOf(request), request.body, request.params.code, request.ip);
      return { message: '邮箱修改成功' };
    },
  );

  // Avatars: unguessable names, so they can be shown by an <img> without a token.
  app.get(
    '/files/avatars/:company/:name',
    { schema: { summary: '头像图片', operationId: 'avatarFile' } },
    async (request, reply) => {
      const { company, name } = request.params as { company: string; name: string };
      if (!/^\d+$/.test(company) || !/^[0-9a-f-]{36}\.(png|jpg|webp)$/.test(name)) throw notFound('文件不存在');
      const file = await ctx.storage.get(`avatars/${company}/${name}`);
      if (!file) throw notFound('文件不存在');
      const type = { '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp' }[path.extname(name)]!;
      return reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .type(type)
        .send(file.body);
    },
  );
}
